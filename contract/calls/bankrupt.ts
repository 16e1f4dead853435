// Bankruptcy gift calls (SPEC sections 3, 4, 7, 8): the gift info of the caller, and claiming one gift by its id.
// The claim's refusal codes 3001-3004 and the countdown's choice of field are in ../bankrupt-rules.ts, free of schemas,
// so the home screen that reads them does not load the schema library.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export { BANKRUPT_CODE, bankruptCountdown } from '../bankrupt-rules.ts';

export const bankruptGiftAward = z.object({
  /** The gift's id, the `id` of receiveBankruptGiftAward. */
  id: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  canReceive: z.boolean(),
  isReceived: z.boolean(),
});
export type BankruptGiftAward = z.infer<typeof bankruptGiftAward>;

export const bankruptGiftInfo = z.object({
  bankrupt: z.boolean(),
  /** Ms until today's gifts are all used up and the next Manila day's gift 1 comes; -1 while a gift of today is still to come. */
  canReceiveLastMs: z.number().int(),
  /** Ms until gift 2's wait ends after gift 1 (0: over); -1 before gift 1 or after gift 2. */
  gift2LastMs: z.number().int(),
  /** Gift 1 then gift 2, at the player's VIP level. */
  awardList: z.array(bankruptGiftAward),
  /** Real-money valid bet since gift 1 was claimed (0 before). */
  currBet: z.number().int(),
  /** Valid bet gift 2 needs since gift 1. */
  validBet: z.number().int(),
  /** The VIP level whose gifts these are (0: the standard gift). */
  vip: z.number().int(),
  /** The rules, for the modal's rule part. */
  threshold: z.number().int(),
  gift2WaitMs: z.number().int(),
  /** Balance counted for the rule: main wallet plus safebox. */
  balance: z.number().int(),
});
export type BankruptGiftInfo = z.infer<typeof bankruptGiftInfo>;

export const getBankruptGiftInfoCall = defineCall('getBankruptGiftInfo', 'app/v1', {
  request: z.object({}),
  response: z.object({ bankruptGiftInfo }),
  auth: 'required',
  kind: 'read',
});

export const receiveBankruptGiftAwardCall = defineCall('receiveBankruptGiftAward', 'app/v1', {
  request: z.object({ id: z.number().int().positive().max(1_000_000) }),
  response: z.object({ id: z.number().int(), awards: z.array(award), balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});
