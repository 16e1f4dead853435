// Envelope codes of refusals are one number space: the worker and screens tell refusals apart by code alone, so two
// features sharing a number (spin and diamonds once both used 1101-1104) would read each other's refusals.
import { describe, expect, it } from 'vitest';
import { BANKRUPT_CODE } from '../../../contract/calls/bankrupt.ts';
import { DIAMOND_CODE } from '../../../contract/calls/diamonds.ts';
import { DRAW_CODE } from '../../../contract/calls/jackpot.ts';
import { LOTTERY_CODE } from '../../../contract/calls/lottery.ts';
import { SPIN_CODE } from '../../../contract/calls/spin.ts';
import { Code } from '../../../contract/envelope.ts';
import { PK_REFUSAL } from '../../../contract/pk.ts';
import { FOLLOW_CLAIMED, FOLLOW_NOT_OPENED } from '../../../server/domain/follow/pages.ts';

describe('refusal codes', () => {
  it('are distinct across features and from the envelope codes', () => {
    const groups = { Code, BANKRUPT_CODE, DIAMOND_CODE, DRAW_CODE, LOTTERY_CODE, SPIN_CODE, PK_REFUSAL, follow: { FOLLOW_CLAIMED, FOLLOW_NOT_OPENED } };
    const seen = new Map<number, string>();
    for (const [group, codes] of Object.entries(groups))
      for (const [name, code] of Object.entries(codes)) {
        expect(seen.get(code), `${group}.${name} = ${code}`).toBeUndefined();
        seen.set(code, `${group}.${name}`);
      }
  });
});
