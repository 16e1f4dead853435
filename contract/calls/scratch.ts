// Scratch cards (diamond shop): the kinds on sale with their prize tables and stated return, buying cards with
// diamonds, revealing a held card (its prize was drawn and paid when it was bought) and the player's card log.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export const SCRATCH_LOG_PAGE_SIZE = 20;
/** Most cards one purchase may make. */
export const SCRATCH_MAX_BUY = 10;
/** Most unrevealed cards the shop lists (newest first); the log lists every card. */
export const SCRATCH_HELD_LIMIT = 200;
/** The prize shows once this share of the cover is scratched off. */
export const SCRATCH_REVEAL_SHARE = 0.5;

export const scratchPrize = z.object({
  propId: z.number().int(),
  /** 0 is "no win". */
  count: z.number().int(),
  /** The chance of this prize is weight / the kind's totalWeight, exactly. */
  weight: z.number().int(),
});
export type ScratchPrize = z.infer<typeof scratchPrize>;

export const scratchKind = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price in diamonds. */
  price: z.number().int(),
  /** The price in hundredths of a peso at the current diamond value. */
  priceValue: z.number().int(),
  /** The prize a card pays on average, hundredths of a peso. */
  expectedValue: z.number().int(),
  /** Return to player in hundredths of a percent (9000 = 90.00%): expectedValue / priceValue. */
  rtpBasisPoints: z.number().int(),
  totalWeight: z.number().int(),
  prizes: z.array(scratchPrize),
});
export type ScratchKind = z.infer<typeof scratchKind>;

export const scratchCard = z.object({
  id: z.number().int(),
  kindId: z.number().int(),
  kindName: z.string(),
  /** Diamonds it cost (0 for a card given by the operator). */
  diamonds: z.number().int(),
  boughtAt: z.number().int(),
  /** null until revealed. */
  scratchedAt: z.number().int().nullable(),
  /** The prize, present only once revealed (it was paid at purchase either way). */
  awards: z.array(award).nullable(),
});
export type ScratchCard = z.infer<typeof scratchCard>;

export const scratchInfo = z.object({
  diamonds: z.number().int(),
  /** Hundredths of a peso one diamond is worth. */
  diamondValue: z.number().int(),
  kinds: z.array(scratchKind),
  /** Cards held and not yet revealed, newest first, at most SCRATCH_HELD_LIMIT. */
  unscratched: z.array(scratchCard),
});
export type ScratchInfo = z.infer<typeof scratchInfo>;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const getScratchCardInfoCall = defineCall('getScratchCardInfo', 'app/v1', {
  request: z.object({}),
  response: scratchInfo,
  auth: 'required',
  kind: 'read',
});

export const diamondExchangeScratchcardCall = defineCall('diamondExchangeScratchcard', 'app/v1', {
  request: z.object({ kindId: id, count: z.number().int().min(1).max(SCRATCH_MAX_BUY) }),
  response: z.object({ cards: z.array(scratchCard), diamonds: z.number().int(), balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const scratchCardLotteryCall = defineCall('scratchCardLottery', 'app/v1', {
  request: z.object({ cardId: id }),
  response: z.object({ card: scratchCard, awards: z.array(award) }),
  auth: 'required',
  kind: 'write',
});

export const searchScratchCardAwardLogCall = defineCall('searchScratchCardAwardLog', 'app/v1', {
  request: z.object({ pageNum: z.number().int().min(1).max(10_000) }),
  response: z.object({ list: z.array(scratchCard), total: z.number().int(), pages: z.number().int(), pageNum: z.number().int() }),
  auth: 'required',
  kind: 'read',
});
