import { memo } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { ActivityRow } from '../db/database.ts';
import { openActivity, visibleActivities } from '../lib/activity-links.ts';
import { t } from '../lib/i18n/index.ts';
import { ActivityArt } from './activity-art.tsx';
import { routeExists } from '../lib/route-exists.ts';
import { useFlags } from '../lib/use-player.ts';
import { useActivities } from '../lib/use-activities.ts';

export { visibleActivities };

const NONE: ActivityRow[] = [];

/**
 * The activity entries as tiles (home and the bonus hub's event tab); `title` names the section. With no tiles the
 * section is left out, so a new player does not read "no activities" on every screen; a page whose only content it
 * is passes `emptyText` to say so once.
 */
export function ActivityGrid(props: { loggedIn: boolean; title?: string; emptyText?: string }) {
  const activities = useActivities() ?? NONE;
  const flags = useFlags();
  return <ActivityTiles {...props} activities={activities} signInDot={!!flags?.signInFlag} />;
}

/**
 * The tiles from rows a page already read (home reads them with the rest of its screen). Memoised: home draws again
 * with each balance change, and the tiles' rows are then the same ones.
 */
export const ActivityTiles = memo(function ActivityTiles({
  loggedIn,
  title = t('home.activities'),
  emptyText,
  activities,
  signInDot,
}: {
  loggedIn: boolean;
  title?: string;
  emptyText?: string;
  activities: ActivityRow[];
  signInDot: boolean;
}) {
  const router = useRouter();
  // Tiles whose activity has something to claim; only the daily sign-in has a red-dot flag of its own so far.
  const dotted = new Set(signInDot ? ['/activity/sign-in'] : []);
  const tiles = visibleActivities(activities, (path) => routeExists(router, path), loggedIn);
  if (tiles.length === 0 && !emptyText) return null;
  return (
    <section className="activities" aria-labelledby="activities-title">
      <h2 id="activities-title">{title}</h2>
      {tiles.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="activity-grid">
          {tiles.map((a) => (
            <li key={a.id}>
              <button type="button" className="activity-tile" onClick={() => openActivity(a, loggedIn, (path) => router.history.push(path))}>
                <ActivityArt activity={a} />
                <span>{a.name}</span>
                {dotted.has(a.clickAction) && <span className="red-dot" aria-label={t('member.new')} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
