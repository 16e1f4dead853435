import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';
import { logout } from '../../lib/session.ts';

export function HomeTopBar({ loggedIn }: { loggedIn: boolean }) {
  const [busy, setBusy] = useState(false);
  const onLogout = async () => {
    setBusy(true);
    await logout();
    setBusy(false);
  };
  return (
    <header className="home-top">
      <div className="brand">
        <span className="brand-logo" aria-hidden="true">
          P
        </span>
        <span className="brand-name">{t('app.name')}</span>
      </div>
      {loggedIn && (
        <button type="button" className="icon-btn" onClick={onLogout} disabled={busy} aria-label={t('common.logout')} title={t('common.logout')}>
          <LogOut aria-hidden="true" size={20} />
        </button>
      )}
    </header>
  );
}
