// The slot tournament's score, from the rewards engine's bet handler: a player's best single-round win multiplier
// (win / valid bet) on the event's slot, real-money rounds only (the engine sees no try-it round), inside the window
// and at or above the minimum bet. Each player has one row per event, changed only when the score improves, so a
// tie stays with whoever reached it first and no row is written by more than one player.
import { sql } from 'kysely';
import type { Write } from '../../db/writes.ts';
import { rowsOf, type Value } from '../../db/rows.ts';
import type { BetRows } from '../rewards/bets.ts';

/** The multiplier is kept as win / bet x 10000, rounded down (4 decimals). */
export const SCORE_SCALE = 10_000;

export const scoreOf = (win: number, bet: number) => (bet > 0 ? Math.floor((win * SCORE_SCALE) / bet) : 0);

/** The events a bet on `gameId` at `at` with this stake could score in (BetFacts.slotshackEvents), as a JSON array. */
export const slotshackBetFacts = (gameId: Value<number>, at: Value<number>, validBet: Value<number>) =>
  sql`(SELECT COALESCE(json_agg(id ORDER BY id), '[]'::json) FROM slotshack_events
    WHERE game_id = ${gameId}::integer AND settled_at IS NULL AND starts_at <= ${at}::bigint AND ends_at > ${at}::bigint
      AND min_bet <= ${validBet}::bigint)`;

/** One write for every open event a round scores in, sent with the bets' other writes. */
export function slotshackBetWrites(bets: BetRows): Write[] {
  // A round that won nothing puts no one on the board.
  const scoring = bets.bets.flatMap(({ event, facts }, k) =>
    scoreOf(event.win, event.validBet) > 0 ? facts.slotshackEvents.map((id) => ({ i: k + 1, id })) : [],
  );
  if (scoring.length === 0) return [];
  const entries = rowsOf(scoring, 'e', { bet: ['integer', (s) => s.i], event_id: ['integer', (s) => s.id] });
  return [
    sql`INSERT INTO slotshack_scores (event_id, user_id, score, bet, win, round_id, reached_at)
      SELECT e.event_id, b.user_id, ${bets.value('bigint', (e) => scoreOf(e.win, e.validBet))}, b.valid_bet, b.win, b.round_id, b.at
      FROM ${bets.from} JOIN ${entries} ON e.bet = b.i
      ON CONFLICT (event_id, user_id) DO UPDATE SET score = excluded.score, bet = excluded.bet, win = excluded.win,
        round_id = excluded.round_id, reached_at = excluded.reached_at
      WHERE slotshack_scores.score < excluded.score`,
  ];
}
