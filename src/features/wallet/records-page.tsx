import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { RECORD_TYPES } from '../../../contract/wallet-constants.ts';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { FormError } from '../../ui/form-error.tsx';

const PAGE_SIZE = 20;
const DAY = 24 * 60 * 60 * 1000;
const RANGES = { all: 0, day: DAY, week: 7 * DAY, month: 30 * DAY } as const;
type Range = keyof typeof RANGES;
const KNOWN_TYPES: readonly string[] = RECORD_TYPES;
/** A reason the app does not know yet (a newer server) reads "Other", never as its key. */
export const recordTypeLabel = (type: string): MessageKey => (KNOWN_TYPES.includes(type) ? (`wallet.type.${type}` as MessageKey) : 'wallet.type.other');

/** /wallets/record: every balance change, filtered by type and date, paged by 20, read from Dexie (works offline). */
export function RecordsPage() {
  const back = useGoBack();
  const [type, setType] = useState('');
  const [range, setRange] = useState<Range>('all');
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Fixed when the filter changes, so the query and the local filter agree on "since".
  const [since, setSince] = useState(0);

  const rows = useLiveQuery(
    () =>
      db.walletRecords
        .orderBy('id')
        .reverse()
        .filter((r) => (type === '' || r.type === type) && r.createTime >= since)
        .limit(pages * PAGE_SIZE)
        .toArray(),
    [type, since, pages],
    undefined,
  );

  useEffect(() => {
    const start = RANGES[range] ? Date.now() - RANGES[range] : 0;
    setSince(start);
    setPages(1);
    setBusy(true);
    void api.wallet
      .loadRecords({
        type,
        startTime: start || undefined,
        pageNum: 1,
        pageSize: PAGE_SIZE,
      })
      .then((r) => {
        setBusy(false);
        setTotal(r.ok ? r.data.total : null);
        setError(r.ok ? null : r.msg);
      });
  }, [type, range]);

  async function more() {
    setBusy(true);
    const next = pages + 1;
    const r = await api.wallet.loadRecords({
      type,
      startTime: since || undefined,
      pageNum: next,
      pageSize: PAGE_SIZE,
    });
    setBusy(false);
    if (!r.ok) return setError(r.msg);
    setPages(next);
  }

  return (
    <div className="page">
      <TopBar title={t('wallet.records')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <div className="wallet-filters">
          <label className="field">
            <span>{t('wallet.filterType')}</span>
            <select value={type} onChange={(e) => setType(e.target.value)}>
              <option value="">{t('wallet.type.all')}</option>
              {RECORD_TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(recordTypeLabel(ty))}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('wallet.filterDate')}</span>
            <select value={range} onChange={(e) => setRange(e.target.value as Range)}>
              <option value="all">{t('wallet.range.all')}</option>
              <option value="day">{t('wallet.range.day')}</option>
              <option value="week">{t('wallet.range.week')}</option>
              <option value="month">{t('wallet.range.month')}</option>
            </select>
          </label>
        </div>
        <FormError message={error} />
        {rows && rows.length === 0 ? (
          <Empty title={t('wallet.noRecords')} />
        ) : (
          <ul className="wallet-records">
            {rows?.map((r) => (
              <li key={r.id} className="wallet-row">
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
                  <small className="muted">
                    {t('wallet.balanceAfter', {
                      amount: formatMoney(r.balanceAfter),
                    })}
                  </small>
                </span>
              </li>
            ))}
          </ul>
        )}
        {total !== null && rows !== undefined && rows.length < total && (
          <Button variant="secondary" busy={busy} onClick={() => void more()}>
            {t('wallet.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
