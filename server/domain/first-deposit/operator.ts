// The operator's first-deposit command: show the terms, replace the tiers (`<deposit>:<bonus>` in pesos), or set the
// cap (pesos) or the turnover multiple. Only first deposits credited after a change use the new terms.
import { formatMoney } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { writeConfigValue } from '../app-config.ts';
import { readFirstDepositConfig } from './first-deposit.ts';

type Args =
  | { action: 'show' }
  | { action: 'tiers'; tiers: { minAmount: number; bonus: number }[] }
  | { action: 'max'; value: number }
  | { action: 'turnover'; value: number };

const USAGE = 'first-deposit show | first-deposit tiers <deposit>:<bonus>... (pesos) | first-deposit max <pesos> | first-deposit turnover <multiple>';

/** Pesos with up to two decimals as hundredths; NaN otherwise. */
function hundredths(text: string | undefined): number {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole = '0', cents = ''] = text.split('.');
  const value = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

/** The operator command's parts; operator.ts turns a null parse into its usage error. */
export const firstDepositCommand = {
  usage: USAGE,
  parse(args: string[]): Args | null {
    const [action, ...rest] = args;
    if (action === 'show' && rest.length === 0) return { action };
    if (action === 'tiers' && rest.length > 0) {
      const tiers = rest.map((pair) => {
        const [deposit, bonus] = pair.split(':');
        return { minAmount: hundredths(deposit), bonus: hundredths(bonus) };
      });
      const amounts = new Set(tiers.map((t) => t.minAmount));
      if (tiers.some((t) => !(t.minAmount > 0) || Number.isNaN(t.bonus)) || amounts.size !== tiers.length) return null;
      return { action, tiers };
    }
    if (action === 'max' && rest.length === 1 && !Number.isNaN(hundredths(rest[0]))) return { action, value: hundredths(rest[0]) };
    const multiple = Number(rest[0]);
    if (action === 'turnover' && rest.length === 1 && Number.isInteger(multiple) && multiple >= 0 && multiple <= 100) return { action, value: multiple };
    return null;
  },
  async run(db: Database, args: Args): Promise<string> {
    if (args.action === 'tiers') {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('first_deposit_tiers').execute();
        await trx
          .insertInto('first_deposit_tiers')
          .values(args.tiers.map((t) => ({ min_amount: t.minAmount, bonus: t.bonus })))
          .execute();
      });
    } else if (args.action === 'max') await writeConfigValue(db, 'firstDepositBonusMax', args.value);
    else if (args.action === 'turnover') await writeConfigValue(db, 'firstDepositTurnoverMultiple', args.value);
    const config = await readFirstDepositConfig(db);
    const tiers = config.tiers
      .map((t) => `${formatMoney(t.minAmount, { grouping: false, symbol: false })} -> ${formatMoney(t.bonus, { grouping: false, symbol: false })}`)
      .join(', ');
    return `First-deposit tiers: ${tiers || '(none)'}; cap ${formatMoney(config.maxBonus, { grouping: false, symbol: false })}; turnover x${config.turnoverMultiple} of deposit + bonus`;
  },
};
