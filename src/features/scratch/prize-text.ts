// How a scratch prize reads: "₱10.00", "20 Diamonds", or "No win" for an empty prize.
import type { Award } from '../../../contract/entities.ts';
import { describeProp } from '../../../contract/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';

export function prizeText(propId: number, count: number): string {
  if (count <= 0) return t('scratch.noWin');
  const info = describeProp(propId);
  return info.isMoney ? formatMoney(count) : `${formatNumber(count)} ${propName(info)}`;
}

export const awardsText = (awards: readonly Award[]): string =>
  awards.length === 0 ? t('scratch.noWin') : awards.map((a) => prizeText(a.id, a.count)).join(' + ');
