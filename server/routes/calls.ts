// Registers every contract call, one route file per area, and refuses to start when one is missing.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/index.ts';
import { activityRoutes } from './activities.ts';
import { anonymousRoutes } from './anonymous.ts';
import { gameRoutes } from './games.ts';
import { mailRoutes } from './mail.ts';
import { taskRoutes } from './tasks.ts';
import { vipRoutes } from './vip.ts';
import { jackpotRoutes } from './jackpot.ts';
import { bankruptRoutes } from './bankrupt.ts';
import { monthlyBonusRoutes } from './monthly-bonus.ts';
import { signInRoutes } from './sign-in.ts';
import { firstDepositRoutes } from './first-deposit.ts';
import { rewardsRoutes } from './rewards.ts';
import { authRoutes } from './auth.ts';
import { kycRoutes } from './kyc.ts';
import { memberRoutes } from './member.ts';
import { playLimitRoutes } from './play-limits.ts';
import { CallRegistry, type AppDeps } from './register-call.ts';
import { startUpRoutes } from './start-up.ts';
import { walletRoutes } from './wallet.ts';
import { waysInRoutes } from './ways-in.ts';

export function registerCalls(app: FastifyInstance, deps: AppDeps): CallRegistry {
  const registry = new CallRegistry(app, deps);
  anonymousRoutes(registry);
  startUpRoutes(registry);
  authRoutes(registry);
  walletRoutes(registry);
  waysInRoutes(registry);
  memberRoutes(registry);
  kycRoutes(registry);
  playLimitRoutes(registry);
  gameRoutes(registry);
  mailRoutes(registry);
  taskRoutes(registry);
  vipRoutes(registry);
  bankruptRoutes(registry);
  monthlyBonusRoutes(registry);
  signInRoutes(registry);
  firstDepositRoutes(registry);
  rewardsRoutes(registry);
  activityRoutes(registry);
  jackpotRoutes(registry);
  const missing = Object.keys(calls).filter((name) => !registry.registered.has(name));
  if (missing.length > 0) throw new Error(`contract calls without a route: ${missing.join(', ')}`);
  return registry;
}
