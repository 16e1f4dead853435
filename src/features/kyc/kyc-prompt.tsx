import { useEffect, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Money } from '../../ui/money.tsx';
import { kycPromptDue, rememberKycPrompt } from './prompt-memory.ts';

/**
 * The KYC modal (SPEC section 3): when the server says isNewUserForcePopKyc and the player has not submitted KYC, at
 * most once a week per player on this device (a prompt on every start or login only teaches players to tap it away).
 * Not shown on the KYC screen itself or on auth screens.
 */
export function KycPrompt() {
  const navigate = useNavigate();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const user = useLiveQuery(async () => (await db.user.get('me')) ?? null, [], 'loading' as const);
  const after = useLiveQuery(() => getKv('afterLogin'));
  const [open, setOpen] = useState(false);

  const wanted = Boolean(user !== 'loading' && user && user.id !== 0 && after?.isNewUserForcePopKyc && !after.isAddKyc);
  // Never over a running game: the game's frame covers the screen, so the prompt would wait unseen beneath it.
  const quietHere = path.startsWith('/auth') || path.startsWith('/member/profile/kyc') || path === '/maintenance' || path.startsWith('/game/start');
  const userId = user !== 'loading' && user ? user.id : 0;
  useEffect(() => {
    // Remembered when shown, so "Later", the close control and leaving the app all count as this week's prompt.
    if (wanted && !quietHere && kycPromptDue(userId)) {
      rememberKycPrompt(userId);
      // Whether the prompt is due is read from and written to the device's storage (kyc-prompt-memory), which is this
      // effect's outside-world work; opening follows from it, at most once a week, so the extra render costs nothing.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(true);
    }
  }, [wanted, quietHere, userId]);

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
