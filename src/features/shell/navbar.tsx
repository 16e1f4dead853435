import { Link, useRouter } from '@tanstack/react-router';
import { Gift, House, Share2, User, Wallet, type LucideIcon } from 'lucide-react';
import type { RedDotFlags } from '../../../contract/entities.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { useFlags } from '../../lib/use-player.ts';

interface Entry {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  raised?: boolean;
  dot?: (flags: RedDotFlags) => boolean;
}

/** DESIGN "Layout": five entries; an entry shows only once its screen exists. */
const ENTRIES: Entry[] = [
  { to: '/', label: 'nav.home', icon: House },
  {
    to: '/bonus',
    label: 'nav.bonus',
    icon: Gift,
    dot: (f) => f.hasTask || f.taskAwardFlag || f.vipAwardFlag || f.hasSignUpBonus || f.diamondMallRedDot || f.spinAwardFlag,
  },
  { to: '/wallets', label: 'nav.deposit', icon: Wallet, raised: true },
  { to: '/agent', label: 'nav.invite', icon: Share2, dot: (f) => f.agent5AwardFlag },
  { to: '/member', label: 'nav.me', icon: User, dot: (f) => f.hasMail || f.emailAwardFlag },
];

export function Navbar() {
  const router = useRouter();
  const flags = useFlags();
  const entries = ENTRIES.filter((e) => routeExists(router, e.to));
  return (
    <nav aria-label={t('nav.main')} className="navbar">
      {entries.map(({ to, label, icon: Icon, raised, dot }) => (
        <Link key={to} to={to} className={`nav-item ${raised ? 'nav-raised' : ''}`} activeOptions={{ exact: to === '/' }}>
          <span className="nav-icon">
            <Icon aria-hidden="true" size={22} />
            {flags && dot?.(flags) && <span className="red-dot" aria-label={t('member.new')} />}
          </span>
          <span>{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
