// Draw chances: the rewards engine's deposit and bet handlers add to the player's own jackpot_chances row (one row
// per player, never a shared one, so bets of different players do not wait on each other). Try-it rounds never reach
// the engine, so they earn nothing. The leftover below a chance carries over to the next deposit or bet.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { runWrites, type Write } from '../../db/writes.ts';
import type { BetEvent, DepositEvent } from '../rewards/events.ts';
import { jackpotOpen, type Db } from './config.ts';

/** Adds to the player's progress at the configured rate, as one write: a rate of 0 adds nothing. */
function progressWrite(userId: number, column: 'deposit_carry' | 'bet_carry', amount: number, rate: 'deposit_per_chance' | 'bet_per_chance'): Write | null {
  if (amount <= 0) return null;
  const carry = sql.ref(`jackpot_chances.${column}`);
  const per = sql`(SELECT ${sql.ref(rate)} FROM jackpot_config WHERE id = 1)`;
  return sql`INSERT INTO jackpot_chances (user_id, chances, ${sql.ref(column)})
      SELECT ${userId}::bigint, ${amount}::bigint / c.per, ${amount}::bigint % c.per
      FROM (SELECT ${sql.ref(rate)} AS per FROM jackpot_config WHERE id = 1) AS c WHERE c.per > 0
    ON CONFLICT (user_id) DO UPDATE SET
      chances = jackpot_chances.chances + (${carry} + ${amount}::bigint) / ${per},
      ${sql.ref(column)} = (${carry} + ${amount}::bigint) % ${per}`;
}

export async function jackpotOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  await runWrites(
    trx,
    [progressWrite(event.userId, 'deposit_carry', event.amount, 'deposit_per_chance')].filter((w) => w !== null),
  );
}

/** One write, sent with the bet's other writes (a bet runs it). */
export function jackpotBetWrites(event: BetEvent): Write[] {
  const write = progressWrite(event.userId, 'bet_carry', event.validBet, 'bet_per_chance');
  return write ? [write] : [];
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
