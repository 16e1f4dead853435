// Activity calls and what they store: kv 'signUpBonus' (the player's sign-up bonus, null when none). A claim writes
// the new balance to the `user` row and puts the hasSignUpBonus red dot out at once.
import { calls, type Award } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { setKv } from '../src/db/database.ts';
import type { SignUpBonusState } from '../src/db/rows.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createActivities({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function loadSignUpBonus(): Promise<Result<SignUpBonusState | null>> {
    const result = await post(calls.getSignUpBonus, {});
    if (!result.ok) return result;
    await setKv('signUpBonus', result.data.bonus, db);
    return ok(result.data.bonus);
  }

  return {
    loadSignUpBonus,

    /** Claims the sign-up bonus (once on the server); the balance and the red dot change at once. */
    async claimSignUpBonus(): Promise<Result<{ awards: Award[]; balance: number }>> {
      const result = await post(calls.claimSignUpBonus, {}, { idempotencyKey: uuid() });
      if (!result.ok) {
        // Claimed elsewhere or never granted: the stored state is stale.
        if (result.reason === 'api' && (result.code === 403 || result.code === 404)) await loadSignUpBonus();
        return result;
      }
      const { awards, balance } = result.data;
      await db.transaction('rw', [db.kv, db.user, db.flags], async () => {
        await setKv('signUpBonus', { awards, claimed: true }, db);
        await db.user.update('me', { coin: balance, updatedAt: now() });
        await db.flags.update('me', { hasSignUpBonus: false });
      });
      return ok({ awards, balance });
    },
  };
}
