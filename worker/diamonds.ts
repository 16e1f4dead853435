// Diamond mall calls and what they store: kv 'diamondShop' (diamondShopData), 'diamondOrders' and 'diamondLog' (first
// pages, later pages appended), 'diamondTicker' and 'deliveryAddress', so the mall opens offline, read-only. An
// exchange or claim updates the kept shop, balance and red dot at once from the server's answer; the exchanges
// themselves need a connection (write calls with an Idempotency-Key, never queued offline).
import { diamondMallDot } from '../contract/red-dots.ts';
import { calls, type DeliveryAddressInput, type DiamondShop } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createDiamonds({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function storeShop(shop: DiamondShop): Promise<void> {
    await db.transaction('rw', [db.kv, db.flags], async () => {
      await setKv('diamondShop', shop, db);
      if (await db.flags.get('me')) await db.flags.update('me', { diamondMallRedDot: diamondMallDot(shop.addup) });
    });
  }

  async function setBalance(balance: number): Promise<void> {
    await db.user.update('me', { coin: balance, updatedAt: now() });
  }

  /** After a spend: the kept shop shows the diamonds left, and the ladder's progress moves by what was spent. */
  async function afterSpend(left: number, spent: number, goodsId?: number): Promise<void> {
    const shop = await getKv('diamondShop', db);
    if (!shop) return;
    const total = shop.spent + spent;
    await storeShop({
      ...shop,
      diamonds: left,
      diamondsValue: left * shop.rate.diamondValue,
      spent: total,
      addup: shop.addup.map((rung) => ({ ...rung, reached: total >= rung.threshold })),
      goods: shop.goods.map((g) => (g.id === goodsId ? { ...g, stock: Math.max(0, g.stock - 1) } : g)),
    });
  }

  async function loadTicker(): Promise<Result<{ count: number }>> {
    const result = await post(calls.appDiamondBonusTickersData, {});
    if (!result.ok) return result;
    await setKv('diamondTicker', result.data.list, db);
    return ok({ count: result.data.list.length });
  }

  return {
    async load(): Promise<Result<{ diamonds: number }>> {
      const result = await post(calls.diamondShopData, {});
      if (!result.ok) return result;
      await storeShop(result.data);
      return ok({ diamonds: result.data.diamonds });
    },

    loadTicker,

    async exchangeCoin(diamonds: number) {
      const result = await post(calls.diamondExchangeCoin, { diamonds }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await setBalance(result.data.balance);
      await afterSpend(result.data.diamonds, diamonds);
      // The ticker now starts with this exchange; refreshed behind the answer.
      void loadTicker();
      return result;
    },

    async exchangeGoods(goodsId: number, price: number) {
      const result = await post(calls.diamondExchangeGoods, { goodsId }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await afterSpend(result.data.diamonds, price, goodsId);
      const orders = await getKv('diamondOrders', db);
      await setKv('diamondOrders', { list: [result.data.order, ...(orders?.list ?? [])], page: orders?.page ?? 1, hasMore: orders?.hasMore ?? false }, db);
      void loadTicker();
      return result;
    },

    async claimAddup(id: number) {
      const result = await post(calls.receiveAddupAwardById, { id }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await setBalance(result.data.balance);
      const shop = await getKv('diamondShop', db);
      if (shop) await storeShop({ ...shop, addup: shop.addup.map((rung) => (rung.id === id ? { ...rung, claimed: true } : rung)) });
      return result;
    },

    async useCoupon(propId: number) {
      const result = await post(calls.diamondUseCoupon, { propId }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const shop = await getKv('diamondShop', db);
      if (shop) {
        const coupons = shop.coupons.map((c) => (c.propId === propId ? { ...c, count: c.count - 1 } : c)).filter((c) => c.count > 0);
        const diamonds = result.data.diamonds;
        await storeShop({ ...shop, coupons, diamonds, diamondsValue: diamonds * shop.rate.diamondValue });
      }
      return result;
    },

    /** One page of orders; page 1 replaces what is kept, later pages append. */
    async loadOrders(page = 1): Promise<Result<{ hasMore: boolean }>> {
      const result = await post(calls.diamondGoodsExchangeOrderLog, { page });
      if (!result.ok) return result;
      const kept = page === 1 ? [] : ((await getKv('diamondOrders', db))?.list ?? []);
      const seen = new Set(kept.map((o) => o.id));
      await setKv('diamondOrders', { list: [...kept, ...result.data.list.filter((o) => !seen.has(o.id))], page, hasMore: result.data.hasMore }, db);
      return ok({ hasMore: result.data.hasMore });
    },

    async loadLog(page = 1): Promise<Result<{ hasMore: boolean }>> {
      const result = await post(calls.diamondLog, { page });
      if (!result.ok) return result;
      const kept = page === 1 ? [] : ((await getKv('diamondLog', db))?.list ?? []);
      const seen = new Set(kept.map((r) => r.id));
      await setKv('diamondLog', { list: [...kept, ...result.data.list.filter((r) => !seen.has(r.id))], page, hasMore: result.data.hasMore }, db);
      return ok({ hasMore: result.data.hasMore });
    },

    async loadAddress(): Promise<Result<{ saved: boolean }>> {
      const result = await post(calls.getAddress, {});
      if (!result.ok) return result;
      await setKv('deliveryAddress', result.data.address, db);
      return ok({ saved: result.data.address !== null });
    },

    async saveAddress(address: DeliveryAddressInput) {
      const result = await post(calls.updateAddress, address, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await setKv('deliveryAddress', result.data.address, db);
      const shop = await getKv('diamondShop', db);
      if (shop) await setKv('diamondShop', { ...shop, hasAddress: true }, db);
      return result;
    },
  };
}

export type DiamondsModule = ReturnType<typeof createDiamonds>;
