// Deposit orders the player made, in kv 'depositOrders' (newest first, replaced by each list, one order merged in as it
// is watched). The wallet's waiting screen reads the watched order from there; the records list the ones not credited.
import { calls, type DepositOrder } from '../contract/index.ts';
import { fail, ok, type Result } from '../contract/result.ts';
import { ORDER_NOT_FOUND_MSG } from '../contract/app-messages.ts';
import { getKv, setKv, type AppDatabase } from '../src/db/database.ts';
import type { HttpClient } from './http.ts';

/** Waits between looks at a pending order: quick at first (most channels confirm within seconds), then slower. */
export const WATCH_DELAYS_MS = [1_000, 1_000, 1_000, 2_000, 2_000, 3_000, 5_000, 5_000, 10_000, 10_000, 15_000, 15_000, 30_000];

export interface DepositOrderDeps {
  post: HttpClient['post'];
  db: AppDatabase;
  /** Fetches the balance again, so a credited order shows in it at once. */
  refreshWallet: () => Promise<unknown>;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createDepositOrders({ post, db, refreshWallet, sleep = defaultSleep }: DepositOrderDeps) {
  // One watch per order, however many screens ask for it (a remount, a second tab of the same view).
  const watching = new Map<string, Promise<Result<DepositOrder>>>();

  async function merge(order: DepositOrder): Promise<void> {
    await db.transaction('rw', db.kv, async () => {
      const stored = (await getKv('depositOrders', db)) ?? [];
      const others = stored.filter((o) => o.orderId !== order.orderId);
      await setKv(
        'depositOrders',
        [order, ...others].sort((a, b) => b.createTime - a.createTime),
        db,
      );
    });
  }

  async function look(orderId: string): Promise<Result<DepositOrder | null>> {
    const result = await post(calls.getDepositOrders, { orderId });
    if (!result.ok) return result;
    const order = result.data.list[0] ?? null;
    if (order) await merge(order);
    return ok(order);
  }

  async function watch(orderId: string): Promise<Result<DepositOrder>> {
    let last: Result<DepositOrder | null> = await look(orderId);
    for (const delay of WATCH_DELAYS_MS) {
      // Unknown or final: nothing more to wait for. A failed look (offline) is tried again after the delay.
      if (last.ok && (last.data === null || last.data.state !== 'pending')) break;
      await sleep(delay);
      last = await look(orderId);
    }
    if (!last.ok) return last;
    if (last.data === null) return fail('api', 404, ORDER_NOT_FOUND_MSG);
    if (last.data.state === 'paid') await refreshWallet();
    return ok(last.data);
  }

  return {
    /** Keeps an order just opened, so the screen the pay page returns to can name its amount and channel at once. */
    remember: merge,

    /** The recent orders, newest first, for the records. */
    async loadDepositOrders(): Promise<Result<{ count: number }>> {
      const result = await post(calls.getDepositOrders, {});
      if (!result.ok) return result;
      await setKv('depositOrders', result.data.list, db);
      return ok({ count: result.data.list.length });
    },

    /**
     * Looks at an order the pay page sent the player back with until it is final (paid, failed or expired) or the
     * watch gives up (about two minutes; the order then stays pending on screen); a paid one refreshes the balance.
     */
    watchDeposit(orderId: string): Promise<Result<DepositOrder>> {
      const running = watching.get(orderId);
      if (running) return running;
      const started = watch(orderId).finally(() => watching.delete(orderId));
      watching.set(orderId, started);
      return started;
    },
  };
}
