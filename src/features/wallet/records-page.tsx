import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { DepositOrderList } from './deposit-order-list.tsx';
import { RecordRow } from './record-row.tsx';
import { RecordsFilters } from './records-filters.tsx';
import { useRecords } from './use-records.ts';

/**
 * /wallets/record: every balance change, filtered by type and date, paged by 20, read from Dexie (works offline), and
 * above them the deposit orders that never reached the balance.
 */
export function RecordsPage() {
  const back = useGoBack();
  const records = useRecords();
  const { rows, unpaid } = records;

  return (
    <div className="page">
      <TopBar title={t('wallet.records')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <RecordsFilters type={records.type} range={records.range} onChange={records.filter} />
        <FormError message={records.error} />
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
        {records.hasMore && (
          <Button variant="secondary" busy={records.busy} onClick={() => void records.more()}>
            {t('wallet.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
