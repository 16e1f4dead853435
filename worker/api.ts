// Builds the object the worker exposes over Comlink; it holds the UI's listener and, through WorkerState, the token.
import { proxy } from 'comlink';
import type { ClientMeta } from '../contract/index.ts';
import { clearUserTables, type AppDatabase } from '../src/db/database.ts';
import { fail, type Result } from '../contract/result.ts';
import { LOCAL_FAILURE_MSG, NOT_READY_MSG } from '../contract/app-messages.ts';
import type { WorkerEvent, WorkerListener } from './events.ts';
import { createHttpClient, type HttpClient, type HttpDeps } from './http.ts';
import { createOfflineGate } from './offline-gate.ts';
import type { ModuleDeps } from './module-deps.ts';
import { createSession, endSession } from './session.ts';
import { createStartUp } from './start-up.ts';
import { createWorkerState } from './state.ts';
import { createWaysIn } from './ways-in.ts';
import { createKyc } from './kyc.ts';
import { createMember } from './member.ts';
import { createPlayLimits } from './play-limits.ts';
import { createWallet } from './wallet.ts';
import { createGames } from './games.ts';
import { createMail } from './mail.ts';
import { createVip } from './vip.ts';
import { createFeedback } from './feedback.ts';
import { createAgent } from './agent.ts';
import { createDiamonds } from './diamonds.ts';
import { createSignIn } from './sign-in.ts';
import { createFirstDeposit } from './first-deposit.ts';
import { createTasks } from './tasks.ts';
import { createRewards } from './rewards.ts';
import { createActivities } from './activities.ts';
import { createJackpot } from './jackpot.ts';
import { createSpin } from './spin.ts';
import { createRank } from './rank.ts';
import { createLottery } from './lottery.ts';
import { createBankrupt } from './bankrupt.ts';
import { createMonthlyBonus } from './monthly-bonus.ts';
import { createScratch } from './scratch.ts';
import { createPk } from './pk.ts';
import { createLive } from './live.ts';
import { createFollow } from './follow.ts';
import { createSlotshack } from './slotshack.ts';
import { createCoinPusher } from './coin-pusher.ts';
import { createContent } from './content.ts';
import { createService } from './service.ts';

export type { DeviceInfo } from './types.ts';
export type { WorkerEvent, WorkerListener } from './events.ts';
export type { Result } from '../contract/result.ts';
export type { LoginRequest, RegisterRequest, SessionStart } from './session.ts';
export type { SmsSent, SocialStart } from './ways-in.ts';

export interface WorkerApiDeps {
  fetch: typeof fetch;
  db: AppDatabase;
  connection?: HttpDeps['connection'];
  sleep?: HttpDeps['sleep'];
  random?: HttpDeps['random'];
  now?: () => number;
  uuid?: () => string;
  /** Subscribes to the browser's online event (the worker's `self`), which ends an offline back-off at once. */
  onOnline?: (listener: () => void) => void;
}

export interface InitOptions {
  apiBase: string;
  token: string | null;
  meta: ClientMeta;
}

