import { useRouter } from '@tanstack/react-router';
import { ChevronRight, Lock } from 'lucide-react';
import type { Activity } from '../../../contract/entities.ts';
import { needsLogin, openActivity, visibleActivities } from '../../lib/activity-links.ts';
import { t } from '../../lib/i18n/index.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { useActivities } from '../../lib/use-activities.ts';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { EventCardArt } from './event-card-art.tsx';
import { isPlayer, useUser } from './use-rewards.ts';

/**
 * /bonus/event: a card per activity that has a screen, modal or page to open, in sort order, read from the activity
 * list stored at start-up (so it shows offline too). A visitor's tap on a players-only activity opens login first.
 */
export function BonusEventPage() {
  const router = useRouter();
  const loggedIn = isPlayer(useUser());
  const activities = useActivities();
  const cards = activities && visibleActivities(activities, (path) => routeExists(router, path), loggedIn);
  return (
    <section aria-labelledby="events-title" className="bonus-section">
      <h2 id="events-title">{t('bonus.eventsTitle')}</h2>
      {cards === undefined ? (
        <Skeleton height="3rem" />
      ) : cards.length === 0 ? (
        <Empty title={t('home.noActivities')} />
      ) : (
        <ul className="event-cards">
          {cards.map((a) => (
            <li key={a.id}>
              <EventCard activity={a} loggedIn={loggedIn} go={(path) => router.history.push(path)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventCard({ activity, loggedIn, go }: { activity: Activity; loggedIn: boolean; go: (path: string) => void }) {
  const locked = needsLogin(activity, loggedIn);
  const hint = locked ? t('activity.loginFirst') : activity.clickType === 3 ? t('activity.newTab') : null;
  return (
    <button type="button" className="event-card" onClick={() => openActivity(activity, loggedIn, go)}>
      <EventCardArt activity={activity} />
      <span className="event-card-text">
        <span className="event-card-name">{activity.name}</span>
        {hint && (
          <span className="event-card-hint">
            {locked && <Lock size={12} aria-hidden="true" />} {hint}
          </span>
        )}
      </span>
      <ChevronRight className="event-card-go" size={20} aria-hidden="true" />
    </button>
  );
}
