// Builds the object the worker exposes over Comlink; it holds the UI's listener and, through WorkerState, the token.
import { proxy } from 'comlink';
import type { ClientMeta } from '../contract/index.ts';
import { clearUserTables, type AppDatabase } from '../src/db/database.ts';
import { fail, type Result } from '../contract/result.ts';
import type { WorkerEvent, WorkerListener } from './events.ts';
import { createHttpClient, type HttpClient, type HttpDeps } from './http.ts';
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
import { createTasks } from './tasks.ts';
import { createRewards } from './rewards.ts';

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
}

export interface InitOptions {
  apiBase: string;
  token: string | null;
  meta: ClientMeta;
}

const NOT_READY_MSG = 'The app is still starting, please try again.';
const LOCAL_FAILURE_MSG = 'The app could not save data on this device.';

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

export function createWorkerApi(deps: WorkerApiDeps) {
  const { db } = deps;
  const state = createWorkerState();
  let listener: WorkerListener | null = null;
  let client: HttpClient | null = null;

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
  const startUp = createStartUp({ http, db, state, emit: onEvent, now: deps.now, uuid: deps.uuid });
  const session = createSession({ http, db, state, now: deps.now, uuid: deps.uuid });
  const waysIn = createWaysIn({ http, db, state, now: deps.now });
  const member = createMember({ http, db, state, now: deps.now });
  const kyc = createKyc({ http, db, state });
  const limits = createPlayLimits({ http, db, state });
  const wallet = createWallet({ http, db, state, now: deps.now, uuid: deps.uuid });
  const games = createGames({ http, db, state, now: deps.now, uuid: deps.uuid });
  const mail = createMail({ http, db, state, now: deps.now, uuid: deps.uuid });
  const vip = createVip({ http, db, state, now: deps.now, uuid: deps.uuid });
  const tasks = createTasks({ http, db, state, now: deps.now, uuid: deps.uuid });
  const rewards = createRewards({ http, db, state, now: deps.now, uuid: deps.uuid });

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

    // proxy(): Comlink's types then show the nested methods as calls, not as one cloned object.
    startUp: proxy({
      loadTheme: guarded(startUp.loadTheme),
      previewTheme: guarded(startUp.previewTheme),
      preLogin: guarded(startUp.preLogin),
      refreshActivities: guarded(startUp.refreshActivities),
      refreshFlags: guarded(startUp.refreshFlags),
    }),

    session: proxy({
      login: guarded(session.login),
      register: guarded(session.register),
      logout: guarded(session.logout),
      loadAfterLogin: guarded(session.loadAfterLogin),
      refreshBalance: guarded(session.refreshBalance),
      heartbeat: guarded(session.heartbeat),
    }),

    waysIn: proxy({
      sendSmsCode: guarded(waysIn.sendSmsCode),
      registerByMobile: guarded(waysIn.registerByMobile),
      loginBySms: guarded(waysIn.loginBySms),
      loginBySmsAndPassword: guarded(waysIn.loginBySmsAndPassword),
      forgetPassword: guarded(waysIn.forgetPassword),
      socialLogin: guarded(waysIn.socialLogin),
      lineLoginByCode: guarded(waysIn.lineLoginByCode),
      bindLineByCode: guarded(waysIn.bindLineByCode),
      setPassword: guarded(waysIn.setPassword),
      bindAccount: guarded(waysIn.bindAccount),
      bindSocial: guarded(waysIn.bindSocial),
      unbindSocial: guarded(waysIn.unbindSocial),
      completeInfo: guarded(waysIn.completeInfo),
    }),

    member: proxy({
      updateProfile: guarded(member.updateProfile),
      loadOther: guarded(member.loadOther),
      updateOther: guarded(member.updateOther),
      bindInviter: guarded(member.bindInviter),
      setSafeboxPassword: guarded(member.setSafeboxPassword),
      changeSafeboxPassword: guarded(member.changeSafeboxPassword),
      loadVipProgress: guarded(member.loadVipProgress),
    }),

    kyc: proxy({
      load: guarded(kyc.load),
      upload: guarded(kyc.upload),
      submit: guarded(kyc.submit),
      image: guarded(kyc.image),
      cases: guarded(kyc.cases),
    }),

    limits: proxy({
      load: guarded(limits.load),
      set: guarded(limits.set),
      startTimeOut: guarded(limits.startTimeOut),
      startSelfExclusion: guarded(limits.startSelfExclusion),
    }),

    wallet: proxy({
      refresh: guarded(wallet.refresh),
      loadRechargeTypes: guarded(wallet.loadRechargeTypes),
      createDeposit: guarded(wallet.createDeposit),
      withdraw: guarded(wallet.withdraw),
      loadWithdrawals: guarded(wallet.loadWithdrawals),
      loadCards: guarded(wallet.loadCards),
      addCard: guarded(wallet.addCard),
      modifyCard: guarded(wallet.modifyCard),
      deleteCard: guarded(wallet.deleteCard),
      safeboxIn: guarded(wallet.safeboxIn),
      safeboxOut: guarded(wallet.safeboxOut),
      loadRecords: guarded(wallet.loadRecords),
    }),

    vip: proxy({
      load: guarded(vip.load),
      loadAudit: guarded(vip.loadAudit),
      claimDaily: guarded(vip.claimDaily),
      claimSignIn: guarded(vip.claimSignIn),
      claimLevelUp: guarded(vip.claimLevelUp),
      claimTask: guarded(vip.claimTask),
      loadRebates: guarded(vip.loadRebates),
      claimRebates: guarded(vip.claimRebates),
      loadRebateLog: guarded(vip.loadRebateLog),
    }),
    mail: proxy({
      loadList: guarded(mail.loadList),
      loadDetail: guarded(mail.loadDetail),
      markRead: guarded(mail.markRead),
      claim: guarded(mail.claim),
      remove: guarded(mail.remove),
    }),
    rewards: proxy({
      loadCoupons: guarded(rewards.loadCoupons),
      loadRewards: guarded(rewards.loadRewards),
      loadAwardLog: guarded(rewards.loadAwardLog),
      claimGiveCoupon: guarded(rewards.claimGiveCoupon),
    }),
    tasks: proxy({
      load: guarded(tasks.load),
      finish: guarded(tasks.finish),
      claim: guarded(tasks.claim),
      claimChest: guarded(tasks.claimChest),
      loadExchange: guarded(tasks.loadExchange),
      exchange: guarded(tasks.exchange),
    }),
    games: proxy({
      refreshCatalogue: guarded(games.refreshCatalogue),
      loadPlayerData: guarded(games.loadPlayerData),
      start: guarded(games.start),
      exit: guarded(games.exit),
      like: guarded(games.like),
      loadRecords: guarded(games.loadRecords),
      loadReport: guarded(games.loadReport),
      retrieveBalance: guarded(games.retrieveBalance),
    }),
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
