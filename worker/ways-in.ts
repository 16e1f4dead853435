// Mobile, SMS and social ways in, password reset and change, and binding. Writes the `user` row and kv 'infoPending'.
import { calls, type RequestOf, type ResponseOf, type SmsPurpose, type SocialProvider, type UserInfo } from '../contract/index.ts';
import { setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import { beginSession, type SessionStart } from './session.ts';
import { sessionPost } from './session-post.ts';
import type { ModuleDeps } from './module-deps.ts';
import { deviceId } from './device-id.ts';

export type WaysInDeps = ModuleDeps;

export type SmsSent = ResponseOf<typeof calls.smsSend>;
export type MobileRegisterRequest = RequestOf<typeof calls.accountRegist4>;
export type SmsLoginRequest = RequestOf<typeof calls.accountLoginSms>;
export type SmsPasswordLoginRequest = RequestOf<typeof calls.accountLoginSms2>;
export type ForgetPasswordRequest = RequestOf<typeof calls.forgetPassword>;
export type SetPasswordRequest = RequestOf<typeof calls.initPassword>;
export type BindAccountRequest = RequestOf<typeof calls.bindAccount>;
export type CompleteInfoRequest = RequestOf<typeof calls.completeInfo>;
export type LineCodeRequest = RequestOf<typeof calls.lineLoginCode>;
export type SocialStart = SessionStart & { isNew: boolean; needsInfo: boolean };

const SOCIAL_CALLS = { google: calls.googleLogin, facebook: calls.facebookLogin, line: calls.lineLogin } as const;

export function createWaysIn({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: WaysInDeps) {
  const begin = (result: Parameters<typeof beginSession>[1]) => beginSession({ db, state, now }, result);

  const post = sessionPost(http, state);

  /** Writes the player row an answer carries (sessionPost has refused one whose session ended meanwhile). */
  async function updatePlayer(result: Result<{ userInfo: UserInfo }>, extra?: () => Promise<void>): Promise<Result<UserInfo>> {
    if (!result.ok) return result;
    await db.transaction('rw', [db.user, db.kv], async () => {
      await db.user.put({ key: 'me', ...result.data.userInfo, updatedAt: now() });
      await extra?.();
    });
    return ok(result.data.userInfo);
  }

  return {
    async sendSmsCode(purpose: SmsPurpose, mobile: string): Promise<Result<SmsSent>> {
      return http.post(calls.smsSend, { purpose, mobile });
    },

    async registerByMobile(req: MobileRegisterRequest): Promise<Result<SessionStart>> {
      // The install id: an inviter who signed in on this device is not bound (no self-invites).
      return begin(await http.post(calls.accountRegist4, { ...req, deviceId: await deviceId(db, uuid) }));
    },

    async loginBySms(req: SmsLoginRequest): Promise<Result<SessionStart>> {
      return begin(await http.post(calls.accountLoginSms, req));
    },

    async loginBySmsAndPassword(req: SmsPasswordLoginRequest): Promise<Result<SessionStart>> {
      return begin(await http.post(calls.accountLoginSms2, req));
    },

    /** The player is logged out everywhere by the server; a device logged in as them notices on its next call. */
    async forgetPassword(req: ForgetPasswordRequest): Promise<Result<Record<string, never>>> {
      return (await http.post(calls.forgetPassword, req)) as Result<Record<string, never>>;
    },

    async socialLogin(provider: SocialProvider, idToken: string): Promise<Result<SocialStart>> {
      const result = await http.post(SOCIAL_CALLS[provider], { idToken });
      const started = await begin(result);
      if (!started.ok || !result.ok) return started as Result<SocialStart>;
      const { isNew, needsInfo } = result.data;
      if (needsInfo) await setKv('infoPending', true, db);
      return ok({ ...started.data, isNew, needsInfo });
    },

    /** LINE's web flow: the code LINE sent back, the nonce this sign-in started with, and the redirect it used. */
    async lineLoginByCode(req: LineCodeRequest): Promise<Result<SocialStart>> {
      const result = await http.post(calls.lineLoginCode, req);
      const started = await begin(result);
      if (!started.ok || !result.ok) return started as Result<SocialStart>;
      const { isNew, needsInfo } = result.data;
      if (needsInfo) await setKv('infoPending', true, db);
      return ok({ ...started.data, isNew, needsInfo });
    },

    async bindLineByCode(req: LineCodeRequest): Promise<Result<UserInfo>> {
      return updatePlayer(await post(calls.lineBindCode, req));
    },

    async setPassword(req: SetPasswordRequest): Promise<Result<UserInfo>> {
      return updatePlayer(await post(calls.initPassword, req));
    },

    async bindAccount(req: BindAccountRequest): Promise<Result<UserInfo>> {
      return updatePlayer(await post(calls.bindAccount, req));
    },

    async bindSocial(provider: SocialProvider, idToken: string): Promise<Result<UserInfo>> {
      return updatePlayer(await post(calls.bindSocialAccount, { action: 'bind', provider, idToken }));
    },

    async unbindSocial(provider: SocialProvider): Promise<Result<UserInfo>> {
      return updatePlayer(await post(calls.bindSocialAccount, { action: 'unbind', provider }));
    },

    async completeInfo(req: CompleteInfoRequest): Promise<Result<UserInfo>> {
      return updatePlayer(await post(calls.completeInfo, req), () => db.kv.delete('infoPending'));
    },
  };
}

export type WaysIn = ReturnType<typeof createWaysIn>;
