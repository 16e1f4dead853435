import { t } from '../../lib/i18n/index.ts';
import { ActivityGrid } from '../../ui/activity-grid.tsx';
import { isPlayer, useUser } from './use-rewards.ts';

/** /bonus/event: every activity with a screen, as tiles in sort order. */
export function BonusEventPage() {
  const user = useUser();
  return <ActivityGrid loggedIn={isPlayer(user)} title={t('bonus.eventsTitle')} emptyText={t('home.noActivities')} />;
}
