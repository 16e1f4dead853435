// The settled real-money bets one statement writes for, as the rewards modules see them: a relation `bets` of the
// statement's WITH clause (one row per bet, at most one bet per player) and, for what only JavaScript computes (a
// Manila period, a commission), one array per value read at the bet's row. A spin batch writes many players' bets in
// one statement with the same text as one bet (db/rows.ts), so each module has one set-based write for both.
import { sql, type RawBuilder } from 'kysely';
import { rowsOf, valueAt, type SqlType } from '../../db/rows.ts';
import type { BetEvent, BetFacts } from './events.ts';

export interface Bet {
  event: BetEvent;
  facts: BetFacts;
}

export class BetRows {
  /**
   * Row k + 1 of `bets` (its `i`) is bets[k]; a statement may leave rows out (a spin that lost its race). Every bet has
   * a valid bet above 0, and no two are one player's: a write may touch a player's row once per statement.
   */
  constructor(readonly bets: readonly Bet[]) {
    const players = new Set(bets.map((b) => b.event.userId));
    if (players.size !== bets.length) throw new RangeError('one statement writes at most one bet per player');
    if (bets.some((b) => !(b.event.validBet > 0))) throw new RangeError('a bet the rewards count has a valid bet above 0');
  }

  /** The FROM item of the bets: `bets AS b`. */
  readonly from = sql`bets AS b`;

  /** An expression of row b: what `pick` gives its bet, sent as one array. */
  value<V>(type: SqlType, pick: (event: BetEvent, facts: BetFacts) => V): RawBuilder<V> {
    return valueAt(this.bets, 'b', type, (bet) => pick(bet.event, bet.facts));
  }

  /** Whether any bet gives `test` true: a module leaves out a write no bet of the statement needs. */
  some(test: (event: BetEvent, facts: BetFacts) => boolean): boolean {
    return this.bets.some((bet) => test(bet.event, bet.facts));
  }
}

/** The WITH item `bets` of every bet in `rows` (a statement that writes them all, such as engine.ts applyBet). */
export const allBets = (rows: BetRows) =>
  sql`bets AS (SELECT * FROM ${rowsOf(rows.bets, 'x', {
    user_id: ['bigint', (b) => b.event.userId],
    round_id: ['text', (b) => b.event.roundId],
    game_id: ['integer', (b) => b.event.gameId],
    type_id: ['integer', (b) => b.event.typeId],
    valid_bet: ['bigint', (b) => b.event.validBet],
    win: ['bigint', (b) => b.event.win],
    at: ['bigint', (b) => b.event.at],
  })})`;

/** The bets' stakes as a FROM item `s (user_id, amount)`, for a write that takes each player's stake (turnover.ts). */
export const betStakes = sql`(SELECT user_id, valid_bet AS amount FROM bets) AS s`;
