// Liveness chests: liveness (prop 4001) earned in a Manila day, read from award_log, opens that day's chests at fixed
// marks; each chest pays once a day through grantAwards (source 'task'). The main account's lock serialises claims,
// and award_log's (source, reference, prop) key would refuse a second grant anyway.
import type { Kysely, Transaction } from 'kysely';
import { PROP, type Award, type LivenessChest } from '../../../contract/index.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { manilaDayKey, manilaMidnight, nextManilaMidnight } from '../../../contract/manila.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const LIVENESS_CHESTS: readonly { at: number; awards: Award[] }[] = [
  {
    at: 50,
    awards: [
      { id: PROP.coin, count: 300 },
      { id: PROP.points, count: 20 },
    ],
  },
  {
    at: 100,
    awards: [
      { id: PROP.coin, count: 800 },
      { id: PROP.points, count: 50 },
    ],
  },
  {
    at: 150,
    awards: [
      { id: PROP.coin, count: 1_500 },
      { id: PROP.points, count: 100 },
    ],
  },
];

const SOURCE = 'task';
const chestReference = (userId: number, now: number, at: number) => `${userId}:${manilaDayKey(now)}:chest-${at}`;

/** Liveness granted to the player since this Manila day began. */
export async function livenessToday(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('award_log')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('count'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('prop_id', '=', PROP.liveness)
    .where('created_at', '>=', manilaMidnight(now))
    .where('created_at', '<', nextManilaMidnight(now))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function claimedMarks(db: Db, userId: number, now: number): Promise<Set<number>> {
  const references = LIVENESS_CHESTS.map((c) => chestReference(userId, now, c.at));
  const rows = await db.selectFrom('award_log').select('reference').distinct().where('source', '=', SOURCE).where('reference', 'in', references).execute();
  const claimed = new Set(rows.map((r) => r.reference));
  return new Set(LIVENESS_CHESTS.filter((c) => claimed.has(chestReference(userId, now, c.at))).map((c) => c.at));
}

export async function livenessChests(db: Db, userId: number, now: number): Promise<{ livenessToday: number; chests: LivenessChest[] }> {
  const today = await livenessToday(db, userId, now);
  const claimed = await claimedMarks(db, userId, now);
  const chests = LIVENESS_CHESTS.map((c) => ({
    at: c.at,
    awards: c.awards,
    state: claimed.has(c.at) ? ('claimed' as const) : today >= c.at ? ('open' as const) : ('locked' as const),
  }));
  return { livenessToday: today, chests };
}

export async function claimChest(db: Kysely<DB>, userId: number, at: number, now: number) {
  const chest = LIVENESS_CHESTS.find((c) => c.at === at);
  if (!chest) throw notFound('There is no liveness chest at this mark');
  if ((await livenessToday(db, userId, now)) < at) throw refused(`Earn ${at} liveness today to open this chest`);
  const claimedBefore = (await claimedMarks(db, userId, now)).has(at);
  if (!claimedBefore) {
    const coin = chest.awards.filter((a) => a.id === PROP.coin).reduce((sum, a) => sum + a.count, 0);
    await assertPlay(db, userId, 'claim', coin, now);
  }
  return db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const alreadyClaimed = (await claimedMarks(trx, userId, now)).has(at);
    const balance = alreadyClaimed
      ? main.balance
      : await grantAwards(trx, userId, chest.awards, { source: SOURCE, reference: chestReference(userId, now, at), now });
    const points = await trx.selectFrom('player_props').select('count').where('user_id', '=', userId).where('prop_id', '=', PROP.points).executeTakeFirst();
    return { at, awards: chest.awards, alreadyClaimed, balance, points: points?.count ?? 0 };
  });
}
