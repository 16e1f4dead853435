// Responsible play: the one server answer to "may this player deposit / bet / claim / withdraw this amount now, and
// if not, why", plus the player's own limit settings.
//
// Windows are ROLLING, not calendar ones: "daily" is the last 24 hours, "weekly" the last 7 days, "monthly" the last
// 30 days before `now`. A rolling window cannot be dodged by depositing at 23:59 and again at 00:01, and it needs no
// time zone. Times in messages are shown in Asia/Manila.
//
// What counts (read from the ledger, so it is the money that really moved):
// - deposits: entries with reason 'deposit' crediting (amount > 0) any of the player's `player_*` accounts;
// - net loss: stakes minus wins on the player's accounts: -(sum of 'bet' entries) - (sum of 'win' entries), floored at 0.
//
// Changing a limit: a lower limit (or a first limit) applies at once; a higher one or a removal is stored as pending
// and applies PENDING_DELAY_MS later. A time-out (24 h to 30 days) or a self-exclusion (6 months, 1 year, 5 years)
// refuses deposits, bets and claims until it ends; withdrawals stay allowed. A self-exclusion cannot be shortened or
// lifted, and never during its first 6 months; a longer one may replace it.
import { sql, type Kysely, type Transaction } from 'kysely';
import { manilaMinuteText } from '../../contract/manila.ts';
import { formatMoney } from '../../contract/money.ts';
import { EXCLUSION_MONTHS, LIMIT_KINDS, TIMEOUT_HOURS, type LimitKind } from '../../contract/member-constants.ts';
import type { DB } from '../db/schema.ts';
import { DomainError } from './errors.ts';
import type { Value } from '../db/rows.ts';

export type PlayAction = 'deposit' | 'bet' | 'claim' | 'withdraw';
export type PlayVerdict = { allowed: true } | { allowed: false; reason: string; until?: number };

type Db = Kysely<DB> | Transaction<DB>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const PENDING_DELAY_MS = DAY;

const WINDOW_MS: Record<LimitKind, number> = {
  depositDay: DAY,
  depositWeek: 7 * DAY,
  depositMonth: 30 * DAY,
  lossDay: DAY,
  lossWeek: 7 * DAY,
  lossMonth: 30 * DAY,
};
const LIMIT_LABEL: Record<LimitKind, string> = {
  depositDay: 'daily deposit limit',
  depositWeek: 'weekly deposit limit',
  depositMonth: 'monthly deposit limit',
  lossDay: 'daily loss limit',
  lossWeek: 'weekly loss limit',
  lossMonth: 'monthly loss limit',
};

/** Ledger reasons this module reads; the wallet and games issues write their entries with these. */
export const DEPOSIT_REASON = 'deposit';
export const BET_REASON = 'bet';
export const WIN_REASON = 'win';

export interface LimitState {
  kind: LimitKind;
  /** The limit in force now (hundredths), or null for none. */
  amount: number | null;
  /** A raise or removal waiting: the value it will become (null = removed) and when. */
  pending: { amount: number | null; from: number } | null;
  /** Deposits or net loss already counted in this limit's window. */
  used: number;
}

export interface PlaySettings {
  limits: LimitState[];
  realityCheckMinutes: number;
  timeOutUntil: number | null;
  exclusionUntil: number | null;
  /** Before this time the running self-exclusion cannot be changed at all. */
  exclusionLockedUntil: number | null;
}

/** "2026-11-22 08:30 PHT" */
export function formatManila(ms: number): string {
  return `${manilaMinuteText(ms).replace('T', ' ')} PHT`;
}

/** Adds calendar months (UTC arithmetic; the day is clamped to the target month's length). */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

interface LimitRow {
  kind: string;
  amount: number | null;
  pending: boolean;
  pending_amount: number | null;
  pending_from: number | null;
}

/** The value in force at `now`: a pending change whose time has come counts as applied. */
function effective(row: LimitRow | undefined, now: number): { amount: number | null; pending: LimitState['pending'] } {
  if (!row) return { amount: null, pending: null };
  if (row.pending && row.pending_from !== null) {
    if (row.pending_from <= now) return { amount: row.pending_amount, pending: null };
    return { amount: row.amount, pending: { amount: row.pending_amount, from: row.pending_from } };
  }
  return { amount: row.amount, pending: null };
}

async function limitRows(db: Db, userId: number): Promise<Map<LimitKind, LimitRow>> {
  const rows = await db
    .selectFrom('play_limits')
    .select(['kind', 'amount', 'pending', 'pending_amount', 'pending_from'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.kind as LimitKind, r]));
}

