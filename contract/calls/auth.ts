// Account register, login and logout. Static bounds here are the outer limits; the server also applies the config's bounds.
import { z } from 'zod';
import { text } from '../text.ts';
import { nickname } from '../nickname.ts';
import { defineCall } from '../call.ts';
import { userInfo } from '../entities.ts';

/** Letters, digits and underscore; the config decides the length. */
export const accountName = z
  .string()
  .trim()
  .min(1, 'Enter an account name')
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, 'Use letters, digits and _ only');

export const password = text().min(1, 'Enter a password').max(128);

export const session = z.object({ token: z.string(), expiresAt: z.number().int(), userInfo });
export type SessionAnswer = z.infer<typeof session>;

/**
 * SPEC section 5 register notice: the player confirms they are 21 or over and not an official, a member of the
 * armed forces or police, a restricted person or an employment-license holder, and will not play in public.
 */
export const accountRegistCall = defineCall('accountRegist', 'app/v1', {
  request: z.object({
    account: accountName,
    password,
    nickname: nickname().default(''),
    pid: z.number().int().nonnegative().default(0),
    confirmNotice: z.literal(true, { error: 'Confirm the register notice to continue' }),
    // not in SPEC: the install id, so an inviter who signed in on this device is not bound (no self-invites).
    deviceId: z.string().min(1).max(128).optional(),
  }),
  response: session,
  auth: 'public',
  kind: 'write',
});

// deviceId (not in SPEC): the install id preLogin sends; a device that logged in before is not held back by the
// account-wide failed-login limit.
export const accountLoginCall = defineCall('accountLogin', 'app/v1', {
  request: z.object({ account: accountName, password, deviceId: z.string().min(1).max(128).optional() }),
  response: session,
  auth: 'public',
  kind: 'write',
});

// not in SPEC: ends the session and revokes its token on the server.
export const logoutCall = defineCall('logout', 'app/v1', {
  request: z.object({}),
  response: z.object({}),
  auth: 'public',
  kind: 'write',
  duringMaintenance: true,
});
