import type { RebateRow } from '../../../contract/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Money } from '../../ui/money.tsx';

/** SPEC's bet-rebate modal: what each game type pays now and one claim for all of it. */
export function RebateModal({
  rows,
  typeName,
  busy,
  onClaim,
  onClose,
}: {
  rows: readonly RebateRow[];
  typeName: (type: number) => string;
  busy: boolean;
  onClaim: () => void;
  onClose: () => void;
}) {
  const due = rows.filter((row) => row.amount > 0);
  const total = due.reduce((sum, row) => sum + row.amount, 0);
  return (
    <Modal title={t('rebate.modalTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <ul className="rebate-modal-rows">
        {due.map((row) => (
          <li key={row.type}>
            <span>{typeName(row.type)}</span>
            <Money value={row.amount} />
          </li>
        ))}
      </ul>
      <p className="rebate-modal-total">
        <span>{t('rebate.total')}</span>
        <Money value={total} />
      </p>
      <Button block busy={busy} disabled={total === 0} onClick={onClaim}>
        {t('rebate.claimAll')}
      </Button>
    </Modal>
  );
}
