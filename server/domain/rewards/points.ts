// Points (prop 2002): the balance held in player_props, the exchange rate and bounds from app_config, the history
// (points earned from award_log, points spent from points_exchanges), and exchanging points into coin through the
// ledger as a 'points-exchange' award.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { POINTS_PAGE_SIZE, PROP, type ExchangeInfo, type PointsHistoryItem } from '../../../contract/index.ts';
import { exchangeProblem, pesoValue, type ExchangeProblem } from '../../../contract/points-exchange.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { badInput, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface PointsConfig {
  /** Points that make ₱1.00 (100 hundredths). */
  pointsPerPeso: number;
  pointsExchangeMin: number;
  pointsExchangeMax: number;
}

export const POINTS_CONFIG_DEFAULTS: PointsConfig = { pointsPerPeso: 100, pointsExchangeMin: 100, pointsExchangeMax: 100_000 };

export async function readPointsConfig(db: Db): Promise<PointsConfig> {
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', Object.keys(POINTS_CONFIG_DEFAULTS)).execute();
  const config: PointsConfig = { ...POINTS_CONFIG_DEFAULTS };
  for (const row of rows) if (Number.isSafeInteger(row.value) && (row.value as number) > 0) Object.assign(config, { [row.key]: row.value });
  return config;
}

export async function pointsHeld(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('player_props').select('count').where('user_id', '=', userId).where('prop_id', '=', PROP.points).executeTakeFirst();
  return row?.count ?? 0;
}

interface HistoryRow {
  key: string;
  points: number | string;
  source: string;
  coin: number | string;
  time: number | string;
}

export async function exchangeInfo(
  db: Db,
  userId: number,
  page: number,
): Promise<ExchangeInfo & { history: PointsHistoryItem[]; page: number; hasMore: boolean }> {
  const config = await readPointsConfig(db);
  const { rows } = await sql<HistoryRow>`
    SELECT 'earned:' || id AS key, count AS points, source, 0::bigint AS coin, created_at AS time
      FROM award_log WHERE user_id = ${userId} AND prop_id = ${PROP.points}
    UNION ALL
    SELECT 'spent:' || id AS key, -points AS points, 'points-exchange' AS source, coin, created_at AS time
      FROM points_exchanges WHERE user_id = ${userId}
    ORDER BY time DESC, key DESC
    LIMIT ${POINTS_PAGE_SIZE + 1} OFFSET ${(page - 1) * POINTS_PAGE_SIZE}`.execute(db);
  const history = rows
    .slice(0, POINTS_PAGE_SIZE)
    .map((r) => ({ key: r.key, points: Number(r.points), source: r.source, coin: Number(r.coin), time: Number(r.time) }));
  return {
    points: await pointsHeld(db, userId),
    pointsPerPeso: config.pointsPerPeso,
    minPoints: config.pointsExchangeMin,
    maxPoints: config.pointsExchangeMax,
    history,
    page,
    hasMore: rows.length > POINTS_PAGE_SIZE,
  };
}

function problemText(problem: ExchangeProblem): string {
  switch (problem.kind) {
    case 'whole':
      return 'Exchange a whole number of points';
    case 'min':
      return `The minimum exchange is ${problem.min} points`;
    case 'max':
      return `The maximum exchange is ${problem.max} points at a time`;
    case 'step':
      return `Exchange a multiple of ${problem.step} points`;
    case 'held':
      return `You have ${problem.held} points`;
  }
}

/** Takes the points (never more than held, even when exchanges race) and credits their coin in one transaction. */
export async function exchangePoints(db: Kysely<DB>, userId: number, points: number, now: number) {
  const config = await readPointsConfig(db);
  // The points held are checked in the transaction below, where racing exchanges cannot both pass.
  const problem = exchangeProblem(points, { minPoints: config.pointsExchangeMin, maxPoints: config.pointsExchangeMax, pointsPerPeso: config.pointsPerPeso });
  if (problem) throw badInput(problemText(problem));
  // Exact: exchangeProblem refused any amount whose coin would leave a fraction of a hundredth.
  const coin = pesoValue(points, config.pointsPerPeso);
  await assertPlay(db, userId, 'claim', coin, now);
  return db.transaction().execute(async (trx) => {
    // Main account first: grantAwards locks it too, and a claim that pays points holds it before player_props.
    await lockMain(trx, userId);
    const taken = await trx
      .updateTable('player_props')
      .set((eb) => ({ count: eb('count', '-', points) }))
      .where('user_id', '=', userId)
      .where('prop_id', '=', PROP.points)
      .where('count', '>=', points)
      .returning('count')
      .executeTakeFirst();
    if (!taken) {
      const held = await pointsHeld(trx, userId);
      throw refused(`You have ${held} points, not enough to exchange ${points}`);
    }
    const row = await trx.insertInto('points_exchanges').values({ user_id: userId, points, coin, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const balance = await grantAwards(trx, userId, [{ id: PROP.coin, count: coin }], { source: 'points-exchange', reference: String(row.id), now });
    return { points, coin, balance, pointsLeft: taken.count };
  });
}
