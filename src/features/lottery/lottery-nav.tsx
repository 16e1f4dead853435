// The lottery's own links (its pages have no navbar): play, my lines, past draws, prizes, orders, rules. Exact matching,
// so "Play" (/activity/lottery) is not also marked on the pages under it.
import { Link } from '@tanstack/react-router';
import { t, type MessageKey } from '../../lib/i18n/index.ts';

const TABS: Array<[string, MessageKey]> = [
  ['/activity/lottery', 'lottery.tabPlay'],
  ['/activity/lottery/record', 'lottery.tabRecord'],
  ['/activity/lottery/history', 'lottery.tabHistory'],
  ['/activity/lottery/product', 'lottery.tabProduct'],
  ['/activity/lottery/order', 'lottery.tabOrder'],
  ['/activity/lottery/rule', 'lottery.tabRule'],
];

export function LotteryNav({ orderDot = false }: { orderDot?: boolean }) {
  return (
    <nav className="tab-links tab-links-scroll" aria-label={t('lottery.sections')}>
      {TABS.map(([to, key]) => (
        <Link key={to} to={to} className="tab-link" activeOptions={{ exact: true }} activeProps={{ className: 'tab-link-on', 'aria-current': 'page' }}>
          {t(key)}
          {orderDot && to.endsWith('/order') && <span className="red-dot tab-link-dot" aria-label={t('lottery.orderWaiting')} />}
        </Link>
      ))}
    </nav>
  );
}
