// Diamond mall calls. Every call reads or spends the caller's own diamonds, orders and address; other players appear
// only in the ticker, with masked nicknames.
import { calls } from '../../contract/index.ts';
import { claimAddup, exchangeCoin, exchangeGoods, useCoupon } from '../domain/mall/exchange.ts';
import { orderLog } from '../domain/mall/orders.ts';
import { diamondLog, readAddress, saveAddress, shopData, tickers } from '../domain/mall/shop.ts';
import type { CallRegistry } from './register-call.ts';

export function diamondRoutes(registry: CallRegistry): void {
  registry.register(calls.diamondShopData, ({ db, requireUser }) => shopData(db, requireUser().userId));
  registry.register(calls.diamondExchangeCoin, ({ db, body, now, requireUser }) => exchangeCoin(db, requireUser().userId, body.diamonds, now));
  registry.register(calls.diamondExchangeGoods, ({ db, body, now, requireUser }) => exchangeGoods(db, requireUser().userId, body.goodsId, now));
  registry.register(calls.diamondGoodsExchangeOrderLog, ({ db, body, requireUser }) => orderLog(db, requireUser().userId, body.page));
  registry.register(calls.diamondLog, ({ db, body, requireUser }) => diamondLog(db, requireUser().userId, body.page));
  registry.register(calls.getAddress, ({ db, requireUser }) => readAddress(db, requireUser().userId));
  registry.register(calls.updateAddress, ({ db, body, now, requireUser }) => saveAddress(db, requireUser().userId, body, now));
  registry.register(calls.appDiamondBonusTickersData, ({ db }) => tickers(db));
  registry.register(calls.receiveAddupAwardById, ({ db, body, now, requireUser }) => claimAddup(db, requireUser().userId, body.id, now));
  registry.register(calls.diamondUseCoupon, ({ db, body, now, requireUser }) => useCoupon(db, requireUser().userId, body.propId, now));
}
