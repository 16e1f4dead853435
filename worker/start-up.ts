// Start-up calls of SPEC section 4 and what they store: theme, config, customer service, maintenance, activities, red dots.
import { calls, type MaintenanceState, type RedDotFlags, type ThemeColours } from '../contract/index.ts';
import { setKv, type ActivityState, type ThemeRow } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import { mailDots } from '../contract/red-dots.ts';
import type { Emit } from './events.ts';
import { deviceId } from './device-id.ts';
import { hasQueuedReads } from './queued-writes.ts';
import { endSession } from './session.ts';
import { sessionPost } from './session-post.ts';
import { parseThemeColours } from './theme-colours.ts';
import type { DeviceInfo } from './types.ts';
import type { ModuleDeps } from './module-deps.ts';

export interface StartUpDeps extends ModuleDeps {
  emit: Emit;
}

export function createStartUp({ http, db, state, emit, now = Date.now, uuid = () => crypto.randomUUID() }: StartUpDeps) {
  const post = sessionPost(http, state);

  /** Replaces the whole list, so an activity the server has ended disappears from the screens. */
  async function loadActivities(): Promise<Result<ActivityState>> {
    const result = await http.post(calls.getActivityIds, {});
    if (!result.ok) return result;
    const { activityMap, hasTurntable, totalRecharge, loginBonus3CanReceive } = result.data;
    const activityState: ActivityState = { hasTurntable, totalRecharge, loginBonus3CanReceive };
    await db.transaction('rw', [db.activities, db.kv], async () => {
      await db.activities.clear();
      await db.activities.bulkPut(Object.values(activityMap));
      await setKv('activityState', activityState, db);
    });
    return ok(activityState);
  }
  // The list asked for while the same session's request is still out (start-up and the start modals ask at once on
  // a first visit): one request, one write and one redraw instead of two. A new session asks anew.
  let activitiesOut: { token: string | null; answer: Promise<Result<ActivityState>> } | null = null;

  return {
    async loadTheme(): Promise<Result<ThemeRow>> {
      const result = await http.post(calls.appTheme, {});
      if (!result.ok) return result;
      const row: ThemeRow = { key: 'current', ...result.data, colours: parseThemeColours(result.data.themeJsonData), updatedAt: now() };
      await db.theme.put(row);
      return ok(row);
    },

    /** An operator's preview link (`?themeViewId=`): the colours are shown but never stored over the real theme. */
    async previewTheme(themeViewId: string): Promise<Result<ThemeColours>> {
      const result = await http.post(calls.appThemePreview, { themeViewId });
      return result.ok ? ok(parseThemeColours(result.data.themeJsonData)) : result;
    },

    async preLogin(device: DeviceInfo): Promise<Result<{ maintenance: MaintenanceState }>> {
      state.device = { os: device.os, deviceModel: device.deviceModel };
      const sent = state.token;
      const stored = await db.config.get('current');
      const result = await http.post(calls.preLogin, {
        ...device,
        deviceId: await deviceId(db, uuid),
        // Lets the server skip resending a game list this device already has.
        gameListVersion: stored?.gameListVersion ?? '',
      });
      if (!result.ok) return result;
      const { appCustomerServiceQueue, maintenance, code, ...config } = result.data;
      // SPEC section 8 "preLogin code 401": the token we sent is dead; end the session but leave the page as it is.
      // A 401 about a token already replaced by a new login says nothing about the new one.
      const reset = code === 401 && state.token === sent;
      if (reset) state.token = null;
      // Every table: endSession clears whatever tables clearUserTables clears (the wallet's too).
      await db.transaction('rw', db.tables, async () => {
        await db.config.put({ key: 'current', ...config, updatedAt: now() });
        await setKv('customerService', appCustomerServiceQueue, db);
        await setKv('maintenance', maintenance, db);
        if (reset) await endSession(db, state);
      });
      if (reset) await emit({ type: 'session-reset' });
      return ok({ maintenance });
    },

    async refreshActivities(): Promise<Result<ActivityState>> {
      if (activitiesOut?.token === state.token) return activitiesOut.answer;
      const out = { token: state.token, answer: loadActivities() };
      activitiesOut = out;
      try {
        return await out.answer;
      } finally {
        if (activitiesOut === out) activitiesOut = null;
      }
    },

    async refreshFlags(): Promise<Result<RedDotFlags>> {
      // Red dots of a session that ended while the call was out would come back after logout: sessionPost refuses them.
      const result = await post(calls.activityGetStatusList, {});
      if (!result.ok) return result;
      await db.transaction('rw', [db.flags, db.mails, db.kv], async () => {
        // The server counts a mail read offline as unread until the service worker's queue delivers the mark: while one
        // waits, the unread-mail dot follows the local rows as markRead left it.
        const hasMail = result.data.hasMail && (!(await hasQueuedReads(db, now())) || mailDots(await db.mails.toArray()).hasMail);
        await db.flags.put({ key: 'me', ...result.data, hasMail });
      });
      return result;
    },
  };
}

export type StartUp = ReturnType<typeof createStartUp>;
