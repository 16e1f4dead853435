// The rewards engine's entry points: what a player does (a valid bet, a credited deposit, a day's log-in, an invite)
// reaches every rewards module (VIP experience, rebates, tasks) here, inside the transaction that did it, so a reward
// counts exactly when the thing it counts happened. Each module's handler is listed below, in the order they run.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { onBet as tasksOnBet, onDeposit as tasksOnDeposit, onInvite as tasksOnInvite, onLogin as tasksOnLogin } from './tasks.ts';
import { vipOnBet, vipOnDeposit } from '../vip/events.ts';
import { jackpotOnBet, jackpotOnDeposit } from '../jackpot/chances.ts';
import { firstDepositOnDeposit } from '../first-deposit/first-deposit.ts';
import { agentOnBet, agentOnDeposit, agentOnInvite } from '../agent/invites.ts';
import { pkOnBet } from '../pk/members.ts';
import { slotshackOnBet } from '../slotshack/scoring.ts';
import { spinOnDeposit } from '../spin/chances.ts';
import type { BetEvent, DepositEvent, InviteEvent, LoginEvent } from './events.ts';

type Handler<E> = (trx: Transaction<DB>, event: E) => Promise<void>;

const betHandlers: Handler<BetEvent>[] = [tasksOnBet, vipOnBet, jackpotOnBet, agentOnBet, pkOnBet, slotshackOnBet];
const depositHandlers: Handler<DepositEvent>[] = [tasksOnDeposit, vipOnDeposit, jackpotOnDeposit, firstDepositOnDeposit, agentOnDeposit, spinOnDeposit];
const loginHandlers: Handler<LoginEvent>[] = [tasksOnLogin];
const inviteHandlers: Handler<InviteEvent>[] = [tasksOnInvite, agentOnInvite];

async function run<E>(handlers: Handler<E>[], trx: Transaction<DB>, event: E): Promise<void> {
  for (const handler of handlers) await handler(trx, event);
}

/** A settled real-money round, in its own transaction. */
export const applyBet = (trx: Transaction<DB>, event: BetEvent) => run(betHandlers, trx, event);

/** A deposit credited to the main wallet, in the credit's transaction. */
export const applyDeposit = (trx: Transaction<DB>, event: DepositEvent) => run(depositHandlers, trx, event);

/** The player opened the app logged in (after-login info); handlers count it once per Manila day themselves. */
export async function applyLogin(db: Database, event: LoginEvent): Promise<void> {
  if (loginHandlers.length === 0) return;
  await db.transaction().execute((trx) => run(loginHandlers, trx, event));
}

/** A player bound an inviter (agentFill or a register link). */
export const applyInvite = (trx: Transaction<DB>, event: InviteEvent) => run(inviteHandlers, trx, event);

/**
 * Applies bets still waiting in the outbox (written before the engine consumed them in-line, or by a path that only
 * wrote the outbox). Rows are locked and skipped by a concurrent drain, so each applies once.
 */
export async function drainBets(db: Database, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('bet_outbox')
      .selectAll()
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of rows) {
      await applyBet(trx, {
        userId: row.user_id,
        roundId: row.round_id,
        gameId: row.game_id,
        typeId: row.type_id,
        validBet: row.valid_bet,
        win: row.win,
        at: row.created_at,
      });
      await trx.updateTable('bet_outbox').set({ consumed_at: row.created_at }).where('id', '=', row.id).execute();
    }
    return rows.length;
  });
}
