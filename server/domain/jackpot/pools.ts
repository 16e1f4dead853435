// The four pools are ledger accounts (house_jackpot_<tier>): a pool's amount is its account balance. The house funds
// them at draw time, one transfer per tier per draw, rather than a share of every bet: funding per bet would lock
// the shared pool rows inside every bet's transaction, and bets of all players would queue on those four rows.
// Draws are rare next to bets, so the draw's own transaction carries the contention instead.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { houseAccount, transfer } from '../ledger.ts';
import { HOUSE_JACKPOT_FUNDING, poolAccountKind, type Db, type JackpotTier } from './config.ts';

/** Current pool amounts by tier prop id (a pool never funded yet shows its seed: it is filled before its first draw). */
export async function poolAmounts(db: Db, tiers: readonly JackpotTier[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('accounts')
    .select(['kind', 'balance'])
    .where('user_id', 'is', null)
    .where(
      'kind',
      'in',
      tiers.map((t) => poolAccountKind(t.propId)),
    )
    .execute();
  return new Map(tiers.map((t) => [t.propId, rows.find((r) => r.kind === poolAccountKind(t.propId))?.balance ?? t.seed]));
}

interface Move {
  from: number;
  to: number;
  amount: number;
  key: string;
  now: number;
}

async function move(trx: Transaction<DB>, { from, to, amount, key, now }: Move): Promise<void> {
  if (amount <= 0) return;
  await transfer(trx, { fromAccountId: from, toAccountId: to, amount, reason: 'jackpot-pool', reference: key, idempotencyKey: key, at: now });
}

/**
 * Fills each pool up to its seed if it is below it (its first draw, or after the operator raised the seed), then adds
 * the tier's per-draw funding. Returns the pools' account ids and balances after.
 */
export async function fundPools(
  trx: Transaction<DB>,
  tiers: readonly JackpotTier[],
  drawKey: string,
  now: number,
): Promise<Map<number, { accountId: number; balance: number }>> {
  const funding = await houseAccount(trx, HOUSE_JACKPOT_FUNDING, now);
  const pools = new Map<number, { accountId: number; balance: number }>();
  for (const tier of tiers) {
    const accountId = await houseAccount(trx, poolAccountKind(tier.propId), now);
    const row = await trx.selectFrom('accounts').select('balance').where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
    const topUp = Math.max(0, tier.seed - row.balance);
    await move(trx, { from: funding, to: accountId, amount: topUp + tier.fundPerDraw, key: `jackpot-fund:${drawKey}:${tier.propId}`, now });
    pools.set(tier.propId, { accountId, balance: row.balance + topUp + tier.fundPerDraw });
  }
  return pools;
}

/** What a win pays: the configured share of the pool, at least one centavo. */
export const payoutOf = (pool: number, shareBp: number): number => Math.max(1, Math.floor((pool * shareBp) / 10_000));

/** After a win has been paid out of the pool: the pool goes back to exactly its seed, the difference to or from the house. */
export async function resetPool(
  trx: Transaction<DB>,
  tier: JackpotTier,
  pool: { accountId: number; balance: number },
  drawKey: string,
  now: number,
): Promise<void> {
  const funding = await houseAccount(trx, HOUSE_JACKPOT_FUNDING, now);
  const key = `jackpot-reset:${drawKey}`;
  if (pool.balance < tier.seed) await move(trx, { from: funding, to: pool.accountId, amount: tier.seed - pool.balance, key, now });
  else await move(trx, { from: pool.accountId, to: funding, amount: pool.balance - tier.seed, key, now });
}
