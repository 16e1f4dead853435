// Bet records and their report: real-money rounds only (try-it rounds never count), Manila calendar days.
import { sql } from 'kysely';
import { BET_RECORD_PAGE_SIZE, type BetRecordItem, type BetReport } from '../../../contract/index.ts';
import { DAY_MS, MANILA_OFFSET_MS, manilaDayKey, manilaDayStart } from '../../../contract/manila.ts';
import type { Database } from '../../db/database.ts';
import { badInput } from '../errors.ts';
import { BUILTIN_PROVIDER } from './provider.ts';

/** The SQL below numbers Manila days from the epoch; day n starts at n * DAY_MS - MANILA_OFFSET_MS. */
const manilaDayOf = (dayNumber: number) => manilaDayKey(dayNumber * DAY_MS - MANILA_OFFSET_MS);

export interface RecordFilter {
  pageNum: number;
  typeId?: number;
  from?: string;
  to?: string;
}

function range(from?: string, to?: string): { since: number; until: number } {
  const since = from ? manilaDayStart(from) : 0;
  const until = to ? manilaDayStart(to) + DAY_MS : Number.MAX_SAFE_INTEGER;
  if (Number.isNaN(since) || Number.isNaN(until)) throw badInput('Use dates like 2026-11-21');
  if (since >= until) throw badInput('The start date must not be after the end date');
  return { since, until };
}

function base(db: Database, userId: number, since: number, until: number, typeId?: number) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .where('r.user_id', '=', userId)
    .where('r.try_it', '=', false)
    .where('r.created_at', '>=', since)
    .where('r.created_at', '<', until);
  if (typeId !== undefined) query = query.where('r.type_id', '=', typeId);
  return query;
}

export async function betRecords(db: Database, userId: number, filter: RecordFilter) {
  const { since, until } = range(filter.from, filter.to);
  const query = base(db, userId, since, until, filter.typeId);
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await query
    .select(['r.round_id', 'r.game_id', 'g.name', 'r.type_id', 'r.bet', 'r.win', 'r.state', 'r.created_at', 'r.provider'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(BET_RECORD_PAGE_SIZE)
    .offset((filter.pageNum - 1) * BET_RECORD_PAGE_SIZE)
    .execute();
  const list: BetRecordItem[] = rows.map((r) => ({
    roundId: r.round_id,
    gameId: r.game_id,
    gameName: r.name,
    typeId: r.type_id,
    bet: r.bet,
    win: r.win,
    net: r.state === 'rolled_back' ? 0 : r.win - r.bet,
    state: r.state,
    createTime: r.created_at,
    verifiable: r.provider === BUILTIN_PROVIDER,
  }));
  return { list, total: Number(count?.n ?? 0), pageNum: filter.pageNum };
}

export async function betReport(db: Database, userId: number, from?: string, to?: string): Promise<BetReport> {
  const { since, until } = range(from, to);
  const settled = () => base(db, userId, since, until).where('r.state', '=', 'settled');
  const dayExpr = sql<number | string>`floor((r.created_at + ${sql.lit(MANILA_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
  const byDay = await settled()
    .select((eb) => [
      dayExpr.as('day'),
      eb.fn.countAll<number | string>().as('rounds'),
      eb.fn.sum<number | string>('r.bet').as('bet'),
      eb.fn.sum<number | string>('r.win').as('win'),
    ])
    .groupBy(dayExpr)
    .orderBy(dayExpr, 'desc')
    .execute();
  const byType = await settled()
    .innerJoin('game_types as t', 't.id', 'r.type_id')
    .select((eb) => [
      'r.type_id',
      't.name as type_name',
      eb.fn.countAll<number | string>().as('rounds'),
      eb.fn.sum<number | string>('r.bet').as('bet'),
      eb.fn.sum<number | string>('r.win').as('win'),
    ])
    .groupBy(['r.type_id', 't.name'])
    .orderBy('r.type_id')
    .execute();
  const line = (r: { rounds: number | string; bet: number | string | null; win: number | string | null }) => {
    const bet = Number(r.bet ?? 0);
    const win = Number(r.win ?? 0);
    return { rounds: Number(r.rounds), bet, win, net: win - bet };
  };
  const days = byDay.map((r) => ({ day: manilaDayOf(Number(r.day)), ...line(r) }));
  const types = byType.map((r) => ({ typeId: r.type_id, typeName: r.type_name, ...line(r) }));
  const total = days.reduce((t, d) => ({ rounds: t.rounds + d.rounds, bet: t.bet + d.bet, win: t.win + d.win, net: t.net + d.net }), {
    rounds: 0,
    bet: 0,
    win: 0,
    net: 0,
  });
  return { byDay: days, byType: types, total };
}
