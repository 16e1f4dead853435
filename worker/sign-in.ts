// Daily sign-in (loginBonus3) calls and what they store: kv 'signIn' (the calendar and where the player stands). A claim
// marks today claimed locally at once, writes the new balance and clears the sign-in red dot and start-modal flag.
import { calls, signInDot, type SignInData } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createSignIn({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function store(data: SignInData): Promise<void> {
    await db.transaction('rw', [db.kv, db.flags], async () => {
      await setKv('signIn', data, db);
      if (await db.flags.get('me')) await db.flags.update('me', { signInFlag: signInDot(data) });
      const activity = await getKv('activityState', db);
      if (activity) await setKv('activityState', { ...activity, loginBonus3CanReceive: data.canReceive }, db);
    });
  }

  return {
    async load(): Promise<Result<SignInData>> {
      const result = await post(calls.loginBonus3User, {});
      if (result.ok) await store(result.data);
      return result;
    },

    async claim(): Promise<Result<{ day: number; awards: SignInData['days'][number]; balance: number }>> {
      const result = await post(calls.loginBonus3UserReceive, {}, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const data = await getKv('signIn', db);
      if (data) await store({ ...data, today: result.data.day, streak: result.data.day, claimedToday: true, canReceive: false });
      await db.user.update('me', { coin: result.data.balance, updatedAt: now() });
      return ok(result.data);
    },
  };
}
