// Bankruptcy gift calls. Each acts on the caller's own balance, level and claims only.
import { calls } from '../../contract/index.ts';
import { bankruptGiftInfo, receiveBankruptGift } from '../domain/bankrupt/gift.ts';
import type { CallRegistry } from './register-call.ts';

export function bankruptRoutes(registry: CallRegistry): void {
  registry.register(calls.getBankruptGiftInfo, ({ db, now, requireUser }) => bankruptGiftInfo(db, requireUser().userId, now));
  registry.register(calls.receiveBankruptGiftAward, ({ db, body, now, requireUser }) => receiveBankruptGift(db, requireUser().userId, body.id, now));
}
