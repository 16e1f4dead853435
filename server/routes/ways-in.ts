// SMS codes, mobile register and login, password reset and change, account and social binding, social logins.
import { calls } from '../../contract/index.ts';
import { bindAccountName, bindSocial, completeInfo, setPassword, unbindSocial } from '../domain/account-binding.ts';
import { loginBySms, loginBySmsAndPassword, registerByMobile, resetPasswordBySms, sendSmsCode } from '../domain/mobile-auth.ts';
import { exchangeLineCode } from '../domain/social/providers.ts';
import { lineLoginByCode, socialLogin } from '../domain/social/social-login.ts';
import type { CallRegistry } from './register-call.ts';

export function waysInRoutes(registry: CallRegistry): void {
  registry.register(calls.smsSend, ({ db, body, ip, now, user, request }) =>
    sendSmsCode(db, { ...body, ip, now, userId: user?.userId ?? null, log: (line) => request.log.warn(line) }),
  );

  // Answers that carry a new session token are not replayable: tokens are stored only as hashes.
  registry.register(calls.accountRegist4, ({ db, body, ip, now }) => registerByMobile(db, body, ip, now), { replayable: false });
  registry.register(calls.accountLoginSms, ({ db, body, ip, now }) => loginBySms(db, body.mobile, body.code, ip, now), { replayable: false });
  registry.register(calls.accountLoginSms2, ({ db, body, ip, now }) => loginBySmsAndPassword(db, body, ip, now), { replayable: false });

  registry.register(calls.forgetPassword, async ({ db, body, now }) => {
    await resetPasswordBySms(db, body, now);
    return {};
  });

  registry.register(calls.initPassword, ({ db, body, now, requireUser }) => setPassword(db, requireUser(), body, now));
  registry.register(calls.bindAccount, ({ db, body, now, requireUser }) => bindAccountName(db, requireUser().userId, body, now));
  registry.register(calls.bindSocialAccount, ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    return body.action === 'bind' ? bindSocial(db, userId, body.provider, body.idToken, now) : unbindSocial(db, userId, body.provider, now);
  });
  registry.register(calls.completeInfo, ({ db, body, now, requireUser }) => completeInfo(db, requireUser().userId, body, now));

  registry.register(calls.googleLogin, ({ db, body, ip, now }) => socialLogin(db, 'google', body.idToken, ip, now), { replayable: false });
  registry.register(calls.facebookLogin, ({ db, body, ip, now }) => socialLogin(db, 'facebook', body.idToken, ip, now), { replayable: false });
  registry.register(calls.lineLogin, ({ db, body, ip, now }) => socialLogin(db, 'line', body.idToken, ip, now), { replayable: false });
  // LINE's web flow: a code is good once at LINE, so neither answer is replayed.
  registry.register(calls.lineLoginCode, ({ db, body, ip, now }) => lineLoginByCode(db, body, ip, now), { replayable: false });
  registry.register(calls.lineBindCode, async ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    const idToken = await exchangeLineCode(body.code, body.redirectUri);
    return bindSocial(db, userId, 'line', idToken, now, body.nonce);
  });
}
