import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n/index.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { FirstDepositJoin } from './first-deposit-join.tsx';
import { FirstDepositTiers, FirstDepositTurnover } from './first-deposit-tiers.tsx';
import { useFirstDeposit } from './use-first-deposit.ts';

/** The first-deposit start modal: the offer, its tiers and a Deposit now button. */
export function FirstDepositModal({ onClose }: { onClose(): void }) {
  const { data, error } = useFirstDeposit();
  return (
    <Modal title={t('firstDeposit.title')} onClose={onClose} closeLabel={t('common.close')}>
      <p>{t('firstDeposit.intro')}</p>
      {error && !data && <FormError message={error} />}
      {data ? (
        <>
          <FirstDepositTiers data={data} />
          <FirstDepositTurnover data={data} />
        </>
      ) : (
        !error && <Skeleton height="2.4rem" />
      )}
      {data && <FirstDepositJoin data={data} onDone={onClose} />}
      <Link to="/activity/first-deposit" className="signin-link" onClick={onClose}>
        {t('firstDeposit.more')}
      </Link>
    </Modal>
  );
}
