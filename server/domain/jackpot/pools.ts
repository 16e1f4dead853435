// The four pools are ledger accounts (house_jackpot_<tier>): a pool's amount is its account balance, the sum of its
// entries (house accounts keep no running balance). The house funds them at draw time, one transfer per tier per draw,
// rather than a share of every bet: funding per bet would tie every bet to the shared pools. Draws are rare next to
// bets, so a draw locks the pool rows itself (the payout is a share of the pool, so two draws must not read one amount).
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { houseAccount, houseAccountBalance, houseBalances, transfer } from '../ledger.ts';
import { HOUSE_JACKPOT_FUNDING, poolAccountKind, type Db, type JackpotTier } from './config.ts';

/** Current pool amounts by tier prop id (a pool never funded yet shows its seed: it is filled before its first draw). */
export async function poolAmounts(db: Db, tiers: readonly JackpotTier[]): Promise<Map<number, number>> {
  const kinds = tiers.map((t) => poolAccountKind(t.propId));
  const opened = await db.selectFrom('accounts').select('kind').where('user_id', 'is', null).where('kind', 'in', kinds).execute();
  const balances = await houseBalances(db, kinds);
  return new Map(
    tiers.map((t) => {
      const kind = poolAccountKind(t.propId);
      return [t.propId, opened.some((r) => r.kind === kind) ? (balances.get(kind) ?? 0) : t.seed];
    }),
  );
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
    // The lock first, then the sum: a sum read before the lock could miss a draw that committed while this one waited.
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
    const balance = await houseAccountBalance(trx, accountId);
    const topUp = Math.max(0, tier.seed - balance);
    await move(trx, { from: funding, to: accountId, amount: topUp + tier.fundPerDraw, key: `jackpot-fund:${drawKey}:${tier.propId}`, now });
    pools.set(tier.propId, { accountId, balance: balance + topUp + tier.fundPerDraw });
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
