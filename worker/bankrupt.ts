// Bankruptcy gift calls and what they store: kv 'bankruptGift' (getBankruptGiftInfo's answer with the device time it
// arrived, so the modal's countdown is relative to then). A claim writes the new balance and marks the gift claimed.
import { calls, type BankruptGiftInfo } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createBankrupt({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  return {
    async load(): Promise<Result<BankruptGiftInfo>> {
      const result = await post(calls.getBankruptGiftInfo, {});
      if (!result.ok) return result;
      await setKv('bankruptGift', { info: result.data.bankruptGiftInfo, fetchedAt: now() }, db);
      return ok(result.data.bankruptGiftInfo);
    },

    async claim(id: number) {
      const result = await post(calls.receiveBankruptGiftAward, { id }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.transaction('rw', [db.kv, db.user], async () => {
        const stored = await getKv('bankruptGift', db);
        if (stored) {
          const awardList = stored.info.awardList.map((a) => (a.id === id ? { ...a, canReceive: false, isReceived: true } : a));
          await setKv('bankruptGift', { ...stored, info: { ...stored.info, awardList } }, db);
        }
        await db.user.update('me', { coin: result.data.balance, updatedAt: now() });
      });
      return result;
    },
  };
}

export type BankruptModule = ReturnType<typeof createBankrupt>;
