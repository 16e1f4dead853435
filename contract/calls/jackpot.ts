// Jackpot draw calls (activity 105): the pools, the player's chances and the grid's prizes; one draw; the player's own
// draw log; the winners' rank. Other players appear only with masked nicknames.
import { z } from 'zod';
import { defineCall } from '../call.ts';

export const JACKPOT_RECORD_PAGE_SIZE = 20;
export const JACKPOT_RANK_PAGE_SIZE = 10;
/** The grid's cell count; cells are numbered 1..10 in the clockwise walk order. */
export const JACKPOT_CELLS = 10;
/** Mega, Major, Minor, Mini: the wheel's four sectors, in this order. */
export const JACKPOT_TIER_PROPS = [50001, 50002, 50003, 50004] as const;
/** Row `type`: 1 a prize of the grid (coin, points, a coupon), 2 a jackpot amount paid from a pool. */
export const DRAW_TYPE = { prize: 1, jackpot: 2 } as const;

/** Envelope codes of a refused draw; any other code is shown as a generic "failed with code N". */
export const DRAW_CODE = {
  /** No draw chance left. */
  noChance: 1001,
  /** The jackpot draw is switched off. */
  closed: 1002,
  /** The player's responsible-play settings pause rewards (a time-out or self-exclusion). */
  paused: 1003,
  /** The prizes are being changed by the operator (no prize can be drawn). */
  unavailable: 1004,
} as const;
export const DRAW_CODES: readonly number[] = Object.values(DRAW_CODE);

export const isJackpotProp = (propId: number): boolean => propId >= JACKPOT_TIER_PROPS[0] && propId <= JACKPOT_TIER_PROPS[3];

/** The band a shown figure moves in: never above the real pool, never below it by more than the configured spread. */
export const section = z.object({ min: z.number().int(), max: z.number().int() });
export type Section = z.infer<typeof section>;

export const jackpotRow = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  propId: z.number().int(),
  type: z.number().int(),
  /** The tier the amount was paid from ('Mega' .. 'Mini'); empty for a grid prize. */
  amountSection: z.string(),
  /** Hundredths for coin and jackpot amounts; a count for points and coupons. */
  count: z.number().int(),
  createTime: z.number().int(),
});
export type JackpotRow = z.infer<typeof jackpotRow>;

export const jackpotPrize = z.object({
  cell: z.number().int().min(1).max(JACKPOT_CELLS),
  propId: z.number().int(),
  /** 0 for a jackpot cell: it pays its pool. */
  count: z.number().int(),
  /** Relative weight: the odds are weight / the sum of all weights. */
  weight: z.number().int(),
});
export type JackpotPrize = z.infer<typeof jackpotPrize>;

export const jackpotDrawInfo = z.object({
  open: z.boolean(),
  total: z.number().int(),
  megaJackpot: z.number().int(),
  majorJackpot: z.number().int(),
  minorJackpot: z.number().int(),
  miniJackpot: z.number().int(),
  totalSection: section,
  megaJackpotSection: section,
  majorJackpotSection: section,
  minorJackpotSection: section,
  miniJackpotSection: section,
  canReceiveDrawChance: z.boolean(),
  /** Unspent draw chances. */
  chanceSize: z.number().int(),
  /** Deposit (hundredths) still needed for the next chance; 0 when deposits earn none. */
  needDeposit: z.number().int(),
  /** Valid bet (hundredths) still needed for the next chance; 0 when bets earn none. */
  needTyping: z.number().int(),
  depositPerChance: z.number().int(),
  betPerChance: z.number().int(),
  /** Share of a pool a jackpot win pays, basis points, Mega .. Mini. */
  tierShares: z.array(z.number().int()),
  prizes: z.array(jackpotPrize),
  jackpotWinnerList: z.array(jackpotRow),
});
export type JackpotDrawInfo = z.infer<typeof jackpotDrawInfo>;

export const getJackpotDrawInfoCall = defineCall('getJackpotDrawInfo', 'app/v1', {
  request: z.object({}),
  response: jackpotDrawInfo,
  auth: 'required',
  kind: 'read',
});

export const drawResult = z.object({
  id: z.number().int(),
  cell: z.number().int().min(1).max(JACKPOT_CELLS),
  propId: z.number().int(),
  count: z.number().int(),
  type: z.number().int(),
  /** Coin credited to the main wallet by this draw (hundredths); 0 for points and coupons. */
  bonus: z.number().int(),
  chanceSize: z.number().int(),
  balance: z.number().int(),
});
export type DrawResult = z.infer<typeof drawResult>;

export const receiveDrawChanceCall = defineCall('receiveDrawChance', 'app/v1', {
  request: z.object({}),
  response: drawResult,
  auth: 'required',
  kind: 'write',
});

const page = (size: number) =>
  z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(size),
  });

export const getPersonJackpotDrawAwardLogCall = defineCall('getPersonJackpotDrawAwardLog', 'app/v1', {
  request: page(JACKPOT_RECORD_PAGE_SIZE),
  response: z.object({ list: z.array(jackpotRow), total: z.number().int(), pages: z.number().int() }),
  auth: 'required',
  kind: 'read',
});

export const rankRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** Jackpot amounts won, hundredths. */
  amount: z.number().int(),
  wins: z.number().int(),
});
export type RankRow = z.infer<typeof rankRow>;

export const getJackpotRankCall = defineCall('getJackpotRank', 'app/v1', {
  request: page(JACKPOT_RANK_PAGE_SIZE),
  response: z.object({ allRank: z.array(rankRow), pages: z.number().int(), personRank: rankRow.nullable() }),
  auth: 'required',
  kind: 'read',
});
