import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';

const TABS: { to: '/vip/home' | '/vip/level' | '/vip/rebate'; label: MessageKey }[] = [
  { to: '/vip/home', label: 'vip.tab.home' },
  { to: '/vip/level', label: 'vip.tab.level' },
  { to: '/vip/rebate', label: 'vip.tab.rebate' },
];

/** /vip: title, the three VIP tabs and the chosen screen (rebate/record keeps the rebate tab lit). */
export function VipLayout() {
  const goBack = useGoBack();
  const { pathname } = useLocation();
  const title = pathname.startsWith('/vip/rebate/record') ? t('rebate.record') : t('vip.title');
  return (
    <div className="page vip">
      <TopBar title={title} backLabel={t('common.back')} onBack={goBack} />
      <nav className="vip-tabs" aria-label={t('vip.tabs')}>
        {TABS.map(({ to, label }) => (
          <Link key={to} to={to} className="vip-tab" activeProps={{ className: 'vip-tab-on', 'aria-current': 'page' }}>
            {t(label)}
          </Link>
        ))}
      </nav>
      <div className="page-body">
        <Outlet />
      </div>
    </div>
  );
}
