// `npm run admin -- live ...`: put a stream on, take it off, announce the next one.
import type { LiveStream } from '../../../contract/calls/events.ts';
import type { Database } from '../../db/database.ts';
import { formatOperatorTime, parseOperatorTime } from '../operator-time.ts';
import { readLive, setLive, setLiveNext, setLiveOff } from './stream.ts';

type Args = { action: 'show' | 'off' } | { action: 'set'; url: string; title: string } | { action: 'next'; at: string | null; title: string };

export const LIVE_USAGE = 'live show | live set <url> [title...] | live off | live next <now|+2h|YYYY-MM-DDTHH:mm> [title...] | live next clear';

function describe(live: LiveStream): string {
  const on = live.url ? `On: ${live.url}${live.title ? ` (${live.title})` : ''}` : 'No stream is on';
  return live.nextAt ? `${on}\nNext: ${formatOperatorTime(live.nextAt)}${live.nextTitle ? ` (${live.nextTitle})` : ''}` : on;
}

export const liveCommand = {
  usage: LIVE_USAGE,
  parse(args: string[]): Args | null {
    const [action, first, ...rest] = args;
    if ((action === 'show' || action === 'off') && args.length === 1) return { action };
    if (action === 'set' && first) return { action, url: first, title: rest.join(' ') };
    if (action === 'next' && first === 'clear' && rest.length === 0) return { action, at: null, title: '' };
    if (action === 'next' && parseOperatorTime(first, 0) !== null) return { action, at: first!, title: rest.join(' ') };
    return null;
  },
  async run(db: Database, args: Args, now: number): Promise<string> {
    if (args.action === 'set') return describe(await setLive(db, args.url, args.title, now));
    if (args.action === 'off') return describe(await setLiveOff(db, now));
    if (args.action === 'next') return describe(await setLiveNext(db, args.at === null ? null : parseOperatorTime(args.at, now), args.title, now));
    return describe(await readLive(db, now));
  },
};
