// Slot tournaments (slotshack_events): the operator adds one on a built-in slot with a window, a minimum bet and a
// prize table; players read the event they can play now, else the next announced, else the last one's results for
// RESULTS_SHOWN_MS after its end. The tile (activity 118) is open over the same span, so it never promises an event.
import { sql } from 'kysely';
import type { SlotshackEvent, SlotshackInfo, SlotshackPhase, SlotshackRow } from '../../../contract/calls/events.ts';
import { maskNickname } from '../../../contract/nickname.ts';
import type { Database } from '../../db/database.ts';
import { badInput } from '../errors.ts';

export const SLOTSHACK_ACTIVITY_ID = 118;
export const RESULTS_SHOWN_MS = 3 * 86_400_000;
export const BOARD_SIZE = 50;
const SLOTS_TYPE_ID = 1;

export interface EventRow {
  id: number;
  game_id: number;
  title: string;
  starts_at: number;
  ends_at: number;
  min_bet: number;
  prizes: string;
  settled_at: number | null;
}

export const prizesOf = (row: Pick<EventRow, 'prizes'>): number[] => JSON.parse(row.prizes) as number[];

export function phaseOf(row: EventRow, now: number): SlotshackPhase {
  if (row.settled_at !== null) return 'settled';
  if (now < row.starts_at) return 'upcoming';
  return now < row.ends_at ? 'running' : 'ended';
}

export interface NewEvent {
  gameId: number;
  startsAt: number;
  endsAt: number;
  minBet: number;
  prizes: number[];
  title: string;
}

/** Opens the tile from now until the latest event's results stop showing (closed when there is none). */
export async function syncSlotshackTile(db: Database, now: number): Promise<void> {
  const latest = await db
    .selectFrom('slotshack_events')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .executeTakeFirst();
  const end = latest?.ends_at == null ? null : Number(latest.ends_at) + RESULTS_SHOWN_MS;
  const window = end !== null && end > now ? { starts_at: null, ends_at: end } : { starts_at: 0, ends_at: 1 };
  await db.updateTable('activities').set(window).where('id', '=', SLOTSHACK_ACTIVITY_ID).execute();
}

export async function addEvent(db: Database, event: NewEvent, now: number): Promise<number> {
  const game = await db
    .selectFrom('games')
    .select(['id', 'name'])
    .where('id', '=', event.gameId)
    .where('provider', '=', 'builtin')
    .where('type_id', '=', SLOTS_TYPE_ID)
    .executeTakeFirst();
  if (!game) throw badInput(`Game ${event.gameId} is not a built-in slot`);
  if (event.endsAt <= event.startsAt) throw badInput('The event must end after it starts');
  if (event.endsAt <= now) throw badInput('The event must end in the future');
  if (event.prizes.length === 0 || event.prizes.some((p) => !Number.isSafeInteger(p) || p < 0)) throw badInput('Give at least one prize');
  const row = await db
    .insertInto('slotshack_events')
    .values({
      game_id: event.gameId,
      title: event.title.trim() || `${game.name} tournament`,
      starts_at: event.startsAt,
      ends_at: event.endsAt,
      min_bet: event.minBet,
      prizes: JSON.stringify(event.prizes),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncSlotshackTile(db, now);
  return row.id;
}

/** The event players see now: the one running, else the next, else the latest whose results still show. */
async function shownEvent(db: Database, now: number): Promise<EventRow | undefined> {
  const base = db.selectFrom('slotshack_events').select(['id', 'game_id', 'title', 'starts_at', 'ends_at', 'min_bet', 'prizes', 'settled_at']);
  return (
    (await base.where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('ends_at').orderBy('id').executeTakeFirst()) ??
    (await base.where('starts_at', '>', now).orderBy('starts_at').orderBy('id').executeTakeFirst()) ??
    (await base
      .where('ends_at', '<=', now)
      .where('ends_at', '>', now - RESULTS_SHOWN_MS)
      .orderBy('ends_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst())
  );
}

interface Ranked {
  user_id: number | string;
  nickname: string;
  score: number | string;
  rank: number | string;
  prize: number | string | null;
}

/** Standings: best score first, ties to who reached it first. */
const ranked = (eventId: number) => sql<Ranked>`SELECT s.user_id, u.nickname, s.score, p.amount AS prize,
    row_number() OVER (ORDER BY s.score DESC, s.reached_at, s.user_id) AS rank
  FROM slotshack_scores s JOIN users u ON u.id = s.user_id
  LEFT JOIN slotshack_prizes p ON p.event_id = s.event_id AND p.user_id = s.user_id
  WHERE s.event_id = ${eventId}`;

export async function slotshackInfo(db: Database, userId: number | null, now: number): Promise<SlotshackInfo> {
  const row = await shownEvent(db, now);
  if (!row) return { event: null, board: [], me: null };
  const game = await db.selectFrom('games').select('name').where('id', '=', row.game_id).executeTakeFirst();
  const event: SlotshackEvent = {
    id: row.id,
    title: row.title,
    gameId: row.game_id,
    gameName: game?.name ?? '',
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    minBet: row.min_bet,
    prizes: prizesOf(row),
    phase: phaseOf(row, now),
  };
  const toRow = (r: Ranked, own: boolean): SlotshackRow => ({
    rank: Number(r.rank),
    nickname: own ? r.nickname : maskNickname(r.nickname),
    score: Number(r.score),
    prize: Number(r.prize ?? 0),
  });
  const [board, mine] = await Promise.all([
    sql<Ranked>`SELECT * FROM (${ranked(row.id)}) x ORDER BY rank LIMIT ${BOARD_SIZE}`.execute(db),
    userId === null ? null : sql<Ranked>`SELECT * FROM (${ranked(row.id)}) x WHERE user_id = ${userId}`.execute(db),
  ]);
  const own = mine?.rows[0];
  return { event, board: board.rows.map((r) => toRow(r, Number(r.user_id) === userId)), me: own ? toRow(own, true) : null };
}
