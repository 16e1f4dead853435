// The coin records screen's state: the filter (type and date range), how many pages of 20 are shown, the server's
// total, and the rows read live from Dexie. Its own state rather than useAction: a filter change starts a new load
// even while one runs (the latest filter wins), where useAction would refuse the second.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Failure } from '../../../contract/result.ts';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { ordersShown, recordShown, sinceOf, type Range } from './records-rules.ts';
import { useLoadError } from './use-wallet.ts';

const PAGE_SIZE = 20;

export function useRecords() {
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

  useEffect(() => {
    void api.wallet.loadDepositOrders();
  }, []);

  useEffect(() => {
    void api.wallet.loadRecords({ type: '', pageNum: 1, pageSize: PAGE_SIZE }).then((r) => {
      setBusy(false);
      setTotal(r.ok ? r.data.total : null);
      setFailure(r.ok ? null : r);
    });
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

  async function more() {
    setBusy(true);
    const next = pages + 1;
    const r = await api.wallet.loadRecords({ type, startTime: since || undefined, pageNum: next, pageSize: PAGE_SIZE });
    setBusy(false);
    if (!r.ok) return setFailure(r);
    setPages(next);
  }

  return {
    type,
    range,
    rows,
    unpaid: ordersShown(orders, type, since),
    error,
    busy,
    /** Whether the server holds more rows than the pages shown. */
    hasMore: total !== null && rows !== undefined && rows.length < total,
    filter,
    more,
  };
}
