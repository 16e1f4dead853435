// The operator's `monthly` command: show the monthly bonus tiers, set one tier's minimums and coin bonus (pesos), or
// correct a player's figures of a past Manila month (valid bet or deposits an outside provider or channel reported
// late); a correction adds to the month's totals, which the VIP keep-level audit reads too.
import { formatMoney, parsePesos } from '../../../contract/money.ts';
import { sql } from 'kysely';
import { manilaMonthKey } from '../../../contract/manila.ts';
import type { Database } from '../../db/database.ts';
import { badInput, notFound } from '../errors.ts';
import { findUserIdByAccount } from '../users.ts';

export type MonthlyArgs =
  | { action: 'show' }
  | { action: 'tier'; tier: number; minBet: number; minDeposit: number; bonus: number }
  | { action: 'adjust'; account: string; month: string; bet: number; deposit: number };

export const MONTHLY_USAGE =
  'monthly show | tier <tier> <valid-bet-pesos> <deposit-pesos> <bonus-pesos> | adjust <account> <YYYY-MM> <valid-bet-pesos> <deposit-pesos>';

export function parseMonthlyArgs(args: string[]): MonthlyArgs | null {
  const [action, tierText, ...amounts] = args;
  if (action === 'show' && args.length === 1) return { action };
  if (action === 'adjust' && args.length === 5 && tierText && /^\d{4}-(0[1-9]|1[0-2])$/.test(amounts[0] ?? '')) {
    const bet = parsePesos(amounts[1]);
    const deposit = parsePesos(amounts[2]);
    if (bet === null || deposit === null || bet + deposit === 0) return null;
    return { action, account: tierText, month: amounts[0]!, bet, deposit };
  }
  if (action !== 'tier' || args.length !== 5 || !/^[1-9]\d{0,2}$/.test(tierText ?? '')) return null;
  const [minBet, minDeposit, bonus] = amounts.map((amount) => parsePesos(amount));
  if (!minBet || !minDeposit || !bonus) return null;
  return { action, tier: Number(tierText), minBet, minDeposit, bonus };
}

export async function runMonthly(db: Database, args: MonthlyArgs, now: number): Promise<string> {
  if (args.action === 'adjust') {
    if (args.month >= manilaMonthKey(now)) throw badInput('Only a past month can be corrected');
    const userId = await findUserIdByAccount(db, args.account);
    if (userId === undefined) throw notFound(`No account named "${args.account}"`);
    const row = await db
      .insertInto('vip_period_stats')
      .values({ user_id: userId, period: `M:${args.month}`, bet: args.bet, deposit: args.deposit })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'period'])
          .doUpdateSet({ bet: sql`vip_period_stats.bet + excluded.bet`, deposit: sql`vip_period_stats.deposit + excluded.deposit` }),
      )
      .returning(['bet', 'deposit'])
      .executeTakeFirstOrThrow();
    return `${args.account} in ${args.month}: ${formatMoney(row.bet, { grouping: false })} valid bet, ${formatMoney(row.deposit, { grouping: false })} deposits`;
  }
  if (args.action === 'tier') {
    const row = { tier: args.tier, min_bet: args.minBet, min_deposit: args.minDeposit, awards: JSON.stringify([{ id: 2001, count: args.bonus }]) };
    await db
      .insertInto('monthly_bonus_tiers')
      .values(row)
      .onConflict((oc) => oc.column('tier').doUpdateSet({ min_bet: row.min_bet, min_deposit: row.min_deposit, awards: row.awards }))
      .execute();
  }
  const tiers = await db.selectFrom('monthly_bonus_tiers').selectAll().orderBy('tier').execute();
  return tiers
    .map(
      (t) =>
        `Tier ${t.tier}: ${formatMoney(t.min_bet, { grouping: false })} valid bet or ${formatMoney(t.min_deposit, { grouping: false })} deposits pays ${t.awards}`,
    )
    .join('\n');
}
