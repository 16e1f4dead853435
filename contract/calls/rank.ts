// The rank list (/rank): leaderboards by valid bet and by jackpot winnings over the current Manila day or week. Other
// players appear with masked nicknames; the caller's own row comes back whole, pinned, whatever page is asked for.
import { z } from 'zod';
import { defineCall } from '../call.ts';
export const RANK_BOARDS = ['bet', 'jackpot'] as const;
export type RankBoard = (typeof RANK_BOARDS)[number];
export const RANK_PERIODS = ['day', 'week'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

export const leaderRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** Valid bet or jackpot winnings in the period, hundredths. */
  amount: z.number().int(),
});
export type LeaderRow = z.infer<typeof leaderRow>;

export const rankList = z.object({
  board: z.enum(RANK_BOARDS),
  period: z.enum(RANK_PERIODS),
  /** The period's bounds (Manila midnight to the next day's, or Monday to Monday), ms. */
  from: z.number().int(),
  to: z.number().int(),
  list: z.array(leaderRow),
  pageNum: z.number().int(),
  pages: z.number().int(),
  /** The caller: rank null while they have nothing in the period (amount 0). */
  me: leaderRow.extend({ rank: z.number().int().nullable() }),
});
export type RankList = z.infer<typeof rankList>;

export const getRankListCall = defineCall('getRankList', 'app/v1', {
  request: z.object({
    board: z.enum(RANK_BOARDS, { error: 'board is bet or jackpot' }),
    period: z.enum(RANK_PERIODS, { error: 'period is day or week' }),
    pageNum: z.number().int().min(1).max(1_000).default(1),
  }),
  response: rankList,
  auth: 'required',
  kind: 'read',
});
