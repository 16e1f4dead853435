// The rewards engine's entry points: what a player does (a valid bet, a credited deposit, a day's log-in, an invite)
// reaches every rewards module (VIP experience, rebates, tasks) here, inside the transaction that did it, so a reward
// counts exactly when the thing it counts happened. Each module's handler is listed below, in the order they run.
// A bet, the most frequent event by far, is not handled but described: each module returns its writes, and they go
// to the database as one statement with what the bet's caller writes (the round, the journal), after one read of the
// facts they need (betFactsColumn, which a spin reads with its own locks).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { runWrites, type Write } from '../../db/writes.ts';
import { betWrites as tasksBetWrites, onDeposit as tasksOnDeposit, onInvite as tasksOnInvite, onLogin as tasksOnLogin } from './tasks.ts';
import { vipBetWrites, vipOnDeposit } from '../vip/events.ts';
import { jackpotBetWrites, jackpotOnDeposit } from '../jackpot/chances.ts';
import { firstDepositOnDeposit } from '../first-deposit/first-deposit.ts';
import { agentBetFacts, agentBetWrites, agentFactsOf, agentOnDeposit, agentOnInvite } from '../agent/invites.ts';
import { pkBetWrites } from '../pk/members.ts';
import { slotshackBetFacts, slotshackBetWrites } from '../slotshack/scoring.ts';
import { spinOnDeposit } from '../spin/chances.ts';
import type { BetEvent, BetFacts, DepositEvent, InviteEvent, LoginEvent } from './events.ts';

type Handler<E> = (trx: Transaction<DB>, event: E) => Promise<void>;
/** A module's writes for a bet: independent of the other modules' (db/writes.ts says what that asks). */
type BetWrites = (event: BetEvent, facts: BetFacts) => Write[];

const betWriters: BetWrites[] = [tasksBetWrites, vipBetWrites, jackpotBetWrites, agentBetWrites, pkBetWrites, slotshackBetWrites];
const depositHandlers: Handler<DepositEvent>[] = [tasksOnDeposit, vipOnDeposit, jackpotOnDeposit, firstDepositOnDeposit, agentOnDeposit, spinOnDeposit];
const loginHandlers: Handler<LoginEvent>[] = [tasksOnLogin];
const inviteHandlers: Handler<InviteEvent>[] = [tasksOnInvite, agentOnInvite];

async function run<E>(handlers: Handler<E>[], trx: Transaction<DB>, event: E): Promise<void> {
  for (const handler of handlers) await handler(trx, event);
}

/** The facts every module's bet writes need (BetFacts), as one JSON value for a statement of the caller's. */
export const betFactsColumn = (event: Pick<BetEvent, 'userId' | 'gameId' | 'at' | 'validBet'>) =>
  sql`json_build_object('inviter', ${agentBetFacts(event.userId)}, 'slotshackEvents', ${slotshackBetFacts(event.gameId, event.at, event.validBet)})`;

export function betFactsOf(json: unknown): BetFacts {
  const value = (typeof json === 'string' ? JSON.parse(json) : json) as { inviter?: unknown; slotshackEvents?: unknown } | null;
  const events = Array.isArray(value?.slotshackEvents) ? value.slotshackEvents.map(Number) : [];
  return { inviter: agentFactsOf(value?.inviter), slotshackEvents: events };
}

/** Every module's writes for a settled real-money bet, given its facts. */
export const betWrites = (event: BetEvent, facts: BetFacts): Write[] => betWriters.flatMap((writes) => writes(event, facts));

/**
 * A settled real-money round, in its own transaction: the facts in one statement, then every module's writes and the
 * caller's `also` (writes of its own for the same statement) in another.
 */
export async function applyBet(trx: Transaction<DB>, event: BetEvent, also: readonly Write[] = []): Promise<void> {
  if (event.validBet <= 0) return runWrites(trx, also);
  const { rows } = await sql<{ facts: unknown }>`SELECT ${betFactsColumn(event)} AS facts`.execute(trx);
  await runWrites(trx, [...also, ...betWrites(event, betFactsOf(rows[0]?.facts))]);
}

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
  // Nothing waits nearly always (every path consumes its bet in-line): one read instead of a transaction's three.
  const waiting = await db.selectFrom('bet_outbox').select('id').where('user_id', '=', userId).where('consumed_at', 'is', null).limit(1).executeTakeFirst();
  if (!waiting) return 0;
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
      const event = {
        userId: row.user_id,
        roundId: row.round_id,
        gameId: row.game_id,
        typeId: row.type_id,
        validBet: row.valid_bet,
        win: row.win,
        at: row.created_at,
      };
      await applyBet(trx, event, [trx.updateTable('bet_outbox').set({ consumed_at: row.created_at }).where('id', '=', row.id)]);
    }
    return rows.length;
  });
}
