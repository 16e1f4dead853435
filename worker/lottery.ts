// Lotto calls and what they store, so the lottery pages open offline read-only: kv 'lotteryInfo' (getLotteryInfo),
// 'lotteryRecord' and 'lotteryHistory' (first pages, later pages appended), 'lotteryOrders' and 'lotteryProducts'.
// A purchase adds its lines to the kept info at once and writes the new balance.
import { calls, LOTTERY_PAGE_SIZE, type LotteryInfo, type LotteryOrder, type LotteryTicket } from '../contract/index.ts';
import type { DeliveryAddressInput } from '../contract/address.ts';
import type { LotteryTier } from '../contract/lottery.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export interface BuyLines {
  drawId: number;
  tier: LotteryTier;
  lines: number[][];
  pay: 'coin' | 'ticket' | 'coupon';
  couponId?: number;
}

export function createLottery({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function load(): Promise<Result<{ drawId: number }>> {
    const result = await post(calls.getLotteryInfo, {});
    if (!result.ok) return result;
    await setKv('lotteryInfo', result.data, db);
    return ok({ drawId: result.data.draw.id });
  }

  /** Page 1 replaces what is kept; later pages append (rows already kept are not repeated). */
  async function pageInto<T extends { id: number }>(key: 'lotteryRecord' | 'lotteryHistory', pageNum: number, list: T[], pages: number): Promise<void> {
    const kept = pageNum === 1 ? [] : (((await getKv(key, db))?.list ?? []) as unknown as T[]);
    const seen = new Set(kept.map((row) => row.id));
    await setKv(key, { list: [...kept, ...list.filter((row) => !seen.has(row.id))], pages, pageNum } as never, db);
  }

  return {
    load,

    async buy(request: BuyLines): Promise<Result<{ lines: LotteryTicket[]; balance: number }>> {
      const result = await post(calls.buyLotteryTickets, request, { idempotencyKey: uuid() });
      if (!result.ok) {
        // Sales moved on: fetch the draw now on sale (and its hash) so the page shows it.
        void load();
        return result;
      }
      const { lines, balance, tickets } = result.data;
      await db.transaction('rw', [db.kv, db.user], async () => {
        const info = await getKv('lotteryInfo', db);
        if (info) {
          const coupons = info.coupons
            .map((c) => (c.propId === request.couponId && request.pay === 'coupon' ? { ...c, count: c.count - 1 } : c))
            .filter((c) => c.count > 0);
          await setKv('lotteryInfo', { ...info, tickets, coupons, myLines: [...lines, ...info.myLines] }, db);
        }
        await db.user.update('me', { coin: balance, lottery: tickets.reduce((a, b) => a + b, 0), updatedAt: now() });
      });
      return ok({ lines, balance });
    },

    async loadRecord(pageNum = 1): Promise<Result<{ pages: number }>> {
      const result = await post(calls.getLotteryRecord, { pageNum, pageSize: LOTTERY_PAGE_SIZE });
      if (!result.ok) return result;
      await pageInto('lotteryRecord', pageNum, result.data.list, result.data.pages);
      return ok({ pages: result.data.pages });
    },

    async loadHistory(pageNum = 1): Promise<Result<{ pages: number }>> {
      const result = await post(calls.getLotteryHistory, { pageNum, pageSize: LOTTERY_PAGE_SIZE });
      if (!result.ok) return result;
      await pageInto('lotteryHistory', pageNum, result.data.list, result.data.pages);
      return ok({ pages: result.data.pages });
    },

    async loadProducts(): Promise<Result<{ count: number }>> {
      const result = await post(calls.getLotteryProducts, {});
      if (!result.ok) return result;
      await setKv('lotteryProducts', result.data.list, db);
      return ok({ count: result.data.list.length });
    },

    async loadOrders(): Promise<Result<{ unclaimed: number }>> {
      const result = await post(calls.getLotteryOrders, {});
      if (!result.ok) return result;
      await setKv('lotteryOrders', result.data, db);
      return ok({ unclaimed: result.data.unclaimed.length });
    },

    async claimProduct(ticketId: number, address: DeliveryAddressInput): Promise<Result<LotteryOrder>> {
      const result = await post(calls.claimLotteryProduct, { ticketId, address }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const kept = await getKv('lotteryOrders', db);
      await setKv(
        'lotteryOrders',
        { list: [result.data, ...(kept?.list ?? [])], unclaimed: (kept?.unclaimed ?? []).filter((line) => line.id !== ticketId) },
        db,
      );
      const info = await getKv('lotteryInfo', db);
      if (info) await setKv('lotteryInfo', { ...info, unclaimedProducts: Math.max(0, info.unclaimedProducts - 1) } satisfies LotteryInfo, db);
      return result;
    },
  };
}

export type LotteryModule = ReturnType<typeof createLottery>;
