import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Money } from '../../ui/money.tsx';

/** The KYC modal itself: the bonus for verifying, a way to the KYC screen and "Later". */
export function KycModal({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const after = useLiveQuery(() => getKv('afterLogin'));
  if (!after) return null;
  return (
    <Modal title={t('kycPrompt.title')} closeLabel={t('common.close')} onClose={onClose}>
      <p>{t('kycPrompt.text')}</p>
      <p className="muted">
        {t('kycPrompt.amount')} <Money value={after.kycAmount} />
      </p>
      <div className="m-actions">
        <Button
          block
          onClick={() => {
            onClose();
            void navigate({ to: '/member/profile/kyc' });
          }}
        >
          {t('kycPrompt.go')}
        </Button>
        <Button variant="ghost" block onClick={onClose}>
          {t('kycPrompt.later')}
        </Button>
      </div>
    </Modal>
  );
}
