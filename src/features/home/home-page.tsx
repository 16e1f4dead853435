import type { ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { HomeTopBar } from './home-top-bar.tsx';
import { BalanceCard } from './balance-card.tsx';
import { VisitorCard } from './visitor-card.tsx';
import { ActivityGrid } from '../../ui/activity-grid.tsx';

/** Home: balance and VIP for a player, log in and register for a visitor, then the activity entries and `children`. */
export function HomePage({ children }: { children?: ReactNode }) {
  const user = useLiveQuery(() => db.user.get('me'), [], null);
  const loggedIn = user != null && user.id !== 0;
  return (
    <div className="page home">
      <HomeTopBar user={loggedIn ? user : null} />
      <div className="page-body">
        {user === null ? null : loggedIn ? <BalanceCard user={user} /> : <VisitorCard />}
        <ActivityGrid loggedIn={loggedIn} />
        {children}
      </div>
      <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
    </div>
  );
}
