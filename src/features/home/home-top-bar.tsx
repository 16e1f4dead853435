import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import type { UserRow } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { useFlags } from '../../lib/use-player.ts';
import { BalanceChip } from './balance-chip.tsx';

/** The sticky home header: logo, and for a player the balance, Deposit and the inbox with its red dot. */
export function HomeTopBar({ user }: { user: UserRow | null }) {
  const flags = useFlags();
  const mailDot = !!flags && (flags.hasMail || flags.emailAwardFlag);
  return (
    <header className="home-top">
      <div className="brand">
        <span className="brand-logo" aria-hidden="true">
          P
        </span>
        <span className="brand-name">{t('app.name')}</span>
      </div>
      {user && (
        <div className="home-actions">
          <BalanceChip coin={user.coin} />
          <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-primary home-deposit">
            {t('nav.deposit')}
          </Link>
          <Link to="/email" className="icon-btn home-inbox" aria-label={t('home.inbox')}>
            <Mail aria-hidden="true" size={22} />
            {mailDot && <span className="red-dot" aria-label={t('member.new')} />}
          </Link>
        </div>
      )}
    </header>
  );
}
