// Start-up and session calls: preLogin, after-login info, refresh, heartbeat, activities, red dots.
import { calls } from '../../contract/index.ts';
import { hasTurntable, listActivities } from '../domain/activities/list.ts';
import { hasUnclaimedSignUpBonus } from '../domain/activities/signup-bonus.ts';
import { readAppConfig, readCustomerServices, readMaintenance } from '../domain/app-config.ts';
import { kycFlags } from '../domain/kyc.ts';
import { mailFlags } from '../domain/mail.ts';
import { vipFlags } from '../domain/vip/info.ts';
import { applyLogin } from '../domain/rewards/engine.ts';
import { canReceiveSignIn } from '../domain/sign-in/sign-in.ts';
import { taskFlags } from '../domain/rewards/tasks.ts';
import { configuredProviders, socialClientIds } from '../domain/social/providers.ts';
import { loadBalances, loadPlayer, totalRecharge } from '../domain/users.ts';
import { playerGameData } from '../domain/games/launches.ts';
import { receivingAccounts } from '../domain/wallet/bank-cards.ts';
import { hasDrawChance } from '../domain/jackpot/chances.ts';
import { chancesOf } from '../domain/spin/chances.ts';
import { spinOpen } from '../domain/spin/config.ts';
import { spinDot } from '../../contract/red-dots.ts';
import { mallDot } from '../domain/mall/exchange.ts';
import type { CallRegistry } from './register-call.ts';
import { agentDotState } from '../domain/agent/overview.ts';
import { agentDot } from '../../contract/red-dots.ts';
import { rememberDevice } from '../domain/login-devices.ts';

export function startUpRoutes(registry: CallRegistry): void {
  registry.register(calls.preLogin, async ({ db, now, tokenInvalid, user, body }) => {
    // A device a live session starts on is the player's own: the agent program refuses it as an invitee's device.
    if (user) await rememberDevice(db, user.userId, body.deviceId, now);
    const config = await readAppConfig(db, now);
    const appCustomerServiceQueue = await readCustomerServices(db);
    const maintenance = await readMaintenance(db);
    // 401 tells the client to reset its session; a visitor without a token gets 0.
    return {
      ...config,
      appCustomerServiceQueue,
      maintenance,
      code: tokenInvalid ? 401 : 0,
      socialProviders: configuredProviders(),
      socialClientIds: socialClientIds(),
    };
  });

  registry.register(calls.getAfterLoginInfoWeb, async ({ db, now, requireUser }) => {
    const { userId } = requireUser();
    await applyLogin(db, { userId, at: now });
    const player = await loadPlayer(db, userId, now);
    const config = await readAppConfig(db, now);
    const activities = await listActivities(db, now);
    const games = await playerGameData(db, userId);
    return {
      userInfo: player.info,
      ...(await receivingAccounts(db, userId)),
      gameLikeIds: games.likes,
      // Recently played, newest first.
      gameHistory: games.history.map((h) => h.gameId),
      inviteCode: player.inviteCode,
      aid: player.info.pid,
      // Whether the player has made a first deposit.
      firstRecharge: player.info.totalRecharge > 0,
      registerTime: player.registerTime,
      activityIds: activities.map((a) => a.id),
      kycAmount: config.kycAmount,
      ...(await kycFlags(db, userId, player.registerTime, now)),
    };
  });

  registry.register(calls.refreshData, ({ db, requireUser }) => {
    return loadBalances(db, requireUser().userId);
  });

  // The most frequent call of all: the session is checked (from this process's cache while the database's notices
  // are heard), and the presence it reports is written in batches.
  registry.register(
    calls.online,
    ({ now, body, requireUser, heartbeats }) => {
      const { userId, sessionId } = requireUser();
      heartbeats.record({ sessionId, userId, at: now, gameId: body.gameId });
      return Promise.resolve({ serverTime: now });
    },
    { cachedGate: true },
  );

  registry.register(calls.getActivityIds, async ({ db, now, user }) => {
    const activities = await listActivities(db, now);
    return {
      activityMap: Object.fromEntries(activities.map((a) => [String(a.id), a])),
      activityIds: activities.map((a) => a.id),
      hasTurntable: hasTurntable(activities) && (await spinOpen(db, now)),
      totalRecharge: user ? await totalRecharge(db, user.userId) : 0,
      loginBonus3CanReceive: user ? await canReceiveSignIn(db, user.userId, now) : false,
    };
  });

  // Mail flags come from the inbox; the other red dots stay off until their features land.
  registry.register(calls.activityGetStatusList, async ({ db, now, requireUser }) => {
    const { hasMail, emailAwardFlag } = await mailFlags(db, requireUser().userId);
    const { hasTask, taskAwardFlag } = await taskFlags(db, requireUser().userId, now);
    const { vipAwardFlag, vipTaskFlag } = await vipFlags(db, requireUser().userId, now);
    return {
      hasTask,
      hasMail,
      hasSignUpBonus: await hasUnclaimedSignUpBonus(db, requireUser().userId),
      spinAwardFlag: spinDot({ open: await spinOpen(db, now), chances: await chancesOf(db, requireUser().userId) }),
      taskAwardFlag,
      agent5AwardFlag: agentDot(await agentDotState(db, requireUser().userId)),
      vipAwardFlag,
      signInFlag: await canReceiveSignIn(db, requireUser().userId, now),
      emailAwardFlag,
      canReceiveDrawChance: await hasDrawChance(db, requireUser().userId),
      diamondMallRedDot: await mallDot(db, requireUser().userId),
      vipTaskFlag,
    };
  });
}
