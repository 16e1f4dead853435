// Start-up and session-refresh calls of SPEC section 7: preLogin, after-login info, refresh, heartbeat, activities, red dots.
import { z } from 'zod';
import { text } from '../text.ts';
import { defineCall } from '../call.ts';
import { activity, appConfig, customerService, maintenanceState, otherUserState, redDotFlags, userInfo } from '../entities.ts';

export const preLoginCall = defineCall('preLogin', 'app/v1', {
  request: z.object({
    gameListVersion: text().max(64).default(''),
    os: text().max(32),
    deviceModel: text().max(128).default(''),
    messagingToken: text().max(512).default(''),
    phoneinfoJsonModel: text().max(2048).default(''),
    deviceId: text().min(1).max(128),
    urlParams: text().max(2048).default(''),
    countryCodeISO: text().max(8),
    currency: text().max(8),
    language: text().max(16),
  }),
  /** `code` is 401 when the request carried a token that is no longer valid: the client resets its session. */
  response: appConfig.extend({
    appCustomerServiceQueue: z.array(customerService),
    maintenance: maintenanceState,
    code: z.number().int(),
    /** Social sign-ins the server is configured for ('google', 'facebook', 'line'); older servers leave it out. */
    socialProviders: z.array(z.string()).default([]),
    /** The public client id of each configured provider, for the browser's OpenID sign-in redirect. */
    socialClientIds: z.record(z.string(), z.string()).default({}),
  }),
  auth: 'optional',
  kind: 'read',
  duringMaintenance: true,
});

export const getAfterLoginInfoWebCall = defineCall('getAfterLoginInfoWeb', 'app/v1', {
  request: z.object({
    version: text().max(32),
    os: text().max(32),
    deviceModel: text().max(128).default(''),
    phoneInfo: text().max(2048).default(''),
  }),
  response: otherUserState.extend({
    userInfo,
    kycAmount: z.number().int(),
    isAddKyc: z.boolean(),
    hasKyc: z.boolean(),
    isNewUserForcePopKyc: z.boolean(),
  }),
  auth: 'required',
  kind: 'read',
});

export const refreshDataCall = defineCall('refreshData', 'app/v1', {
  request: z.object({}),
  response: userInfo.pick({
    coin: true,
    safebox: true,
    lottery: true,
    vip: true,
    vipExp: true,
    userLevel: true,
    bet: true,
    hasPassword: true,
  }),
  auth: 'required',
  kind: 'read',
});

/** Heartbeat (SPEC section 4): every 60 s while visible; `gameId` while in a game. */
export const onlineCall = defineCall('online', 'app/v1', {
  request: z.object({ gameId: z.number().int().nonnegative().default(0), heartbeat: z.number().int().nonnegative() }),
  response: z.object({ serverTime: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const getActivityIdsCall = defineCall('getActivityIds', 'app/v1', {
  request: z.object({}),
  response: z.object({
    activityMap: z.record(z.string(), activity),
    activityIds: z.array(z.number().int()),
    hasTurntable: z.boolean(),
    totalRecharge: z.number().int(),
    loginBonus3CanReceive: z.boolean(),
  }),
  auth: 'optional',
  kind: 'read',
});

export const activityGetStatusListCall = defineCall('activityGetStatusList', 'app/v1', {
  request: z.object({}),
  response: redDotFlags,
  auth: 'required',
  kind: 'read',
});
