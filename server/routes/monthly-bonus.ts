// Monthly bonus calls. Each acts on the caller's own figures and claim only.
import { calls } from '../../contract/index.ts';
import { monthlyBonusInfo, receiveMonthlyBonus } from '../domain/monthly-bonus/bonus.ts';
import type { CallRegistry } from './register-call.ts';

export function monthlyBonusRoutes(registry: CallRegistry): void {
  registry.register(calls.monthlyBonusInfo, ({ db, now, requireUser }) => monthlyBonusInfo(db, requireUser().userId, now));
  registry.register(calls.monthlyBonusReceive, ({ db, now, requireUser }) => receiveMonthlyBonus(db, requireUser().userId, now));
}
