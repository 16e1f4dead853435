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

/** Hundredths the awards are worth: coin as paid, diamonds at their configured value. */
export function awardsValue(awards: readonly Award[], diamondValue: number): number {
  return awards.reduce((sum, a) => {
    const info = describeProp(a.id);
    return sum + (info.isMoney ? a.count : info.kind === 'diamond' ? a.count * diamondValue : 0);
  }, 0);
}

/**
 * How a revealed prize reads: a win only when it is worth more than the card cost (a gift card costs nothing);
 * a prize worth no more than the price is "₱5.00 back", said plainly, never celebrated (responsible design).
 */
export function revealText(awards: readonly Award[], cardDiamonds: number, diamondValue: number): { text: string; win: boolean } {
  if (awards.length === 0) return { text: t('scratch.noWinText'), win: false };
  const prize = awardsText(awards);
  const win = awardsValue(awards, diamondValue) > cardDiamonds * diamondValue;
  return { text: win ? t('scratch.youWon', { prize }) : t('scratch.back', { prize }), win };
}
