import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Failure } from '../../../contract/result.ts';
import { RECORD_TYPES } from '../../../contract/wallet-constants.ts';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { DepositOrderList } from './deposit-order-list.tsx';
import { RecordRow } from './record-row.tsx';
import { ordersShown, recordShown, recordTypeLabel, sinceOf, type Range } from './records-rules.ts';
import { useLoadError } from './use-wallet.ts';

const PAGE_SIZE = 20;

/**
 * /wallets/record: every balance change, filtered by type and date, paged by 20, read from Dexie (works offline), and
 * above them the deposit orders that never reached the balance.
 */
export function RecordsPage() {
  const back = useGoBack();
  const [type, setType] = useState('');
  const [range, setRange] = useState<Range>('all');
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(true);
  // Fixed when the filter changes, so the query and the local filter agree on "since".
  const [since, setSince] = useState(0);
  const error = useLoadError(failure);

  const rows = useLiveQuery(
    () =>
      db.walletRecords
        .orderBy('id')
        .reverse()
        .filter((r) => recordShown(r, type, since))
        .limit(pages * PAGE_SIZE)
        .toArray(),
    [type, since, pages],
    undefined,
  );
  const orders = useLiveQuery(async () => (await getKv('depositOrders')) ?? [], [], []);
  const unpaid = ordersShown(orders, type, since);

  useEffect(() => {
    void api.wallet.loadDepositOrders();
  }, []);

  // A filter change starts over from page 1: done where the filter changes, not in an effect that would render twice.
  function filter(nextType: string, nextRange: Range) {
    const start = sinceOf(nextRange, Date.now());
    setType(nextType);
    setRange(nextRange);
    setSince(start);
    setPages(1);
    setBusy(true);
    void api.wallet.loadRecords({ type: nextType, startTime: start || undefined, pageNum: 1, pageSize: PAGE_SIZE }).then((r) => {
      setBusy(false);
      setTotal(r.ok ? r.data.total : null);
      setFailure(r.ok ? null : r);
    });
  }

  useEffect(() => {
    void api.wallet.loadRecords({ type: '', pageNum: 1, pageSize: PAGE_SIZE }).then((r) => {
      setBusy(false);
      setTotal(r.ok ? r.data.total : null);
      setFailure(r.ok ? null : r);
    });
  }, []);

  async function more() {
    setBusy(true);
    const next = pages + 1;
    const r = await api.wallet.loadRecords({ type, startTime: since || undefined, pageNum: next, pageSize: PAGE_SIZE });
    setBusy(false);
    if (!r.ok) return setFailure(r);
    setPages(next);
  }

  return (
    <div className="page">
      <TopBar title={t('wallet.records')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <div className="wallet-filters">
          <label className="field">
            <span>{t('wallet.filterType')}</span>
            <select value={type} onChange={(e) => filter(e.target.value, range)}>
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
            <select value={range} onChange={(e) => filter(type, e.target.value as Range)}>
              <option value="all">{t('wallet.range.all')}</option>
              <option value="day">{t('wallet.range.day')}</option>
              <option value="week">{t('wallet.range.week')}</option>
              <option value="month">{t('wallet.range.month')}</option>
            </select>
          </label>
        </div>
        <FormError message={error} />
        <DepositOrderList orders={unpaid} />
        {rows && rows.length === 0 && unpaid.length === 0 ? (
          <Empty title={t('wallet.noRecords')} />
        ) : (
          <ul className="wallet-records" aria-label={t('wallet.records')}>
            {rows?.map((r) => (
              <RecordRow key={r.id} record={r} />
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
