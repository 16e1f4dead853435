import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import type { FlagsRow } from '../../db/database.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { TabLinks } from '../../ui/tab-links.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { useClaimableCount, useFlags } from './use-rewards.ts';

interface Tab {
  name: string;
  label: MessageKey;
  dot?: (flags: FlagsRow) => boolean;
}

/** SPEC section 2: /bonus's children, each shown only once its screen exists. */
const TABS: Tab[] = [
  { name: 'home', label: 'bonus.tab.home' },
  { name: 'event', label: 'bonus.tab.event' },
  { name: 'rebate', label: 'bonus.tab.rebate' },
  { name: 'record', label: 'bonus.tab.record' },
  { name: 'reward', label: 'bonus.tab.reward', dot: (f) => f.hasSignUpBonus || f.diamondMallRedDot },
  { name: 'tasks', label: 'bonus.tab.tasks', dot: (f) => f.hasTask || f.taskAwardFlag },
  { name: 'vip', label: 'bonus.tab.vip', dot: (f) => f.vipAwardFlag || f.vipTaskFlag },
];

/** /bonus: the title, a tab bar that scrolls sideways inside itself, and the chosen tab's screen. */
export function BonusLayout() {
  const router = useRouter();
  const { pathname } = useLocation();
  const flags = useFlags();
  const claimable = useClaimableCount();
  const tabs = TABS.filter((tab) => routeExists(router, `/bonus/${tab.name}`));
  const title = pathname.startsWith('/bonus/record') ? t('bonus.recordTitle') : t('bonus.title');
  return (
    <div className="page bonus">
      <TopBar title={title} backLabel={t('common.back')} />
      <TabLinks
        layout="scroll"
        label={t('bonus.tabs')}
        dotLabel={t('bonus.new')}
        tabs={tabs.map(({ name, label, dot }) => ({
          to: `/bonus/${name}`,
          label: t(label),
          dot: Boolean((flags && dot?.(flags)) || (name === 'reward' && claimable > 0)),
        }))}
      />
      <div className="page-body">
        <Outlet />
      </div>
    </div>
  );
}
