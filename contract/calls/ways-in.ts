// The other ways in: SMS codes, mobile register and login, password reset and change, account and social binding.
import { z } from 'zod';
import { text } from '../text.ts';
import { nickname } from '../nickname.ts';
import { defineCall } from '../call.ts';
import { userInfo } from '../entities.ts';
import { MOBILE_HINT, normaliseMobile } from '../mobile.ts';
import { accountName, password, session } from './auth.ts';

/** A Philippine mobile number in any spelling players type; parses to `+639XXXXXXXXX`. */
export const mobileNumber = z
  .string()
  .max(32, MOBILE_HINT)
  .transform((value, ctx) => {
    const normalised = normaliseMobile(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: MOBILE_HINT });
      return z.NEVER;
    }
    return normalised;
  });

/** Digits only; the server checks the code itself (its length is the config's smsCodeLengthMax). */
export const smsCode = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Enter the digits of the code from the SMS');

export const SMS_PURPOSES = ['register', 'login', 'forget', 'bind'] as const;
export const smsPurpose = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof smsPurpose>;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line'] as const;
export const socialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProvider>;

const idToken = text().min(1, 'The sign-in did not return a token').max(8192);
const confirmNotice = z.literal(true, { error: 'Confirm the register notice to continue' });
const withUser = z.object({ userInfo });

/**
 * Sends a one-time code by SMS. `register` refuses a number that is already registered; `login` and `forget` answer the
 * same whether or not the number is registered (only a registered number gets a code), so the call does not reveal who
 * plays here; `bind` needs a logged-in player.
 */
export const smsSendCall = defineCall('smsSend', 'app/v1', {
  request: z.object({ purpose: smsPurpose, mobile: mobileNumber }),
  response: z.object({ mobile: z.string(), codeLength: z.number().int(), expiresAt: z.number().int(), resendAt: z.number().int() }),
  auth: 'optional',
  kind: 'write',
});

/** Register with a mobile number, its SMS code (purpose `register`) and a password; same register notice as accountRegist. */
export const accountRegist4Call = defineCall('accountRegist4', 'app/v1', {
  request: z.object({
    mobile: mobileNumber,
    code: smsCode,
    password,
    nickname: nickname().default(''),
    pid: z.number().int().nonnegative().default(0),
    confirmNotice,
    // not in SPEC: the install id, so an inviter who signed in on this device is not bound (no self-invites).
    deviceId: z.string().min(1).max(128).optional(),
  }),
  response: session,
  auth: 'public',
  kind: 'write',
});

/** Log in with a mobile number and its SMS code (purpose `login`). */
export const accountLoginSmsCall = defineCall('accountLoginSms', 'app/v1', {
  request: z.object({ mobile: mobileNumber, code: smsCode }),
  response: session,
  auth: 'public',
  kind: 'write',
});

/**
 * Two-factor login: the SMS code (purpose `login`) proves the phone and the password proves the player; both must be
 * right, and a failure answers with one message that does not say which part was wrong.
 */
export const accountLoginSms2Call = defineCall('accountLoginSms2', 'app/v1', {
  request: z.object({ mobile: mobileNumber, code: smsCode, password }),
  response: session,
  auth: 'public',
  kind: 'write',
});

/** Sets a new password with the SMS code (purpose `forget`) and logs the player out everywhere. */
export const forgetPasswordCall = defineCall('forgetPassword', 'app/v1', {
  request: z.object({ mobile: mobileNumber, code: smsCode, password }),
  response: z.object({}),
  auth: 'public',
  kind: 'write',
});

/**
 * Sets the first password of a player who has none (social sign-up), or changes it: then `oldPassword` is required.
 * Either way every other session of the player is logged out; this one stays.
 */
export const initPasswordCall = defineCall('initPassword', 'app/v1', {
  request: z.object({ password, oldPassword: text().max(128).optional() }),
  response: withUser,
  auth: 'required',
  kind: 'write',
});

/**
 * Gives a player without an account name (mobile or social sign-up) an account name for account login. A player who
 * has a password confirms it with `password` (binding does not change it); one without sets it here.
 */
export const bindAccountCall = defineCall('bindAccount', 'app/v1', {
  request: z.object({ account: accountName, password }),
  response: withUser,
  auth: 'required',
  kind: 'write',
});

/** Binds a provider (with its ID token) or unbinds it; unbinding needs another way in left (account, mobile or provider). */
export const bindSocialAccountCall = defineCall('bindSocialAccount', 'app/v1', {
  request: z.discriminatedUnion('action', [
    z.object({ action: z.literal('bind'), provider: socialProvider, idToken }),
    z.object({ action: z.literal('unbind'), provider: socialProvider }),
  ]),
  response: withUser,
  auth: 'required',
  kind: 'write',
});

/** `needsInfo`: a new social player must complete `/auth/info` (completeInfo) before playing. */
const socialSession = session.extend({ isNew: z.boolean(), needsInfo: z.boolean() });

const socialLogin = (name: 'googleLogin' | 'facebookLogin' | 'lineLogin') =>
  defineCall(name, 'app/v1', { request: z.object({ idToken }), response: socialSession, auth: 'public', kind: 'write' });

/** ID token of the provider's sign-in: a linked player logs in, an unknown one becomes a new player. */
export const googleLoginCall = socialLogin('googleLogin');
export const facebookLoginCall = socialLogin('facebookLogin');
export const lineLoginCall = socialLogin('lineLogin');

/**
 * LINE's web login answers the browser with an authorization code, not an ID token. The server exchanges the code at
 * LINE's token endpoint and checks the ID token it gets (signature, issuer, audience, expiry, and `nonce`: the one the
 * app put in the authorize request). `redirectUri` must be the one the app sent to LINE.
 */
const lineCode = z.object({
  code: text().min(1, 'LINE did not return a code').max(1024),
  nonce: text().min(16).max(128),
  redirectUri: z.url().max(512),
});
// not in SPEC: LINE login by authorization code (the web flow).
export const lineLoginCodeCall = defineCall('lineLoginCode', 'app/v1', { request: lineCode, response: socialSession, auth: 'public', kind: 'write' });
// not in SPEC: binds LINE to the logged-in player by authorization code (the web flow of bindSocialAccount).
export const lineBindCodeCall = defineCall('lineBindCode', 'app/v1', { request: lineCode, response: withUser, auth: 'required', kind: 'write' });

// not in SPEC: what /auth/info sends after a first social login (nickname, mobile with its `bind` code, the notice).
export const completeInfoCall = defineCall('completeInfo', 'app/v1', {
  request: z.object({ nickname: nickname(), mobile: mobileNumber, code: smsCode, confirmNotice }),
  response: withUser,
  auth: 'required',
  kind: 'write',
});
