// The first-deposit offer (firstDepositInfo) and what it stores: kv 'firstDeposit', the tiers and, once the player's
// first deposit is credited, the bonus it earned. Visitors get the offer too (the call takes an optional session).
import { calls, type FirstDepositData } from '../contract/index.ts';
import type { Result } from '../contract/result.ts';
import { setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createFirstDeposit({ http, db, state, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);
  return {
    async load(): Promise<Result<FirstDepositData>> {
      const result = await post(calls.firstDepositInfo, {});
      if (result.ok) await setKv('firstDeposit', result.data, db);
      return result;
    },

    /** Joins the offer before the first deposit; the stored offer then says joined. */
    async join(): Promise<Result<FirstDepositData>> {
      const result = await post(calls.firstDepositJoin, {}, { idempotencyKey: uuid() });
      if (result.ok) await setKv('firstDeposit', result.data, db);
      return result;
    },
  };
}
