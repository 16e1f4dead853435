import { useEffect, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Money } from '../../ui/money.tsx';

const SHOWN_KEY = 'pisowin.kycPromptShown';

/**
 * The KYC modal (SPEC section 3): once per browser session after login, when the server says isNewUserForcePopKyc
 * and the player has not submitted KYC. Not shown on the KYC screen itself or on auth screens.
 */
export function KycPrompt() {
  const navigate = useNavigate();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const user = useLiveQuery(async () => (await db.user.get('me')) ?? null, [], 'loading' as const);
  const after = useLiveQuery(() => getKv('afterLogin'));
  const [shown, setShown] = useState(() => sessionStorage.getItem(SHOWN_KEY) === '1');
  const [open, setOpen] = useState(false);

  const wanted = Boolean(user !== 'loading' && user && user.id !== 0 && after?.isNewUserForcePopKyc && !after.isAddKyc);
  const quietHere = path.startsWith('/auth') || path.startsWith('/member/profile/kyc') || path === '/maintenance';
  useEffect(() => {
    if (wanted && !shown && !quietHere) {
      sessionStorage.setItem(SHOWN_KEY, '1');
      setShown(true);
      setOpen(true);
    }
  }, [wanted, shown, quietHere]);
  // A new login in this tab may show it again.
  useEffect(() => {
    if (user === null) {
      sessionStorage.removeItem(SHOWN_KEY);
      setShown(false);
    }
  }, [user]);

  if (!open || !after) return null;
  const close = () => setOpen(false);
  return (
    <Modal title={t('kycPrompt.title')} closeLabel={t('common.close')} onClose={close}>
      <p>{t('kycPrompt.text')}</p>
      <p className="muted">
        {t('kycPrompt.amount')} <Money value={after.kycAmount} />
      </p>
      <div className="m-actions">
        <Button
          block
          onClick={() => {
            close();
            void navigate({ to: '/member/profile/kyc' });
          }}
        >
          {t('kycPrompt.go')}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t('kycPrompt.later')}
        </Button>
      </div>
    </Modal>
  );
}
