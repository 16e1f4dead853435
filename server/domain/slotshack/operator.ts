// `npm run admin -- slotshack ...`: add a tournament, list them, settle one now.
import { formatMoney } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { formatOperatorTime, parseOperatorTime } from '../operator-time.ts';
import { addEvent, phaseOf, prizesOf, syncSlotshackTile } from './events.ts';
import { settleEvent } from './settle.ts';

type Args =
  | { action: 'list' }
  | { action: 'settle'; id: number }
  | { action: 'add'; gameId: number; start: string; end: string; minBet: number; prizes: number[]; title: string };

export const SLOTSHACK_USAGE =
  'slotshack list | slotshack add <gameId> <start> <end> <minBet> <prizes> [title...] (times: now, +30m, +2h, +1d or YYYY-MM-DDTHH:mm Manila; prizes in hundredths by rank, e.g. 50000,30000,10000,2000x7) | slotshack settle <id>';

/** `50000,30000,2000x7`: one prize per rank, `AxN` repeats A for N ranks. */
export function parsePrizes(text: string | undefined): number[] | null {
  if (!text) return null;
  const prizes: number[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d{1,9})(?:x(\d{1,3}))?$/.exec(part);
    if (!match) return null;
    prizes.push(...Array<number>(Number(match[2] ?? 1)).fill(Number(match[1])));
  }
  return prizes.length > 0 && prizes.length <= 100 ? prizes : null;
}

export const slotshackCommand = {
  usage: SLOTSHACK_USAGE,
  parse(args: string[]): Args | null {
    const [action, first, start, end, minBet, prizeText, ...title] = args;
    if (action === 'list' && args.length === 1) return { action };
    if (action === 'settle' && args.length === 2 && /^\d{1,9}$/.test(first ?? '')) return { action, id: Number(first) };
    const prizes = parsePrizes(prizeText);
    const times = parseOperatorTime(start, 0) !== null && parseOperatorTime(end, 0) !== null;
    if (action === 'add' && /^\d{1,9}$/.test(first ?? '') && times && /^[1-9]\d{0,9}$/.test(minBet ?? '') && prizes) {
      return { action, gameId: Number(first), start: start!, end: end!, minBet: Number(minBet), prizes, title: title.join(' ') };
    }
    return null;
  },
  async run(db: Database, args: Args, now: number): Promise<string> {
    if (args.action === 'add') {
      const startsAt = parseOperatorTime(args.start, now)!;
      const endsAt = parseOperatorTime(args.end, now)!;
      const id = await addEvent(db, { gameId: args.gameId, startsAt, endsAt, minBet: args.minBet, prizes: args.prizes, title: args.title }, now);
      return `Slot tournament #${id} added: ${formatOperatorTime(startsAt)} to ${formatOperatorTime(endsAt)}`;
    }
    if (args.action === 'settle') {
      const done = await settleEvent(db, args.id, now, { early: true });
      // Ending early moves the end, so the tile's window (results for three days after it) moves too.
      await syncSlotshackTile(db, now);
      return done.settledNow
        ? `Slot tournament #${args.id} settled: ${done.winners} winners paid ${formatMoney(done.paid)}`
        : `Slot tournament #${args.id} was already settled`;
    }
    const rows = await db.selectFrom('slotshack_events').selectAll().orderBy('id', 'desc').limit(20).execute();
    if (rows.length === 0) return 'No slot tournaments';
    return rows
      .map(
        (r) =>
          `#${r.id}\t${phaseOf(r, now)}\tgame ${r.game_id}\t${formatOperatorTime(r.starts_at)} - ${formatOperatorTime(r.ends_at)}\tmin ${r.min_bet}\t${prizesOf(r).join(',')}\t${r.title}`,
      )
      .join('\n');
  },
};
