import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Modal } from '../../ui/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { campName, useRedBlue } from './use-red-blue.ts';
import './red-blue.css';

/**
 * The start modal: the week's pool in a sentence and one way in. Joining itself happens on the page, behind its
 * confirmation, because the choice is final. Closing (or following the link) dismisses it through the modal host.
 */
export function RedBlueModal({ onClose }: { onClose(): void }) {
  const { data } = useRedBlue();
  const current = data?.current ?? null;
  const me = current?.me ?? null;
  const canJoin = current !== null && current.signUpOpen && me === null;
  return (
    <Modal title={t('pk.title')} onClose={onClose} closeLabel={t('common.close')}>
      {!data ? (
        <Skeleton height="2rem" />
      ) : (
        <p>
          {me
            ? t('pk.modalJoined', { camp: campName(me.camp), amount: formatMoney(me.validBet) })
            : current
              ? t('pk.modalText', { pool: formatMoney(current.pool) })
              : t('pk.noPeriod')}
        </p>
      )}
      <div className="pk-modal-actions">
        <Link to="/activity/redpkblue" className="btn btn-primary btn-block" onClick={onClose}>
          {canJoin ? t('pk.modalJoin') : t('pk.modalView')}
        </Link>
      </div>
    </Modal>
  );
}
