// The rank list: players by valid bet (real-money rounds, bet_outbox) or by jackpot winnings (pool payouts,
// jackpot_draws) over the current Manila day or week. Ties go to whoever got there first. Others are masked; the
// caller's own row is whole and comes with every page, so a player far down still sees where they stand.
import { sql, type RawBuilder } from 'kysely';
import { JACKPOT_TIER_PROPS } from '../../../contract/calls/jackpot.ts';
import { type LeaderRow, type RankBoard, type RankList, type RankPeriod } from '../../../contract/calls/rank.ts';
import { RANK_PAGE_SIZE } from '../../../contract/constants.ts';
import { DAY_MS, manilaMidnight, manilaWeekStart } from '../../../contract/manila.ts';
import { maskNickname } from '../../../contract/nickname.ts';
import type { Database } from '../../db/database.ts';

/** The period `now` falls in: [from, to). */
export function rankPeriod(period: RankPeriod, now: number): { from: number; to: number } {
  const from = period === 'day' ? manilaMidnight(now) : manilaWeekStart(now);
  return { from, to: from + (period === 'day' ? DAY_MS : 7 * DAY_MS) };
}

/** Per player in the window: amount and when they first scored (the tie-break). */
function totals(board: RankBoard, from: number, to: number): RawBuilder<{ user_id: number; amount: string; first_at: string }> {
  return board === 'bet'
    ? sql`SELECT user_id, sum(valid_bet) AS amount, min(created_at) AS first_at FROM bet_outbox
        WHERE created_at >= ${from} AND created_at < ${to} AND valid_bet > 0 GROUP BY user_id`
    : sql`SELECT user_id, sum(count) AS amount, min(created_at) AS first_at FROM jackpot_draws
        WHERE created_at >= ${from} AND created_at < ${to} AND prop_id BETWEEN ${JACKPOT_TIER_PROPS[0]} AND ${JACKPOT_TIER_PROPS[3]}
        GROUP BY user_id`;
}

interface Ranked {
  user_id: number | string;
  amount: number | string;
  rank: number | string;
  nickname: string;
  avatar: string;
}

export async function rankList(db: Database, userId: number, board: RankBoard, period: RankPeriod, pageNum: number, now: number): Promise<RankList> {
  const { from, to } = rankPeriod(period, now);
  const ranked = sql<Ranked>`SELECT t.user_id, t.amount, u.nickname, u.avatar,
      row_number() OVER (ORDER BY t.amount DESC, t.first_at, t.user_id) AS rank
    FROM (${totals(board, from, to)}) t JOIN users u ON u.id = t.user_id`;
  const toRow = (r: Ranked): LeaderRow => ({
    rank: Number(r.rank),
    nickname: Number(r.user_id) === userId ? r.nickname : maskNickname(r.nickname),
    avatar: r.avatar,
    amount: Number(r.amount),
  });
  const offset = (pageNum - 1) * RANK_PAGE_SIZE;
  const [page, mine, count, me] = await Promise.all([
    sql<Ranked>`SELECT * FROM (${ranked}) x ORDER BY rank LIMIT ${RANK_PAGE_SIZE} OFFSET ${offset}`.execute(db),
    sql<Ranked>`SELECT * FROM (${ranked}) x WHERE user_id = ${userId}`.execute(db),
    sql<{ n: number | string }>`SELECT count(*) AS n FROM (${totals(board, from, to)}) t`.execute(db),
    db.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const own = mine.rows[0];
  return {
    board,
    period,
    from,
    to,
    list: page.rows.map(toRow),
    pageNum,
    pages: Math.ceil(Number(count.rows[0]?.n ?? 0) / RANK_PAGE_SIZE),
    me: own ? toRow(own) : { rank: null, nickname: me.nickname, avatar: me.avatar, amount: 0 },
  };
}