/** Comlink rethrows a worker exception in the page; every method answers with a Result instead. */
function guarded<A extends unknown[], T>(fn: (...args: A) => Promise<Result<T>>): (...args: A) => Promise<Result<T>> {
  return async (...args) => {
    try {
      return await fn(...args);
    } catch {
      // Network and answer failures are Results already; what is left is IndexedDB (quota, a closed database).
      return fail('network', 0, LOCAL_FAILURE_MSG);
    }
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call signature that answers a Result
type Module = Record<string, (...args: any[]) => Promise<Result<unknown>>>;

/** A module as the UI sees it: every method guarded, behind Comlink's proxy (so its methods are calls, not a clone). */
function exposed<M extends Module>(module: M): ReturnType<typeof proxy<M>> {
  return proxy(Object.fromEntries(Object.entries(module).map(([name, fn]) => [name, guarded(fn)])) as M);
}

export function createWorkerApi(deps: WorkerApiDeps) {
  const { db } = deps;
  const state = createWorkerState();
  let listener: WorkerListener | null = null;
  let client: HttpClient | null = null;
  // One gate for the worker's life: a new init (a new API base or meta) does not make the connection come back.
  const offline = createOfflineGate(deps.now);
  deps.onOnline?.(() => offline.reachable());

  async function onEvent(event: WorkerEvent): Promise<void> {
    // The tables are cleared before the UI hears of it, so the UI only has to navigate.
    if (event.type === 'session-expired') await endSession(db, state);
    try {
      // Not awaited: a slow or gone page must not hold up the call that raised the event.
      void Promise.resolve(listener?.(event)).catch(() => undefined);
    } catch {
      // A listener that throws synchronously is the page's problem, not the call's.
    }
  }

  /** Modules are built once; calls made before init() get a Result saying so rather than a crash. */
  const http: HttpClient = {
    post: (call, body, opts) => (client ? client.post(call, body, opts) : Promise.resolve(fail('network', 0, NOT_READY_MSG))),
  };
  // One set of dependencies for every module (ModuleDeps); each takes what it needs.
  const moduleDeps: ModuleDeps = { http, db, state, now: deps.now, uuid: deps.uuid };

  return {
    async init(opts: InitOptions, onWorkerEvent: WorkerListener): Promise<void> {
      listener = onWorkerEvent;
      state.meta = opts.meta;
      state.token = opts.token;
      client = createHttpClient({
        apiBase: opts.apiBase,
        fetch: deps.fetch,
        getToken: () => state.token,
        getEndingToken: () => state.endingToken,
        meta: opts.meta,
        connection: deps.connection,
        onEvent,
        sleep: deps.sleep,
        random: deps.random,
        offline,
      });
      // No token means no session: a player row left behind (a crash mid-logout) must not show as logged in.
      if (opts.token === null) await clearUserTables(db).catch(() => undefined);
    },

    /** The UI's token changed outside a login here (another tab); a different or no token ends the old player's data. */
    async setToken(token: string | null): Promise<void> {
      const previous = state.token;
      if (token === previous) return;
      state.token = token;
      if (token === null || previous !== null) await clearUserTables(db).catch(() => undefined);
    },

    startUp: exposed(createStartUp({ ...moduleDeps, emit: onEvent })),

    session: exposed(createSession(moduleDeps)),

    waysIn: exposed(createWaysIn(moduleDeps)),

    member: exposed(createMember(moduleDeps)),

    kyc: exposed(createKyc(moduleDeps)),

    limits: exposed(createPlayLimits(moduleDeps)),

    wallet: exposed(createWallet(moduleDeps)),

    vip: exposed(createVip(moduleDeps)),
    signIn: exposed(createSignIn(moduleDeps)),
    firstDeposit: exposed(createFirstDeposit(moduleDeps)),
    mail: exposed(createMail(moduleDeps)),
    rewards: exposed(createRewards(moduleDeps)),

    activities: exposed(createActivities(moduleDeps)),
    tasks: exposed(createTasks(moduleDeps)),
    games: exposed(createGames(moduleDeps)),
    jackpot: exposed(createJackpot(moduleDeps)),
    rank: exposed(createRank(moduleDeps)),
    lottery: exposed(createLottery(moduleDeps)),
    bankrupt: exposed(createBankrupt(moduleDeps)),
    monthlyBonus: exposed(createMonthlyBonus(moduleDeps)),
    scratch: exposed(createScratch(moduleDeps)),
    diamonds: exposed(createDiamonds(moduleDeps)),
    agent: exposed(createAgent(moduleDeps)),
    pk: exposed(createPk(moduleDeps)),
    live: exposed(createLive(moduleDeps)),
    follow: exposed(createFollow(moduleDeps)),
    slotshack: exposed(createSlotshack(moduleDeps)),
    coinPusher: exposed(createCoinPusher(moduleDeps)),
    spin: exposed(createSpin(moduleDeps)),
    content: exposed(createContent(moduleDeps)),
    feedback: exposed(createFeedback(moduleDeps)),
    service: exposed(createService(moduleDeps)),
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
