// The operator's `bankrupt` command: show the settings and gifts, set the threshold, gift 2's wait, or one gift's
// coin and valid bet. Amounts are typed in pesos and stored in hundredths.
import { formatMoney, parsePesos } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { writeConfigValue } from '../app-config.ts';
import { notFound } from '../errors.ts';
import { readBankruptConfig } from './config.ts';

export type BankruptArgs =
  | { action: 'show' }
  | { action: 'threshold'; amount: number }
  | { action: 'wait'; minutes: number }
  | { action: 'gift'; id: number; amount: number; validBet: number | null };

export const BANKRUPT_USAGE = 'bankrupt show | threshold <pesos> | wait <minutes> | gift <id> <pesos> [valid-bet-pesos]';

export function parseBankruptArgs(args: string[]): BankruptArgs | null {
  const [action, a, b, c] = args;
  if (action === 'show' && args.length === 1) return { action };
  if (action === 'threshold' && args.length === 2) {
    const amount = parsePesos(a);
    return amount === null ? null : { action, amount };
  }
  if (action === 'wait' && args.length === 2 && /^\d{1,5}$/.test(a ?? '')) return { action, minutes: Number(a) };
  if (action === 'gift' && (args.length === 3 || args.length === 4) && /^\d{1,7}$/.test(a ?? '')) {
    const amount = parsePesos(b);
    const validBet = c === undefined ? null : parsePesos(c);
    if (amount === null || amount === 0 || (c !== undefined && validBet === null)) return null;
    return { action, id: Number(a), amount, validBet };
  }
  return null;
}

export async function runBankrupt(db: Database, args: BankruptArgs): Promise<string> {
  if (args.action === 'threshold') await writeConfigValue(db, 'bankruptThreshold', args.amount);
  if (args.action === 'wait') await writeConfigValue(db, 'bankruptGift2WaitMs', args.minutes * 60_000);
  if (args.action === 'gift') {
    const updated = await db
      .updateTable('bankrupt_gifts')
      .set({ prop_id: 2001, count: args.amount, ...(args.validBet === null ? {} : { valid_bet: args.validBet }) })
      .where('id', '=', args.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(`No bankruptcy gift #${args.id}`);
  }
  const config = await readBankruptConfig(db);
  const gifts = await db.selectFrom('bankrupt_gifts').selectAll().orderBy('level').orderBy('step').execute();
  const lines = gifts.map(
    (g) =>
      `#${g.id} VIP ${g.level}+ gift ${g.step}: ${g.prop_id === 2001 ? formatMoney(g.count, { grouping: false }) : `${g.count} x prop ${g.prop_id}`}${g.step === 2 ? ` after ${formatMoney(g.valid_bet, { grouping: false })} valid bet` : ''}`,
  );
  return [
    `Bankrupt under ${formatMoney(config.bankruptThreshold, { grouping: false })}; gift 2 opens ${config.bankruptGift2WaitMs / 60_000} min after gift 1`,
    ...lines,
  ].join('\n');
}
