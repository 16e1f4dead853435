import { Link, useRouter } from '@tanstack/react-router';
import { ClipboardList, Coins, Crown, History, Percent, Star, type LucideIcon } from 'lucide-react';
import type { FlagsRow } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { ActivityGrid } from '../../ui/activity-grid.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { isPlayer, useFlags, useMyRewards, useRefresh, useUser } from './use-rewards.ts';

interface Shortcut {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  dot?: (flags: FlagsRow) => boolean;
}

const SHORTCUTS: Shortcut[] = [
  { to: '/bonus/tasks', label: 'bonus.tab.tasks', icon: ClipboardList, dot: (f) => f.hasTask || f.taskAwardFlag },
  { to: '/bonus/vip', label: 'bonus.tab.vip', icon: Crown, dot: (f) => f.vipAwardFlag || f.vipTaskFlag },
  { to: '/bonus/rebate', label: 'bonus.tab.rebate', icon: Percent },
  { to: '/points', label: 'bonus.points', icon: Star },
  { to: '/bonus/record', label: 'bonus.records', icon: History },
];

/** /bonus/home: the player's held rewards at a glance, shortcuts with red dots, and the activity tiles. */
export function BonusHomePage() {
  const router = useRouter();
  const user = useUser();
  const flags = useFlags();
  const rewards = useMyRewards();
  const loggedIn = isPlayer(user);
  const error = useRefresh(loggedIn, [api.rewards.loadRewards, api.rewards.loadCoupons]);
  const shortcuts = SHORTCUTS.filter((s) => routeExists(router, s.to));
  return (
    <>
      {user === null ? null : loggedIn ? (
        <section className="bonus-summary" aria-label={t('bonus.heldTitle')}>
          <div>
            <p className="muted">{t('bonus.heldValue')}</p>
            <Money value={rewards?.totalValue ?? 0} className="bonus-summary-amount" />
          </div>
          <div>
            <p className="muted">{t('bonus.couponCount')}</p>
            <strong className="bonus-summary-count">{rewards?.usableCoupons ?? 0}</strong>
          </div>
          <Link to="/bonus/reward" className="btn btn-secondary bonus-summary-link">
            <Coins aria-hidden="true" size={18} />
            <span>{t('bonus.myRewards')}</span>
          </Link>
        </section>
      ) : (
        <LoginPrompt resume="/bonus/home" />
      )}
      <FormError message={error} />
      {shortcuts.length > 0 && (
        <ul className="bonus-shortcuts">
          {shortcuts.map(({ to, label, icon: Icon, dot }) => (
            <li key={to}>
              <Link to={to} className="bonus-shortcut">
                <span className="nav-icon">
                  <Icon aria-hidden="true" size={24} />
                  {flags && dot?.(flags) && <span className="red-dot" aria-label={t('bonus.new')} />}
                </span>
                <span>{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ActivityGrid loggedIn={loggedIn} />
    </>
  );
}
