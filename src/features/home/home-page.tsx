import type { ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { appStatus } from '../../lib/app-status.ts';
import { t } from '../../lib/i18n/index.ts';
import { useStore } from '../../lib/store.ts';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { HomeTopBar } from './home-top-bar.tsx';
import { BalanceCard } from './balance-card.tsx';
import { VisitorCard } from './visitor-card.tsx';
import { ActivityTiles } from '../../ui/activity-grid.tsx';

/** What the top of home shows, read in one query so that it appears at once, not part by part as each read lands. */
async function readHome() {
  const [user, activities, flags] = await Promise.all([db.user.get('me'), db.activities.toArray(), db.flags.get('me')]);
  return { user: user ?? null, activities, signInDot: !!flags?.signInFlag };
}

/**
 * Home: balance and VIP for a player, log in and register for a visitor, then the activity entries and `children`.
 * Nothing of the body is drawn before the cover is lifted and the device's copy is read, and the body holds a screen's height from the start
 * (styles.css): what arrives later grows below the fold instead of pushing the footer, or anything seen, down.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  const home = useLiveQuery(readHome, []);
  // Under the start-up cover the tables are still filling: drawn there, the parts would shift as each one lands.
  const { revealed } = useStore(appStatus);
  const user = home?.user ?? null;
  const loggedIn = user != null && user.id !== 0;
  return (
    <div className="page home">
      <HomeTopBar user={loggedIn ? user : null} />
      <div className="page-body home-body">
        {home && revealed && (
          <>
            {loggedIn ? <BalanceCard user={user} /> : <VisitorCard />}
            <ActivityTiles loggedIn={loggedIn} activities={home.activities} signInDot={home.signInDot} />
            {children}
          </>
        )}
      </div>
      <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
    </div>
  );
}
