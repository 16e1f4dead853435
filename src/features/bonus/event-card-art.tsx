import type { Activity } from '../../../contract/entities.ts';
import { ActivityIcon, activityGradient } from '../../ui/activity-art.tsx';

const isRealImage = (url: string) => /^https:\/\/\S+$/.test(url);

/**
 * An event card's banner: the operator's image (imgUrl4) when it is a real https URL, else drawn from the data, a
 * gradient of the app's palette with the activity's symbol, so no card is an empty box or a stock picture.
 */
export function EventCardArt({ activity }: { activity: Activity }) {
  if (isRealImage(activity.imgUrl4)) return <img className="event-card-art" src={activity.imgUrl4} alt="" loading="lazy" decoding="async" />;
  return (
    <span className="event-card-art" style={{ background: activityGradient(activity.id) }} aria-hidden="true">
      <span className="event-card-ring" />
      <ActivityIcon activity={activity} size={34} strokeWidth={2.2} />
    </span>
  );
}
