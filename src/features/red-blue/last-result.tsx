import type { PkData } from '../../../contract/calls/pk.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { campName } from './use-red-blue.ts';

/** The last settled round: who won, both totals, and what the player got (their payout is in the wallet already). */
export function LastResult({ last }: { last: NonNullable<PkData['last']> }) {
  const me = last.me;
  return (
    <section className="pk-card" aria-labelledby="pk-last-title" data-testid="pk-last">
      <h2 id="pk-last-title">{t('pk.lastTitle')}</h2>
      <p className="muted">{t('pk.period', { from: formatDateTime(last.startsAt), to: formatDateTime(last.endsAt) })}</p>
      <p className={`pk-winner pk-winner-${last.winner}`}>{t(`pk.lastWinner.${last.winner}`)}</p>
      <dl className="pk-figures">
        <div>
          <dt>{campName('red')}</dt>
          <dd className="money">{formatMoney(last.red.validBet)}</dd>
        </div>
        <div>
          <dt>{campName('blue')}</dt>
          <dd className="money">{formatMoney(last.blue.validBet)}</dd>
        </div>
        <div>
          <dt>{t('pk.pool')}</dt>
          <dd className="money">{formatMoney(last.pool)}</dd>
        </div>
      </dl>
      {me &&
        (me.payout > 0 ? (
          <p className="pk-won" data-testid="pk-payout">
            {t('pk.youWon', { amount: formatMoney(me.payout) })}
          </p>
        ) : (
          <p className="muted">{me.validBet > 0 ? t('pk.youGotNothing') : t('pk.youNoBet')}</p>
        ))}
    </section>
  );
}
