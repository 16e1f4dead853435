// Wallet calls and what they store: kv 'wallet' (balances and rules, mirrored into the `user` row's coin and safebox),
// kv 'depositOrders' (deposit-orders.ts), the rechargeTypes, bankCards and withdrawals tables (replaced whole), and walletRecords (ledger entries, added to).
// Money writes carry an Idempotency-Key made per call, so the http client's retry of a lost answer applies once.
import { calls, type BankCard, type RequestOf, type WalletInfo, type Withdrawal } from '../contract/index.ts';
import { setKv, type AppDatabase } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { HttpClient } from './http.ts';
import type { WorkerState } from './state.ts';
import { sessionPost, sessionWrite } from './session-post.ts';
import { createDepositOrders } from './deposit-orders.ts';

export interface WalletDeps {
  http: HttpClient;
  db: AppDatabase;
  state: WorkerState;
  now?: () => number;
  uuid?: () => string;
  /** Between looks at a deposit order being watched; tests pass a quick one. */
  sleep?: (ms: number) => Promise<void>;
}

export type CardInput = RequestOf<typeof calls.addBankInfo>;
export type RecordQuery = RequestOf<typeof calls.appUserCoinDetail>;
export interface OpenedDeposit {
  orderId: string;
  amount: number;
  payUrl: string;
}

export function createWallet({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID(), sleep }: WalletDeps) {
  const post = sessionPost(http, state);
  const write = sessionWrite(http, state);

  async function storeWallet(wallet: WalletInfo): Promise<void> {
    await db.transaction('rw', [db.kv, db.user], async () => {
      await setKv('wallet', wallet, db);
      await db.user.update('me', { coin: wallet.coin, safebox: wallet.safebox, totalRecharge: wallet.totalRecharge, updatedAt: now() });
    });
  }

  async function loadCards(): Promise<Result<BankCard[]>> {
    const result = await post(calls.getUserBanks, {});
    if (!result.ok) return result;
    await db.transaction('rw', db.bankCards, async () => {
      await db.bankCards.clear();
      await db.bankCards.bulkPut(result.data.list);
    });
    return ok(result.data.list);
  }

  async function refresh(): Promise<Result<WalletInfo>> {
    const result = await post(calls.getWalletInfo, {});
    if (!result.ok) return result;
    await storeWallet(result.data);
    return result;
  }

  const orders = createDepositOrders({ post, db, refreshWallet: refresh, sleep });

  return {
    refresh,

    loadDepositOrders: orders.loadDepositOrders,
    watchDeposit: orders.watchDeposit,

    async loadRechargeTypes(): Promise<Result<{ count: number }>> {
      const result = await post(calls.getRechargeTypes, {});
      if (!result.ok) return result;
      await db.transaction('rw', [db.rechargeTypes, db.kv], async () => {
        await db.rechargeTypes.clear();
        await db.rechargeTypes.bulkPut(result.data.list);
        await setKv('rechargeLastUsedId', result.data.lastUsedId, db);
      });
      return ok({ count: result.data.list.length });
    },

    /**
     * `activity: 'bank'` marks a deposit made from the bank activity, which gets its bonus when credited; `couponId`
     * reserves one of the player's deposit coupons for the order.
     */
    async createDeposit(rechargeTypeId: number, amount: number, activity?: 'bank', couponId?: number): Promise<Result<OpenedDeposit>> {
      const result = await http.post(
        calls.createDepositOrder,
        { rechargeTypeId, amount, ...(activity ? { activity } : {}), ...(couponId ? { couponId } : {}) },
        { idempotencyKey: uuid() },
      );
      if (!result.ok) return result;
      await setKv('rechargeLastUsedId', rechargeTypeId, db);
      const channel = await db.rechargeTypes.get(rechargeTypeId);
      const at = now();
      await orders.remember({
        orderId: result.data.orderId,
        amount: result.data.amount,
        channelName: channel?.name ?? '',
        state: 'pending',
        createTime: at,
        updateTime: at,
      });
      return result;
    },

    async withdraw(cardId: number, amount: number): Promise<Result<Withdrawal>> {
      const result = await post(calls.withdraw, { cardId, amount }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.withdrawals.put(result.data.withdrawal);
      await storeWallet(result.data.wallet);
      return ok(result.data.withdrawal);
    },

    async loadWithdrawals(): Promise<Result<{ total: number }>> {
      const result = await post(calls.getWithdrawals, { pageNum: 1 });
      if (!result.ok) return result;
      await db.transaction('rw', db.withdrawals, async () => {
        await db.withdrawals.clear();
        await db.withdrawals.bulkPut(result.data.list);
      });
      return ok({ total: result.data.total });
    },

    loadCards,

    // The writes below happened on the server once it answers, so they go through `write`: the answer is returned
    // even if the session changed meanwhile, and a card or balance is stored only for the session that made it.
    addCard(card: CardInput): Promise<Result<BankCard>> {
      return write(calls.addBankInfo, card, { idempotencyKey: uuid() }, (saved) => db.bankCards.put(saved));
    },

    modifyCard(id: number, card: CardInput): Promise<Result<BankCard>> {
      return write(calls.modifyBankInfo, { id, ...card }, { idempotencyKey: uuid() }, (saved) => db.bankCards.put(saved));
    },

    async deleteCard(id: number): Promise<Result<Record<string, never>>> {
      const result = await write(calls.delUserBank, { id }, { idempotencyKey: uuid() }, () => db.bankCards.delete(id));
      return result.ok ? ok({}) : result;
    },

    safeboxIn(amount: number): Promise<Result<WalletInfo>> {
      return write(calls.safeboxDeposit, { amount }, { idempotencyKey: uuid() }, storeWallet);
    },

    safeboxOut(amount: number, password: string): Promise<Result<WalletInfo>> {
      return write(calls.safeboxWithdraw, { amount, password }, { idempotencyKey: uuid() }, storeWallet);
    },

    /** Adds one page of ledger entries to walletRecords; the screen reads the table, so earlier pages stay offline. */
    async loadRecords(query: RecordQuery): Promise<Result<{ total: number; count: number }>> {
      const result = await post(calls.appUserCoinDetail, query);
      if (!result.ok) return result;
      await db.walletRecords.bulkPut(result.data.list);
      return ok({ total: result.data.total, count: result.data.list.length });
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
