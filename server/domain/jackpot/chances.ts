// Draw chances: the rewards engine's deposit and bet handlers add to the player's own jackpot_chances row (one row
// per player, never a shared one, so bets of different players do not wait on each other). Try-it rounds never reach
// the engine, so they earn nothing. The leftover below a chance carries over to the next deposit or bet.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BetEvent, DepositEvent } from '../rewards/events.ts';
import { jackpotOpen, readJackpotConfig, type Db } from './config.ts';

async function addProgress(trx: Transaction<DB>, userId: number, column: 'deposit_carry' | 'bet_carry', amount: number, per: number): Promise<void> {
  if (amount <= 0 || per <= 0) return;
  const carry = sql.ref(`jackpot_chances.${column}`);
  await trx
    .insertInto('jackpot_chances')
    .values({ user_id: userId, chances: Math.floor(amount / per), [column]: amount % per })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        chances: sql`jackpot_chances.chances + (${carry} + ${amount}) / ${per}`,
        [column]: sql`(${carry} + ${amount}) % ${per}`,
      }),
    )
    .execute();
}

export async function jackpotOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  const { depositPerChance } = await readJackpotConfig(trx);
  await addProgress(trx, event.userId, 'deposit_carry', event.amount, depositPerChance);
}

export async function jackpotOnBet(trx: Transaction<DB>, event: BetEvent): Promise<void> {
  const { betPerChance } = await readJackpotConfig(trx);
  await addProgress(trx, event.userId, 'bet_carry', event.validBet, betPerChance);
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
