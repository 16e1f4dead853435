// Member area: profile, other details, inviter, safebox password and VIP progress. Writes the `user` row and kv
// 'userOther' / 'vipProgress'; an answer for a session that ended meanwhile is dropped.
import { calls, type RequestOf, type UserInfo, type UserOther, type VipProgress } from '../contract/index.ts';
import { setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';
import { deviceId } from './device-id.ts';

export type MemberDeps = ModuleDeps;

export type ProfileChange = RequestOf<typeof calls.updateProfile>;
export type UserOtherChange = RequestOf<typeof calls.updateAppUserOther>;

export function createMember({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: MemberDeps) {
  const post = sessionPost(http, state);
  /** Patches the player row, unless it is gone. */
  async function patchUser(patch: Partial<UserInfo>): Promise<void> {
    await db.user.update('me', { ...patch, updatedAt: now() });
  }

  return {
    async updateProfile(change: ProfileChange): Promise<Result<{ nickname: string; avatar: string }>> {
      const result = await post(calls.updateProfile, change);
      if (!result.ok) return result;
      await patchUser(result.data);
      return result;
    },

    async loadOther(): Promise<Result<UserOther>> {
      const result = await post(calls.appUserOther, {});
      if (!result.ok) return result;
      await setKv('userOther', result.data, db);
      return result;
    },

    async updateOther(change: UserOtherChange): Promise<Result<UserOther>> {
      const result = await post(calls.updateAppUserOther, change);
      if (!result.ok) return result;
      await db.transaction('rw', [db.user, db.kv], async () => {
        await setKv('userOther', result.data, db);
        await db.user.update('me', { hasUserOther: true, updatedAt: now() });
      });
      return result;
    },

    async bindInviter(pid: number): Promise<Result<{ pid: number }>> {
      // The install id lets the server refuse an inviter account that signed in on this device (no self-invites).
      const result = await post(calls.agentFill, { pid, deviceId: await deviceId(db, uuid) });
      if (!result.ok) return result;
      await patchUser({ pid: result.data.pid });
      return result;
    },

    async setSafeboxPassword(password: string): Promise<Result<{ hasSafeboxPassword: true }>> {
      const result = await post(calls.setSafeboxPassword, { password });
      if (!result.ok) return result;
      await patchUser({ hasSafeboxPassword: true });
      return result;
    },

    async changeSafeboxPassword(oldPassword: string, password: string): Promise<Result<{ hasSafeboxPassword: true }>> {
      return http.post(calls.changeSafeboxPassword, { oldPassword, password });
    },

    async loadVipProgress(): Promise<Result<VipProgress>> {
      const result = await post(calls.memberVipProgress, {});
      if (!result.ok) return result;
      await setKv('vipProgress', result.data, db);
      return ok(result.data);
    },
  };
}

export type Member = ReturnType<typeof createMember>;
