// What an unverified player may still withdraw: kycAmount less what they have withdrawn before. A per-withdrawal check
// alone let a player split a large withdrawal into pieces at the threshold and skip verification.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { WalletConfig } from './config.ts';

/** Rejected and failed withdrawals gave the money back, so only these states count as withdrawn. */
const COUNTED_STATES = ['pending', 'approved', 'paid'] as const;
const DAY_MS = 86_400_000;

/**
 * Both figures are held against kycAmount: the rolling window is what the operator's rules speak of, and the sum
 * since registration keeps a patient player from withdrawing kycAmount again every window. Call it under lockMain
 * when the answer decides a withdrawal, so parallel withdrawals are summed one after the other.
 */
export async function kycAllowanceLeft(db: Database | Transaction<DB>, userId: number, config: WalletConfig, now: number): Promise<number> {
  const since = now - config.kycWindowDays * DAY_MS;
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<string | number>(eb.case().when('created_at', '>=', since).then(eb.ref('amount')).else(0).end()), eb.lit(0)).as('recent'),
    ])
    .where('user_id', '=', userId)
    .where('state', 'in', COUNTED_STATES)
    .executeTakeFirstOrThrow();
  const withdrawn = Math.max(Number(row.total), Number(row.recent));
  return Math.max(0, config.kycAmount - withdrawn);
}
