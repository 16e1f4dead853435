// Tasks and points calls: the player's daily and weekly tasks in the current Manila period, finishing a task the app
// itself reports, claiming a complete task's awards once; the points balance, rate and history, and exchanging points
// into coin.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

const taskId = z.number().int().positive();

export const TASK_STATES = ['in-progress', 'complete', 'claimed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const POINTS_PAGE_SIZE = 20;

export const task = z.object({
  id: z.number().int(),
  kind: z.enum(['daily', 'weekly']),
  title: z.string(),
  /** 'money': goal and progress are hundredths (a bet or deposit amount); 'count': rounds, days, friends. */
  unit: z.enum(['count', 'money']),
  goal: z.number().int().positive(),
  /** Capped at the goal. */
  progress: z.number().int().nonnegative(),
  awards: z.array(award),
  state: z.enum(TASK_STATES),
  /** Epoch ms when this task's Manila day or week ends and it starts again. */
  resetsAt: z.number().int(),
  /** Where the app's Go button leads: 'games', 'games:<typeId>' (a lobby tab), 'deposit', 'invite', 'inbox', 'game:<id>', or '' for nowhere. */
  action: z.string(),
  /** The app reports this task done itself (finishTask), e.g. opening the inbox. */
  clientCompletable: z.boolean(),
  /** Gates (SPEC section 6): the VIP level and userLevel (USER_LEVEL in member-constants.ts) needed to claim it. */
  minVip: z.number().int().nonnegative().default(0),
  minUserLevel: z.number().int().nonnegative().default(0),
  /** The player's gates close it: progress counts, the claim is refused until they open. */
  locked: z.boolean().default(false),
});
export type Task = z.infer<typeof task>;

/** A liveness chest: opens once a Manila day when the day's liveness reaches `at`; claimable once that day. */
export const livenessChest = z.object({
  at: z.number().int().positive(),
  awards: z.array(award),
  state: z.enum(['locked', 'open', 'claimed']),
});
export type LivenessChest = z.infer<typeof livenessChest>;

export const getTaskUserCall = defineCall('getTaskUser', 'app/v1', {
  request: z.object({}),
  response: z.object({
    list: z.array(task),
    /** Liveness held in all (prop 4001). */
    liveness: z.number().int(),
    /** Liveness earned this Manila day: it opens the day's chests. */
    livenessToday: z.number().int(),
    chests: z.array(livenessChest),
    points: z.number().int(),
    serverTime: z.number().int(),
  }),
  auth: 'required',
  kind: 'read',
});

/** Marks a client-completable task of the current period done; any other task answers 403. */
export const finishTaskCall = defineCall('finishTask', 'app/v1', {
  request: z.object({ id: taskId }),
  response: task,
  auth: 'required',
  kind: 'write',
});

/** Claims a complete task's awards for the current period. A repeated claim credits nothing and answers alreadyClaimed. */
export const receiveTaskAwardCall = defineCall('receiveTaskAward', 'app/v1', {
  request: z.object({ id: taskId }),
  response: z.object({
    id: z.number().int(),
    awards: z.array(award),
    alreadyClaimed: z.boolean(),
    balance: z.number().int(),
    points: z.number().int(),
    liveness: z.number().int(),
    livenessToday: z.number().int(),
  }),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: opens one of today's liveness chests (once per Manila day); a repeat credits nothing.
export const receiveLivenessChestCall = defineCall('receiveLivenessChest', 'app/v1', {
  request: z.object({ at: z.number().int().positive() }),
  response: z.object({
    at: z.number().int(),
    awards: z.array(award),
    alreadyClaimed: z.boolean(),
    balance: z.number().int(),
    points: z.number().int(),
  }),
  auth: 'required',
  kind: 'write',
});

export const pointsHistoryItem = z.object({
  /** 'earned:<n>' for an award row, 'spent:<n>' for an exchange: unique across both. */
  key: z.string(),
  /** Positive when earned, negative when exchanged. */
  points: z.number().int(),
  /** What it came from ('task', 'mail', ...) or 'points-exchange'. */
  source: z.string(),
  /** Coin received, for an exchange (hundredths); 0 otherwise. */
  coin: z.number().int(),
  time: z.number().int(),
});
export type PointsHistoryItem = z.infer<typeof pointsHistoryItem>;

export const exchangeInfo = z.object({
  points: z.number().int(),
  /** Points that make ₱1.00. */
  pointsPerPeso: z.number().int().positive(),
  minPoints: z.number().int().positive(),
  maxPoints: z.number().int().positive(),
});
export type ExchangeInfo = z.infer<typeof exchangeInfo>;

export const getExchangeCall = defineCall('getExchange', 'app/v1', {
  request: z.object({ page: z.number().int().positive().default(1) }),
  response: exchangeInfo.extend({ history: z.array(pointsHistoryItem), page: z.number().int(), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});

/** Exchanges points into coin at the config's rate; idempotent by Idempotency-Key. */
export const exchangeCall = defineCall('exchange', 'app/v1', {
  request: z.object({ points: z.number().int().positive() }),
  response: z.object({ points: z.number().int(), coin: z.number().int(), balance: z.number().int(), pointsLeft: z.number().int() }),
  auth: 'required',
  kind: 'write',
});