async function sumEntries(db: Db, userId: number, reason: string, since: number, onlyCredits: boolean): Promise<number> {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('e.amount'), eb.lit(0)).as('total'))
    .where('a.user_id', '=', userId)
    .where('a.kind', 'like', 'player\\_%')
    .where('e.reason', '=', reason)
    .where('e.created_at', '>', since);
  if (onlyCredits) query = query.where('e.amount', '>', 0);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function usedIn(db: Db, userId: number, kind: LimitKind, now: number): Promise<number> {
  const since = now - WINDOW_MS[kind];
  if (kind.startsWith('deposit')) return sumEntries(db, userId, DEPOSIT_REASON, since, true);
  const bets = await sumEntries(db, userId, BET_REASON, since, false);
  const wins = await sumEntries(db, userId, WIN_REASON, since, false);
  return Math.max(0, -bets - wins);
}

interface SettingsRow {
  reality_check_minutes: number;
  timeout_until: number | null;
  exclusion_started_at: number | null;
  exclusion_until: number | null;
}

/** The player's settings row (undefined when never set) and limits: what every bet reads. */
export interface PlayFacts {
  settings: SettingsRow | undefined;
  limits: Map<LimitKind, LimitRow>;
}

/** PlayFacts as one JSON value, for a statement of the caller's (a spin reads it with its locks); playFactsOf reads it. */
export const playFactsColumn = (userId: Value<number>) =>
  sql`json_build_object(
    'settings', (SELECT json_build_object('reality_check_minutes', s.reality_check_minutes, 'timeout_until', s.timeout_until,
        'exclusion_started_at', s.exclusion_started_at, 'exclusion_until', s.exclusion_until)
      FROM play_settings s WHERE s.user_id = ${userId}::bigint),
    'limits', (SELECT COALESCE(json_agg(json_build_object('kind', l.kind, 'amount', l.amount, 'pending', l.pending,
        'pending_amount', l.pending_amount, 'pending_from', l.pending_from)), '[]'::json)
      FROM play_limits l WHERE l.user_id = ${userId}::bigint))`;

export function playFactsOf(json: unknown): PlayFacts {
  const value = (typeof json === 'string' ? JSON.parse(json) : json) as { settings: SettingsRow | null; limits: LimitRow[] };
  return { settings: value.settings ?? undefined, limits: new Map(value.limits.map((l) => [l.kind as LimitKind, l])) };
}

async function playFacts(db: Db, userId: number): Promise<PlayFacts> {
  const { rows } = await sql<{ facts: unknown }>`SELECT ${playFactsColumn(userId)} AS facts`.execute(db);
  return playFactsOf(rows[0]?.facts);
}

export async function checkPlay(db: Db, userId: number, action: PlayAction, amount: number, now: number): Promise<PlayVerdict> {
  if (action === 'withdraw') return { allowed: true };
  return checkPlayWith(db, await playFacts(db, userId), userId, action, amount, now);
}

/** checkPlay on facts already read (PlayFacts); a limit in force still reads what its window used. */
export async function checkPlayWith(db: Db, facts: PlayFacts, userId: number, action: PlayAction, amount: number, now: number): Promise<PlayVerdict> {
  if (action === 'withdraw') return { allowed: true };
  const { settings, limits: rows } = facts;
  const what = action === 'deposit' ? 'Deposits' : action === 'bet' ? 'Bets' : 'Bonus claims';
  if (settings?.exclusion_until != null && settings.exclusion_until > now) {
    const until = settings.exclusion_until;
    return { allowed: false, reason: `You are self-excluded until ${formatManila(until)}. ${what} are closed; you can still withdraw.`, until };
  }
  if (settings?.timeout_until != null && settings.timeout_until > now) {
    const until = settings.timeout_until;
    return { allowed: false, reason: `You are taking a time-out until ${formatManila(until)}. ${what} are closed; you can still withdraw.`, until };
  }
  if (action === 'claim') return { allowed: true };
  const kinds = LIMIT_KINDS.filter((k) => (action === 'deposit' ? k.startsWith('deposit') : k.startsWith('loss')));
  for (const kind of kinds) {
    const limit = effective(rows.get(kind), now).amount;
    if (limit === null) continue;
    const used = await usedIn(db, userId, kind, now);
    if (used + amount > limit) {
      const left = Math.max(0, limit - used);
      // One name per placeholder: the Filipino table (content/fil-messages.ts) keys this text by {label} and {period}.
      const label = LIMIT_LABEL[kind];
      const period = windowName(kind);
      return { allowed: false, reason: `This would pass your ${label} of ${formatMoney(limit)}: ${formatMoney(left)} left in the last ${period}.` };
    }
  }
  return { allowed: true };
}

function windowName(kind: LimitKind): string {
  return kind.endsWith('Day') ? '24 hours' : kind.endsWith('Week') ? '7 days' : '30 days';
}

export async function assertPlay(db: Db, userId: number, action: PlayAction, amount: number, now: number): Promise<void> {
  const verdict = await checkPlay(db, userId, action, amount, now);
  if (!verdict.allowed) throw new DomainError(403, verdict.reason);
}

/** assertPlay on facts already read. */
export async function assertPlayWith(db: Db, facts: PlayFacts, userId: number, action: PlayAction, amount: number, now: number): Promise<void> {
  const verdict = await checkPlayWith(db, facts, userId, action, amount, now);
  if (!verdict.allowed) throw new DomainError(403, verdict.reason);
}

