// A row of tabs that are links (each tab a child route), with optional red dots. `fill` spreads a few tabs across the
// width; `scroll` lets many tabs scroll sideways inside the bar and keeps the open one in view.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@tanstack/react-router';

export interface TabLink {
  to: string;
  label: string;
  /** Shows a red dot (something new or claimable behind the tab). */
  dot?: boolean;
}

export function TabLinks({ tabs, label, dotLabel, layout }: { tabs: TabLink[]; label: string; dotLabel?: string; layout: 'fill' | 'scroll' }) {
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // A tab opened by a link (e.g. /bonus/vip) may sit past the bar's edge: bring it into view inside the bar.
  useEffect(() => {
    if (layout !== 'scroll') return;
    const on = bar.current?.querySelector<HTMLElement>('.tab-link-on');
    if (on && bar.current) bar.current.scrollLeft = on.offsetLeft - (bar.current.clientWidth - on.offsetWidth) / 2;
  }, [pathname, layout]);
  return (
    <nav ref={bar} className={`tab-links tab-links-${layout}`} aria-label={label}>
      {tabs.map(({ to, label: text, dot }) => (
        <Link key={to} to={to} className="tab-link" activeProps={{ className: 'tab-link-on', 'aria-current': 'page' }}>
          {text}
          {dot && <span className="red-dot tab-link-dot" aria-label={dotLabel} />}
        </Link>
      ))}
    </nav>
  );
}
