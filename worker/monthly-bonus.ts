// Monthly bonus calls and what they store: kv 'monthlyBonus' (monthlyBonusInfo's answer). A claim marks it claimed
// and writes the new balance at once.
import { calls, type MonthlyBonus } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createMonthlyBonus({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  return {
    async load(): Promise<Result<MonthlyBonus>> {
      const result = await post(calls.monthlyBonusInfo, {});
      if (!result.ok) return result;
      await setKv('monthlyBonus', result.data, db);
      return ok(result.data);
    },

    async claim() {
      const result = await post(calls.monthlyBonusReceive, {}, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.transaction('rw', [db.kv, db.user], async () => {
        const stored = await getKv('monthlyBonus', db);
        if (stored) await setKv('monthlyBonus', { ...stored, claimed: true, claimable: false }, db);
        await db.user.update('me', { coin: result.data.balance, updatedAt: now() });
      });
      return result;
    },
  };
}

export type MonthlyBonusModule = ReturnType<typeof createMonthlyBonus>;
