import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { ROUTE_PENDING_MS } from '../../../contract/constants.ts';

/** A thin bar for route changes, shown only when one takes longer than 100 ms (SPEC section 9). */
export function RouteProgress() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setVisible(true), ROUTE_PENDING_MS);
    // The change is over (or replaced): the next one starts hidden again.
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [pending]);
  return visible ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null;
}
