// First-deposit bonus calls: the offer for anyone, and the caller's own result once deposited.
import { calls } from '../../contract/index.ts';
import { firstDepositInfo, joinFirstDeposit } from '../domain/first-deposit/first-deposit.ts';
import type { CallRegistry } from './register-call.ts';

export function firstDepositRoutes(registry: CallRegistry): void {
  registry.register(calls.firstDepositInfo, ({ db, user }) => firstDepositInfo(db, user?.userId));
  registry.register(calls.firstDepositJoin, ({ db, now, requireUser }) => joinFirstDeposit(db, requireUser().userId, now));
}
