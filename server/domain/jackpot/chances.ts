// Draw chances: the rewards engine's deposit and bet handlers add to the player's own jackpot_chances row (one row
// per player, never a shared one, so bets of different players do not wait on each other). Try-it rounds never reach
// the engine, so they earn nothing. The leftover below a chance carries over to the next deposit or bet.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { runWrites, type Write } from '../../db/writes.ts';
import type { BetRows } from '../rewards/bets.ts';
import type { DepositEvent } from '../rewards/events.ts';
import { jackpotOpen, type Db } from './config.ts';

/**
 * Adds to the players' progress at the configured rate, as one write: a rate of 0 adds nothing. `amounts` is a FROM
 * item `x (user_id, amount)`, one row per player, each amount above 0.
 */
function progressWrite(amounts: RawBuilder<unknown>, column: 'deposit_carry' | 'bet_carry', rate: 'deposit_per_chance' | 'bet_per_chance'): Write {
  const carry = sql.ref(`jackpot_chances.${column}`);
  const per = sql`(SELECT ${sql.ref(rate)} FROM jackpot_config WHERE id = 1)`;
  // The row inserted holds the amount as whole chances and a carry; on conflict they are the amount again.
  const amount = sql`(excluded.chances * ${per} + ${sql.ref(`excluded.${column}`)})`;
  return sql`INSERT INTO jackpot_chances (user_id, chances, ${sql.ref(column)})
      SELECT x.user_id, x.amount / c.per, x.amount % c.per
      FROM ${amounts} CROSS JOIN (SELECT ${sql.ref(rate)} AS per FROM jackpot_config WHERE id = 1) AS c WHERE c.per > 0
    ON CONFLICT (user_id) DO UPDATE SET
      chances = jackpot_chances.chances + (${carry} + ${amount}) / ${per},
      ${sql.ref(column)} = (${carry} + ${amount}) % ${per}`;
}

export async function jackpotOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  if (event.amount <= 0) return;
  await runWrites(trx, [
    progressWrite(sql`(VALUES (${event.userId}::bigint, ${event.amount}::bigint)) AS x (user_id, amount)`, 'deposit_carry', 'deposit_per_chance'),
  ]);
}

/** One write, sent with the bets' other writes. */
export function jackpotBetWrites(bets: BetRows): Write[] {
  return [progressWrite(sql`(SELECT b.user_id, b.valid_bet AS amount FROM ${bets.from}) AS x`, 'bet_carry', 'bet_per_chance')];
}

export interface ChanceState {
  chances: number;
  depositCarry: number;
  betCarry: number;
}

export async function chanceState(db: Db, userId: number): Promise<ChanceState> {
  const row = await db.selectFrom('jackpot_chances').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return { chances: row?.chances ?? 0, depositCarry: row?.deposit_carry ?? 0, betCarry: row?.bet_carry ?? 0 };
}

/** The red dot: the draw is open and the player has a chance to spend. */
export async function hasDrawChance(db: Db, userId: number): Promise<boolean> {
  return (await chanceState(db, userId)).chances > 0 && (await jackpotOpen(db));
}
