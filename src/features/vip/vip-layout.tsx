import { Outlet, useLocation } from '@tanstack/react-router';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TabLinks } from '../../ui/tab-links.tsx';
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
      <TabLinks layout="fill" label={t('vip.tabs')} tabs={TABS.map(({ to, label }) => ({ to, label: t(label) }))} />
      <div className="page-body">
        <Outlet />
      </div>
    </div>
  );
}
