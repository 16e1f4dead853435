import type { PusherDrop } from '../../../contract/calls/coin-pusher.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';

/** What a drop's result says, for the live region and the list. */
export function dropWords(drop: Pick<PusherDrop, 'coins' | 'win' | 'bonus' | 'tryIt'>): string {
  if (drop.coins === 0) return t('pusher.saidNone');
  const won = drop.tryIt ? t('pusher.wonDemo', { amount: formatMoney(drop.win) }) : t('pusher.won', { amount: formatMoney(drop.win) });
  return `${drop.bonus ? `${t('pusher.bonus')} ` : ''}${t('pusher.said', { n: drop.coins })}: ${won}`;
}
