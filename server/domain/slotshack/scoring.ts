// The slot tournament's score, from the rewards engine's bet handler: a player's best single-round win multiplier
// (win / valid bet) on the event's slot, real-money rounds only (the engine sees no try-it round), inside the window
// and at or above the minimum bet. Each player has one row per event, changed only when the score improves, so a
// tie stays with whoever reached it first and no row is written by more than one player.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BetEvent } from '../rewards/events.ts';

/** The multiplier is kept as win / bet x 10000, rounded down (4 decimals). */
export const SCORE_SCALE = 10_000;

export const scoreOf = (win: number, bet: number) => (bet > 0 ? Math.floor((win * SCORE_SCALE) / bet) : 0);

export async function slotshackOnBet(trx: Transaction<DB>, event: BetEvent): Promise<void> {
  const score = scoreOf(event.win, event.validBet);
  // A round that won nothing puts no one on the board.
  if (score <= 0) return;
  const open = await trx
    .selectFrom('slotshack_events')
    .select('id')
    .where('game_id', '=', event.gameId)
    .where('settled_at', 'is', null)
    .where('starts_at', '<=', event.at)
    .where('ends_at', '>', event.at)
    .where('min_bet', '<=', event.validBet)
    .execute();
  for (const { id } of open) {
    await trx
      .insertInto('slotshack_scores')
      .values({ event_id: id, user_id: event.userId, score, bet: event.validBet, win: event.win, round_id: event.roundId, reached_at: event.at })
      .onConflict((oc) =>
        oc
          .columns(['event_id', 'user_id'])
          .doUpdateSet({ score, bet: event.validBet, win: event.win, round_id: event.roundId, reached_at: event.at })
          .where(sql<boolean>`slotshack_scores.score < ${score}`),
      )
      .execute();
  }
}
