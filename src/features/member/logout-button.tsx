import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { logout } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** Log out, asked once more first: a stray tap must not cost the player a password prompt. */
export function LogoutButton() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const confirm = async () => {
    setLeaving(true);
    await logout();
    await navigate({ to: '/' });
  };
  return (
    <>
      <Button variant="secondary" block onClick={() => setAsking(true)}>
        {t('common.logout')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('member.logoutTitle')}
          text={t('member.logoutText')}
          confirmLabel={t('common.logout')}
          cancelLabel={t('common.cancel')}
          busy={leaving}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
