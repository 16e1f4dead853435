// Coin pusher calls. Every call acts on the caller's own wallet, demo coins, seeds and drops only.
import { calls } from '../../contract/index.ts';
import { dropCoin, newPusherSeed, pusherInfo } from '../domain/coin-pusher/drop.ts';
import type { CallRegistry } from './register-call.ts';

export function coinPusherRoutes(registry: CallRegistry): void {
  registry.register(calls.getCoinPusherInfo, ({ db, body, now, requireUser }) => pusherInfo(db, requireUser(), body.tryIt, now));
  registry.register(calls.coinPusherDrop, ({ db, body, now, requireUser }) => dropCoin(db, requireUser(), body.coin, body.tryIt, now));
  registry.register(calls.coinPusherNewSeed, ({ db, now, requireUser }) => newPusherSeed(db, requireUser().userId, now));
}
