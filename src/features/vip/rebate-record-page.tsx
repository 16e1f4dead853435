import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { isPlayer, useGameTypeNames, useRebateLog, useRefresh, useUser } from './use-vip.ts';

/** /vip/rebate/record: the rebate claims, newest first, 20 a page (kept for offline reading). */
export function RebateRecordPage() {
  const user = useUser();
  const rows = useRebateLog();
  const typeNames = useGameTypeNames();
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const { busy, error, run } = useAction();
  const loadError = useRefresh(isPlayer(user), [
    async () => {
      const r = await api.vip.loadRebateLog(1);
      if (r.ok) setHasMore(r.data.hasMore);
      return r;
    },
    () => api.games.refreshCatalogue(),
  ]);

  async function more() {
    const r = await run(() => api.vip.loadRebateLog(page + 1));
    if (!r?.ok) return;
    setPage(page + 1);
    setHasMore(r.data.hasMore);
  }

  if (!rows) return <Skeleton height="3rem" />;
  return (
    <div className="rebate-record">
      <FormError message={error ?? loadError} />
      {rows.length === 0 ? (
        <Empty title={t('rebate.recordEmpty')} text={t('rebate.recordEmptyText')} />
      ) : (
        <ul className="vip-rows" aria-label={t('rebate.record')}>
          {rows.map((row) => (
            <li key={row.id} className="vip-row">
              <span className="vip-row-main">
                <strong>{typeNames.get(row.type) ?? t('vip.gameType', { id: row.type })}</strong>
                <small className="muted">{formatDateTime(row.time)}</small>
                <small className="muted">
                  {t('rebate.validBet')} <Money value={row.validBet} />
                </small>
              </span>
              <Money value={row.amount} className="rebate-row-amount pos" />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="secondary" block busy={busy} onClick={() => void more()}>
          {t('rebate.more')}
        </Button>
      )}
    </div>
  );
}
