// The rewards engine's entry points: what a player does (a valid bet, a credited deposit, a day's log-in, an invite)
// reaches every rewards module (VIP experience, rebates, tasks) here, inside the transaction that did it, so a reward
// counts exactly when the thing it counts happened. Each module's handler is listed below, in the order they run.
// A bet, the most frequent event by far, is not handled but described: each module returns set-based writes over the
// statement's bets (bets.ts), and they go to the database as one statement with what the bets' caller writes (the
// rounds, the journal), after one read of the facts they need (betFactsColumn, which a spin reads with its balance). A
// batch of spins writes many players' bets with the same writes as one bet.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Value } from '../../db/rows.ts';
import { runWrites, withWrites, type Write } from '../../db/writes.ts';
import { turnoverReleaseWrite } from '../wallet/turnover.ts';
import { allBets, betStakes, BetRows } from './bets.ts';
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
/** A module's writes for the statement's bets: independent of the other modules' (db/writes.ts says what that asks). */
type BetWrites = (bets: BetRows) => Write[];

const betWriters: BetWrites[] = [tasksBetWrites, vipBetWrites, jackpotBetWrites, agentBetWrites, pkBetWrites, slotshackBetWrites];
const depositHandlers: Handler<DepositEvent>[] = [tasksOnDeposit, vipOnDeposit, jackpotOnDeposit, firstDepositOnDeposit, agentOnDeposit, spinOnDeposit];
const loginHandlers: Handler<LoginEvent>[] = [tasksOnLogin];
const inviteHandlers: Handler<InviteEvent>[] = [tasksOnInvite, agentOnInvite];

async function run<E>(handlers: Handler<E>[], trx: Transaction<DB>, event: E): Promise<void> {
  for (const handler of handlers) await handler(trx, event);
}

/** The facts every module's bet writes need (BetFacts), as one JSON value for a statement of the caller's. */
export const betFactsColumn = (event: { userId: Value<number>; gameId: Value<number>; at: Value<number>; validBet: Value<number> }) =>
  sql`json_build_object('inviter', ${agentBetFacts(event.userId)}, 'slotshackEvents', ${slotshackBetFacts(event.gameId, event.at, event.validBet)})`;

export function betFactsOf(json: unknown): BetFacts {
  const value = (typeof json === 'string' ? JSON.parse(json) : json) as { inviter?: unknown; slotshackEvents?: unknown } | null;
  const events = Array.isArray(value?.slotshackEvents) ? value.slotshackEvents.map(Number) : [];
  return { inviter: agentFactsOf(value?.inviter), slotshackEvents: events };
}

/** Every module's writes for the statement's settled real-money bets, given their facts. */
export const betWrites = (bets: BetRows): Write[] => betWriters.flatMap((writes) => writes(bets));

/**
 * A settled real-money round, in the caller's transaction: the facts in one statement, then every module's writes, the
 * caller's `also` (writes of its own for the same statement) and, with `releaseTurnover`, the release of the stake
 * from the player's turnover locks, in another.
 */
export async function applyBet(trx: Transaction<DB>, event: BetEvent, also: readonly Write[] = [], options: { releaseTurnover?: boolean } = {}): Promise<void> {
  if (event.validBet <= 0) return runWrites(trx, also);
  const { rows } = await sql<{ facts: unknown }>`SELECT ${betFactsColumn(event)} AS facts`.execute(trx);
  const bets = new BetRows([{ event, facts: betFactsOf(rows[0]?.facts) }]);
  const release = options.releaseTurnover ? [turnoverReleaseWrite(betStakes)] : [];
  await sql`WITH ${allBets(bets)}, ${withWrites([...also, ...release, ...betWrites(bets)])} SELECT 1`.execute(trx);
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
