// How an activity looks wherever it is listed (home grid tile, /bonus/event card): a gradient of the app's palette
// picked by its id, with the symbol of where it leads, so no tile is an empty grey box or a stock picture.
import {
  CalendarCheck,
  CalendarDays,
  CircleDollarSign,
  Coins,
  ExternalLink,
  Gift,
  LoaderPinwheel,
  Megaphone,
  Radio,
  Share2,
  Sparkles,
  Swords,
  Ticket,
  Trophy,
  UserPlus,
  type LucideProps,
} from 'lucide-react';
import { CLICK_TYPE } from '../../contract/activities.ts';
import type { Activity } from '../../contract/entities.ts';

const PALETTES = [
  ['#f5b82e', '#b45309'],
  ['#8b5cf6', '#4c1d95'],
  ['#22c55e', '#166534'],
  ['#ef4444', '#7f1d1d'],
  ['#06b6d4', '#155e75'],
  ['#ec4899', '#831843'],
] as const;

/** The activity's gradient as CSS. */
export function activityGradient(id: number): string {
  const [from, to] = PALETTES[id % PALETTES.length] ?? PALETTES[0];
  return `linear-gradient(135deg, ${from}, ${to})`;
}

/** The symbol of what the activity is, read from where it leads. */
export function ActivityIcon({ activity, ...props }: { activity: Pick<Activity, 'clickType' | 'clickAction'> } & LucideProps) {
  const action = activity.clickAction;
  if (activity.clickType === CLICK_TYPE.url) return <ExternalLink {...props} />;
  if (action.includes('register')) return <UserPlus {...props} />;
  if (action.includes('sign-in')) return <CalendarCheck {...props} />;
  if (action.includes('first-deposit')) return <Coins {...props} />;
  if (action.includes('jackpot') || action.includes('rank') || action.includes('slotshack')) return <Trophy {...props} />;
  if (action.includes('monthly')) return <CalendarDays {...props} />;
  if (action.includes('notice')) return <Megaphone {...props} />;
  if (action.includes('bankruptcy') || action.includes('gift')) return <Gift {...props} />;
  if (action.includes('redpkblue') || action.includes('red-versus-blue')) return <Swords {...props} />;
  if (action.endsWith('/spin')) return <LoaderPinwheel {...props} />;
  if (action.includes('lottery')) return <Ticket {...props} />;
  if (action.includes('coin-pusher')) return <CircleDollarSign {...props} />;
  if (action.endsWith('/live')) return <Radio {...props} />;
  if (action.endsWith('/follow')) return <Share2 {...props} />;
  return <Sparkles {...props} />;
}

/** A home grid tile's art. */
export function ActivityArt({ activity }: { activity: Activity }) {
  return (
    <span className="activity-art" style={{ background: activityGradient(activity.id) }} aria-hidden="true">
      <ActivityIcon activity={activity} size={26} strokeWidth={2.2} />
    </span>
  );
}
