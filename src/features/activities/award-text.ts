// A short label of an award for the activity screens: coin as money, other props by name and count.
import type { Award } from '../../../contract/entities.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { describeProp, propName } from '../../lib/props.ts';

export function awardText(award: Award): string {
  const info = describeProp(award.id);
  return info.isMoney ? formatMoney(award.count) : `${propName(info)} ×${formatNumber(award.count)}`;
}

export const awardsText = (awards: readonly Award[]): string => awards.map(awardText).join(' + ');
