// Daily and weekly tasks: progress from the rewards engine's events (log-ins, deposits, bets, invites) or from the
// app (finishTask), kept per (player, task, Manila period) so a new day or week starts fresh with no job; claiming a
// complete task's awards once. Lock order everywhere: the player's main account, then task rows (as a settled bet
// holds main and then bumps its tasks), so a claim and a bet cannot deadlock.
import { taskDots, type TaskDotInput } from '../../../contract/red-dots.ts';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { PROP, type Award, type Task, type TaskState } from '../../../contract/index.ts';
import type { DB, TaskEvent, TaskKind } from '../../db/schema.ts';
import type { Write } from '../../db/writes.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { gateRefusal, readGates, type RewardGates } from '../user-level.ts';
import { lockMain } from '../wallet/accounts.ts';
import type { BetRows } from './bets.ts';
import type { DepositEvent, InviteEvent, LoginEvent } from './events.ts';
import { livenessChests } from './liveness.ts';
import { manilaDayKey, manilaWeekKey, nextManilaMidnight, nextManilaWeekStart } from '../../../contract/manila.ts';

type Db = Kysely<DB> | Transaction<DB>;

interface TaskDef {
  id: number;
  kind: TaskKind;
  event: TaskEvent;
  type_id: number | null;
  game_id: number | null;
  title: string;
  goal: number;
  awards: string;
  action: string;
  min_vip: number;
  min_user_level: number;
}

interface ProgressRow {
  task_id: number;
  period_key: string;
  progress: number;
  completed_at: number | null;
  claimed_at: number | null;
}

const defColumns = ['id', 'kind', 'event', 'type_id', 'game_id', 'title', 'goal', 'awards', 'action', 'min_vip', 'min_user_level'] as const;
const MONEY_EVENTS: readonly TaskEvent[] = ['bet_amount', 'deposit_amount'];
const NOT_FOUND = 'This task does not exist';

export const periodKey = (kind: TaskKind, at: number): string => (kind === 'daily' ? manilaDayKey(at) : manilaWeekKey(at));
const resetsAt = (kind: TaskKind, at: number): number => (kind === 'daily' ? nextManilaMidnight(at) : nextManilaWeekStart(at));
const awardsOf = (def: TaskDef): Award[] => JSON.parse(def.awards) as Award[];

async function defsFor(db: Db, events: TaskEvent[]): Promise<TaskDef[]> {
  return db.selectFrom('task_defs').select(defColumns).where('active', '=', true).where('event', 'in', events).orderBy('sort').execute();
}

/** Adds `delta` to a task's progress in the period of `at`, capped at the goal; a completed row is left alone. */
async function bump(trx: Transaction<DB>, userId: number, def: TaskDef, delta: number, at: number): Promise<void> {
  if (delta <= 0) return;
  const first = Math.min(delta, def.goal);
  await trx
    .insertInto('task_progress')
    .values({
      user_id: userId,
      task_id: def.id,
      period_key: periodKey(def.kind, at),
      progress: first,
      completed_at: first >= def.goal ? at : null,
      claimed_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'task_id', 'period_key'])
        .doUpdateSet({
          progress: sql<number>`LEAST(task_progress.progress + ${delta}::bigint, ${def.goal}::bigint)`,
          completed_at: sql<number | null>`CASE WHEN task_progress.progress + ${delta}::bigint >= ${def.goal}::bigint THEN ${at}::bigint END`,
        })
        .where('task_progress.completed_at', 'is', null),
    )
    .execute();
}

/**
 * Every active bet task each bet counts toward, bumped by one write (sent with the bets' other writes), with bump's
 * rule: the progress is capped at the goal and a completed row is left alone.
 */
export function betWrites(bets: BetRows): Write[] {
  const daily = bets.value('text', (e) => periodKey('daily', e.at));
  const weekly = bets.value('text', (e) => periodKey('weekly', e.at));
  return [
    sql`INSERT INTO task_progress (user_id, task_id, period_key, progress, completed_at, claimed_at)
      SELECT b.user_id, d.id, CASE WHEN d.kind = 'daily' THEN ${daily} ELSE ${weekly} END,
        LEAST(x.delta, d.goal), CASE WHEN x.delta >= d.goal THEN b.at END, NULL
      FROM ${bets.from} JOIN task_defs d ON d.active AND d.event IN ('bet_amount', 'play_rounds')
        AND (d.type_id IS NULL OR d.type_id = b.type_id) AND (d.game_id IS NULL OR d.game_id = b.game_id)
      CROSS JOIN LATERAL (SELECT CASE WHEN d.event = 'bet_amount' THEN b.valid_bet ELSE 1 END AS delta) AS x
    ON CONFLICT (user_id, task_id, period_key) DO UPDATE SET
      progress = LEAST(task_progress.progress + excluded.progress, (SELECT goal FROM task_defs WHERE id = excluded.task_id)),
      completed_at = CASE WHEN task_progress.progress + excluded.progress >= (SELECT goal FROM task_defs WHERE id = excluded.task_id)
        THEN (SELECT at FROM bets WHERE user_id = excluded.user_id) END
    WHERE task_progress.completed_at IS NULL`,
  ];
}

