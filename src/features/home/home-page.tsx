import type { ReactNode } from 'react';
import { appStatus } from '../../lib/app-status.ts';
import { t } from '../../lib/i18n/index.ts';
import { useStoreInTransition } from '../../lib/store.ts';
import { useFlags, useUser } from '../../lib/use-player.ts';
import { useActivities } from '../../lib/use-activities.ts';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { HomeTopBar } from './home-top-bar.tsx';
import { BalanceCard } from './balance-card.tsx';
import { VisitorCard } from './visitor-card.tsx';
import { ActivityTiles } from '../../ui/activity-grid.tsx';

/**
 * Home: balance and VIP for a player, log in and register for a visitor, then the activity entries and `children`.
 * Nothing of the body is drawn before the cover is lifted and both reads have answered, so it appears at once, and the
 * body holds a screen's height from the start (styles.css): what arrives later grows below the fold instead of pushing
 * the footer, or anything seen, down.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  // The player row apart from the tiles: it changes with every balance refresh, and they do not.
  const stored = useUser();
  const activities = useActivities();
  const signInDot = useFlags()?.signInFlag === true;
  // Under the start-up cover the tables are still filling: drawn there, the parts would shift as each one lands.
  // Read in a transition, with the cover's lifting (CoverLift): the body is drawn in slices behind the cover.
  const revealed = useStoreInTransition(appStatus, (s) => s.revealed);
  const user = stored ?? null;
  const loggedIn = user != null && user.id !== 0;
  return (
    <div className="page home">
      <HomeTopBar user={loggedIn ? user : null} />
      <div className="page-body home-body">
        {stored !== null && activities && revealed && (
          <>
            {loggedIn ? <BalanceCard user={user} /> : <VisitorCard />}
            <ActivityTiles loggedIn={loggedIn} activities={activities} signInDot={signInDot} />
            {children}
          </>
        )}
      </div>
      <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
    </div>
  );
}