export async function playSettings(db: Db, userId: number, now: number): Promise<PlaySettings> {
  const { settings: s, limits: rows } = await playFacts(db, userId);
  const limits: LimitState[] = [];
  for (const kind of LIMIT_KINDS) {
    const { amount, pending } = effective(rows.get(kind), now);
    limits.push({ kind, amount, pending, used: await usedIn(db, userId, kind, now) });
  }
  const excluded = s?.exclusion_until != null && s.exclusion_until > now;
  return {
    limits,
    realityCheckMinutes: s?.reality_check_minutes ?? 0,
    timeOutUntil: s?.timeout_until != null && s.timeout_until > now ? s.timeout_until : null,
    exclusionUntil: excluded ? s.exclusion_until : null,
    exclusionLockedUntil: excluded && s.exclusion_started_at != null ? addMonths(s.exclusion_started_at, 6) : null,
  };
}

export type LimitChanges = Partial<Record<LimitKind, number | null>>;

/**
 * Applies the player's new limits. Per kind: a first limit, or one lower than the limit in force, applies now and
 * cancels any pending raise; the same value cancels a pending change; a higher value or null (removal) waits 24 hours.
 */
export async function setPlayLimits(
  trx: Transaction<DB>,
  userId: number,
  changes: LimitChanges,
  realityCheckMinutes: number | undefined,
  now: number,
): Promise<void> {
  await lockSettings(trx, userId, now);
  const rows = await limitRows(trx, userId);
  for (const kind of LIMIT_KINDS) {
    if (!(kind in changes)) continue;
    const wanted = changes[kind] ?? null;
    const current = effective(rows.get(kind), now).amount;
    let next: { amount: number | null; pending: boolean; pending_amount: number | null; pending_from: number | null };
    if (wanted !== null && (current === null || wanted <= current)) {
      next = { amount: wanted, pending: false, pending_amount: null, pending_from: null };
    } else if (wanted === current) {
      next = { amount: current, pending: false, pending_amount: null, pending_from: null };
    } else {
      next = { amount: current, pending: true, pending_amount: wanted, pending_from: now + PENDING_DELAY_MS };
    }
    await trx
      .insertInto('play_limits')
      .values({ user_id: userId, kind, ...next, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ ...next, updated_at: now }))
      .execute();
  }
  if (realityCheckMinutes !== undefined) {
    await trx.updateTable('play_settings').set({ reality_check_minutes: realityCheckMinutes, updated_at: now }).where('user_id', '=', userId).execute();
  }
}

/** Creates the player's settings row if needed and locks it, so two changes at once apply one after the other. */
async function lockSettings(trx: Transaction<DB>, userId: number, now: number) {
  await trx
    .insertInto('play_settings')
    .values({ user_id: userId, timeout_until: null, exclusion_started_at: null, exclusion_until: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('play_settings')
    .select(['timeout_until', 'exclusion_started_at', 'exclusion_until'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Starts (or lengthens) a time-out. A running time-out cannot be shortened. Returns when it ends. */
export async function startTimeOut(trx: Transaction<DB>, userId: number, hours: number, now: number): Promise<number> {
  if (!Number.isInteger(hours) || hours < TIMEOUT_HOURS.min || hours > TIMEOUT_HOURS.max) {
    throw new DomainError(400, 'A time-out lasts from 24 hours to 30 days');
  }
  const row = await lockSettings(trx, userId, now);
  const until = Math.max(now + hours * HOUR, row.timeout_until ?? 0);
  await trx.updateTable('play_settings').set({ timeout_until: until, updated_at: now }).where('user_id', '=', userId).execute();
  return until;
}

/**
 * Starts a self-exclusion of 6, 12 or 60 months. While one runs it cannot be lifted or shortened (and not touched at
 * all in its first 6 months); a longer one may replace it after that. Returns when it ends.
 */
export async function startSelfExclusion(trx: Transaction<DB>, userId: number, months: number, now: number): Promise<number> {
  if (!(EXCLUSION_MONTHS as readonly number[]).includes(months)) throw new DomainError(400, 'A self-exclusion lasts 6 months, 1 year or 5 years');
  const row = await lockSettings(trx, userId, now);
  const until = addMonths(now, months);
  if (row.exclusion_until !== null && row.exclusion_until > now) {
    const lockedUntil = addMonths(row.exclusion_started_at ?? now, 6);
    if (now < lockedUntil) throw new DomainError(409, `Your self-exclusion cannot be changed before ${formatManila(lockedUntil)}`);
    if (until <= row.exclusion_until) throw new DomainError(409, `Your self-exclusion already runs until ${formatManila(row.exclusion_until)}`);
  }
  await trx.updateTable('play_settings').set({ exclusion_started_at: now, exclusion_until: until, updated_at: now }).where('user_id', '=', userId).execute();
  return until;
}
