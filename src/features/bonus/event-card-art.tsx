import { CalendarCheck, CalendarDays, Coins, ExternalLink, Gift, Megaphone, Sparkles, Trophy, UserPlus } from 'lucide-react';
import type { Activity } from '../../../contract/entities.ts';

const PALETTES = [
  ['#f5b82e', '#b45309'],
  ['#8b5cf6', '#4c1d95'],
  ['#22c55e', '#166534'],
  ['#ef4444', '#7f1d1d'],
  ['#06b6d4', '#155e75'],
  ['#ec4899', '#831843'],
] as const;

/** The symbol of what the activity is, read from where it leads. */
function iconFor(a: Activity) {
  const action = a.clickAction;
  const props = { size: 34, strokeWidth: 2.2 };
  if (a.clickType === 3) return <ExternalLink {...props} />;
  if (action.includes('register')) return <UserPlus {...props} />;
  if (action.includes('sign-in')) return <CalendarCheck {...props} />;
  if (action.includes('first-deposit')) return <Coins {...props} />;
  if (action.includes('jackpot')) return <Trophy {...props} />;
  if (action.includes('monthly')) return <CalendarDays {...props} />;
  if (action.includes('notice')) return <Megaphone {...props} />;
  if (action.includes('bankruptcy') || action.includes('gift')) return <Gift {...props} />;
  return <Sparkles {...props} />;
}

const isRealImage = (url: string) => /^https:\/\/\S+$/.test(url);

/**
 * An event card's banner: the operator's image (imgUrl4) when it is a real https URL, else drawn from the data, a
 * gradient of the app's palette with the activity's symbol, so no card is an empty box or a stock picture.
 */
export function EventCardArt({ activity }: { activity: Activity }) {
  if (isRealImage(activity.imgUrl4)) return <img className="event-card-art" src={activity.imgUrl4} alt="" loading="lazy" decoding="async" />;
  const [from, to] = PALETTES[activity.id % PALETTES.length] ?? PALETTES[0];
  return (
    <span className="event-card-art" style={{ background: `linear-gradient(135deg, ${from}, ${to})` }} aria-hidden="true">
      <span className="event-card-ring" />
      {iconFor(activity)}
    </span>
  );
}