export async function onDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  for (const def of await defsFor(trx, ['deposit_count', 'deposit_amount']))
    await bump(trx, event.userId, def, def.event === 'deposit_amount' ? event.amount : 1, event.at);
  await countInvite(trx, event.userId, event.at);
}

/** Counts a Manila day once, however often the app starts that day. */
export async function onLogin(trx: Transaction<DB>, event: LoginEvent): Promise<void> {
  const first = await trx
    .insertInto('task_login_days')
    .values({ user_id: event.userId, day_key: manilaDayKey(event.at) })
    .onConflict((oc) => oc.columns(['user_id', 'day_key']).doNothing())
    .returning('day_key')
    .executeTakeFirst();
  if (!first) return;
  for (const def of await defsFor(trx, ['login'])) await bump(trx, event.userId, def, 1, event.at);
}

/**
 * Binding an inviter counts nothing by itself (throwaway sign-ups would farm it): the invite counts at the invitee's
 * first credited deposit, or here when the invitee had already deposited before binding.
 */
export async function onInvite(trx: Transaction<DB>, event: InviteEvent): Promise<void> {
  if (event.inviterId <= 0 || event.inviterId === event.inviteeId) return;
  const deposited = await trx
    .selectFrom('deposit_orders')
    .select('id')
    .where('user_id', '=', event.inviteeId)
    .where('state', '=', 'paid')
    .limit(1)
    .executeTakeFirst();
  if (deposited) await countInvite(trx, event.inviteeId, event.at);
}

/**
 * Gives the invitee's inviter one invite, once per invitee: the conditional update marks the invitee, so a second
 * deposit (or two racing ones: the row lock orders them) finds it marked. An inviter that does not exist counts nothing.
 */
async function countInvite(trx: Transaction<DB>, inviteeId: number, at: number): Promise<void> {
  const marked = await trx
    .updateTable('users')
    .set({ invite_counted_at: at })
    .where('id', '=', inviteeId)
    .where('pid', '>', 0)
    .where('pid', '!=', inviteeId)
    .where('invite_counted_at', 'is', null)
    .returning('pid')
    .executeTakeFirst();
  if (!marked) return;
  const inviter = await trx.selectFrom('users').select('id').where('id', '=', marked.pid).executeTakeFirst();
  if (!inviter) return;
  for (const def of await defsFor(trx, ['invite'])) await bump(trx, inviter.id, def, 1, at);
}

function stateOf(row: ProgressRow | undefined): TaskState {
  if (row?.claimed_at != null) return 'claimed';
  return row?.completed_at != null ? 'complete' : 'in-progress';
}

const minOf = (def: TaskDef) => ({ vip: def.min_vip, userLevel: def.min_user_level });

function view(def: TaskDef, row: ProgressRow | undefined, now: number, gates: RewardGates): Task {
  return {
    id: def.id,
    kind: def.kind,
    title: def.title,
    unit: MONEY_EVENTS.includes(def.event) ? 'money' : 'count',
    goal: def.goal,
    progress: Math.min(row?.progress ?? 0, def.goal),
    awards: awardsOf(def),
    state: stateOf(row),
    resetsAt: resetsAt(def.kind, now),
    action: def.action,
    clientCompletable: def.event === 'client',
    minVip: def.min_vip,
    minUserLevel: def.min_user_level,
    locked: gateRefusal(minOf(def), gates) !== null,
  };
}

/** The player's rows of the current Manila day and week, by task id (a day key and a week key never collide). */
async function currentRows(db: Db, userId: number, now: number, taskId?: number): Promise<Map<number, ProgressRow>> {
  let query = db
    .selectFrom('task_progress')
    .select(['task_id', 'period_key', 'progress', 'completed_at', 'claimed_at'])
    .where('user_id', '=', userId)
    .where('period_key', 'in', [manilaDayKey(now), manilaWeekKey(now)]);
  if (taskId !== undefined) query = query.where('task_id', '=', taskId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.task_id, r]));
}

