import type { CoinRecord } from '../../../contract/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { recordTypeLabel } from './records-rules.ts';

/** One ledger entry: what it was (and on which game), when, the change and the balance after it. */
export function RecordRow({ record: r }: { record: CoinRecord }) {
  return (
    <li className="wallet-row">
      <span>
        <strong>
          {t(recordTypeLabel(r.type))}
          {r.gameName ? ` ${t('wallet.onGame', { game: r.gameName })}` : ''}
        </strong>
        <small className="muted">
          {formatDateTime(r.createTime)}
          {r.account === 'safebox' ? ` · ${t('wallet.safebox')}` : ''}
        </small>
      </span>
      <span className="wallet-row-money">
        <strong className={`money ${r.amount < 0 ? 'wallet-out' : 'wallet-in'}`}>
          {r.amount > 0 ? '+' : ''}
          {formatMoney(r.amount)}
        </strong>
        <small className="muted">{t('wallet.balanceAfter', { amount: formatMoney(r.balanceAfter) })}</small>
      </span>
    </li>
  );
}
