// The operator's sign-in command: show the 7-day calendar, or set one day's awards (`<propId>:<count>` each; coin is
// prop 2001 in hundredths). Players see a change on their next load; claims already paid keep what they paid.
import { describeProp, type Award } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { signInCalendar } from './sign-in.ts';

type Args = { action: 'show' } | { action: 'set-day'; day: number; awards: Award[] };

const USAGE = 'sign-in show | sign-in set-day <1-7> <propId>:<count>...';

function parseAward(text: string): Award | null {
  const match = /^(\d+):(\d+)$/.exec(text);
  if (!match) return null;
  const award = { id: Number(match[1]), count: Number(match[2]) };
  const known = describeProp(award.id).kind !== 'unknown';
  return known && Number.isSafeInteger(award.count) && award.count > 0 ? award : null;
}

/** The operator command's parts; operator.ts turns a null parse into its usage error. */
export const signInCommand = {
  usage: USAGE,
  parse(args: string[]): Args | null {
    const [action, dayText, ...rest] = args;
    if (action === 'show' && args.length === 1) return { action };
    const day = Number(dayText);
    const awards = rest.map(parseAward);
    if (action !== 'set-day' || !Number.isInteger(day) || day < 1 || day > 7 || awards.length === 0 || awards.some((a) => a === null)) {
      return null;
    }
    return { action, day, awards: awards as Award[] };
  },
  async run(db: Database, args: Args): Promise<string> {
    if (args.action === 'set-day') {
      const awards = JSON.stringify(args.awards);
      await db
        .insertInto('signin_calendar')
        .values({ day: args.day, awards })
        .onConflict((oc) => oc.column('day').doUpdateSet({ awards }))
        .execute();
    }
    const days = await signInCalendar(db);
    return days.map((awards, i) => `Day ${i + 1}: ${awards.map((a) => `${a.id}:${a.count}`).join(' ') || '(nothing)'}`).join('\n');
  },
};