async function propCounts(db: Db, userId: number): Promise<{ points: number; liveness: number }> {
  const rows = await db
    .selectFrom('player_props')
    .select(['prop_id', 'count'])
    .where('user_id', '=', userId)
    .where('prop_id', 'in', [PROP.points, PROP.liveness])
    .execute();
  const count = (id: number) => rows.find((r) => r.prop_id === id)?.count ?? 0;
  return { points: count(PROP.points), liveness: count(PROP.liveness) };
}

export async function listTasks(db: Db, userId: number, now: number) {
  const defs = await db.selectFrom('task_defs').select(defColumns).where('active', '=', true).orderBy('sort').execute();
  const rows = await currentRows(db, userId, now);
  const gates = await readGates(db, userId);
  return {
    list: defs.map((def) => view(def, rows.get(def.id), now, gates)),
    ...(await propCounts(db, userId)),
    ...(await livenessChests(db, userId, now)),
    serverTime: now,
  };
}

async function activeDef(db: Db, id: number): Promise<TaskDef> {
  const def = await db.selectFrom('task_defs').select(defColumns).where('id', '=', id).where('active', '=', true).executeTakeFirst();
  if (!def) throw notFound(NOT_FOUND);
  return def;
}

/** Only tasks the app itself reports (opening the inbox, ...) may be finished this way. */
export async function finishTask(db: Kysely<DB>, userId: number, id: number, now: number): Promise<Task> {
  const def = await activeDef(db, id);
  if (def.event !== 'client') throw refused('This task completes by itself when you do it; it cannot be marked done');
  await db.transaction().execute((trx) => bump(trx, userId, def, def.goal, now));
  return view(def, (await currentRows(db, userId, now, id)).get(id), now, await readGates(db, userId));
}

// Refusals answer 403, not 409: the worker retries a 409 (a duplicate in flight), and these are final.
/** Pays a complete task of the current period once: the row lock (taken after the main account's) serialises claims. */
export async function claimTask(db: Kysely<DB>, userId: number, id: number, now: number) {
  const def = await activeDef(db, id);
  const awards = awardsOf(def);
  const closed = gateRefusal(minOf(def), await readGates(db, userId));
  if (closed) throw refused(closed);
  const before = (await currentRows(db, userId, now, id)).get(id);
  if (before?.completed_at == null) throw refused('Finish this task first, then claim its reward');
  if (before.claimed_at === null) {
    const coin = awards.filter((a) => a.id === PROP.coin).reduce((sum, a) => sum + a.count, 0);
    await assertPlay(db, userId, 'claim', coin, now);
  }
  const period = periodKey(def.kind, now);
  return db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const row = await trx
      .selectFrom('task_progress')
      .select(['completed_at', 'claimed_at'])
      .where('user_id', '=', userId)
      .where('task_id', '=', id)
      .where('period_key', '=', period)
      .forUpdate()
      .executeTakeFirst();
    // The period turned between the check and the lock: the new period's task is not complete.
    if (row?.completed_at == null) throw refused('Finish this task first, then claim its reward');
    const alreadyClaimed = row.claimed_at !== null;
    let balance = main.balance;
    if (!alreadyClaimed) {
      balance = await grantAwards(trx, userId, awards, { source: 'task', reference: `${userId}:${period}:${id}`, now });
      await trx
        .updateTable('task_progress')
        .set({ claimed_at: now })
        .where('user_id', '=', userId)
        .where('task_id', '=', id)
        .where('period_key', '=', period)
        .execute();
    }
    const { livenessToday } = await livenessChests(trx, userId, now);
    return { id, awards, alreadyClaimed, balance, ...(await propCounts(trx, userId)), livenessToday };
  });
}

/** The task red dots (contract/red-dots.ts) over the tasks the player's gates leave open. */
export async function taskFlags(db: Db, userId: number, now: number): Promise<{ hasTask: boolean; taskAwardFlag: boolean }> {
  const gates = await readGates(db, userId);
  const open = (await db.selectFrom('task_defs').select(['id', 'kind', 'min_vip', 'min_user_level']).where('active', '=', true).execute()).filter(
    (def) => gateRefusal({ vip: def.min_vip, userLevel: def.min_user_level }, gates) === null,
  );
  const rows = await currentRows(db, userId, now);
  const tasks = open.map((def) => {
    const row = rows.get(def.id);
    const state = row?.claimed_at != null ? 'claimed' : row?.completed_at != null ? 'complete' : 'in-progress';
    return { kind: def.kind as TaskDotInput['kind'], state } as const;
  });
  const withoutChests = taskDots(tasks, []);
  // The chests cost a query of their own: only asked when no task already lights the dot.
  if (withoutChests.taskAwardFlag) return withoutChests;
  return taskDots(tasks, (await livenessChests(db, userId, now)).chests);
}
