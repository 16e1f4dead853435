// Customer service: getCustomerServices answered whole into kv 'serviceDesk' (the rows this player may use, their VIP
// level and the level that unlocks dedicated service), so /service reads offline. preLogin's everyone-only list
// stays in 'customerService'; the desk is user-scoped and cleared at logout, so VIP rows never outlive the session.
import { calls, type GetCustomerServicesAnswer } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createService({ http, db, state, now = Date.now }: ModuleDeps) {
  const post = sessionPost(http, state);
  return {
    async load(): Promise<Result<GetCustomerServicesAnswer>> {
      const result = await post(calls.getCustomerServices, {});
      if (!result.ok) return result;
      await setKv('serviceDesk', { ...result.data, fetchedAt: now() }, db);
      return ok(result.data);
    },
  };
}
