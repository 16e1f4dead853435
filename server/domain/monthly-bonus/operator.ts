// The operator's `monthly` command: show the monthly bonus tiers, or set one tier's minimums and coin bonus (pesos).
import type { Database } from '../../db/database.ts';
import { parsePesos } from '../bankrupt/operator.ts';

export type MonthlyArgs = { action: 'show' } | { action: 'tier'; tier: number; minBet: number; minDeposit: number; bonus: number };

export const MONTHLY_USAGE = 'monthly show | tier <tier> <valid-bet-pesos> <deposit-pesos> <bonus-pesos>';

export function parseMonthlyArgs(args: string[]): MonthlyArgs | null {
  const [action, tierText, ...amounts] = args;
  if (action === 'show' && args.length === 1) return { action };
  if (action !== 'tier' || args.length !== 5 || !/^[1-9]\d{0,2}$/.test(tierText ?? '')) return null;
  const [minBet, minDeposit, bonus] = amounts.map(parsePesos);
  if (!minBet || !minDeposit || !bonus) return null;
  return { action, tier: Number(tierText), minBet, minDeposit, bonus };
}

const pesos = (hundredths: number) => (hundredths / 100).toFixed(2);

export async function runMonthly(db: Database, args: MonthlyArgs): Promise<string> {
  if (args.action === 'tier') {
    const row = { tier: args.tier, min_bet: args.minBet, min_deposit: args.minDeposit, awards: JSON.stringify([{ id: 2001, count: args.bonus }]) };
    await db
      .insertInto('monthly_bonus_tiers')
      .values(row)
      .onConflict((oc) => oc.column('tier').doUpdateSet({ min_bet: row.min_bet, min_deposit: row.min_deposit, awards: row.awards }))
      .execute();
  }
  const tiers = await db.selectFrom('monthly_bonus_tiers').selectAll().orderBy('tier').execute();
  return tiers.map((t) => `Tier ${t.tier}: ₱${pesos(t.min_bet)} valid bet or ₱${pesos(t.min_deposit)} deposits pays ${t.awards}`).join('\n');
}
