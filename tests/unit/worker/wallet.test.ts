// The worker's wallet module: what it stores in Dexie, the Idempotency-Key on money writes, and refusals.
import { afterEach, describe, expect, it } from 'vitest';
import type { BankCard, CoinRecord, DepositOrder, WalletInfo, Withdrawal } from '../../../contract/index.ts';
import { clearUserTables, getKv } from '../../../src/db/database.ts';
import { createWallet } from '../../../worker/wallet.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 0 }), updatedAt: 0 });
  let n = 0;
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);
  return { ...h, waits, wallet: createWallet({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}`, sleep }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const walletInfo = (over: Partial<WalletInfo> = {}): WalletInfo => ({
  coin: 50_000,
  safebox: 0,
  locked: 0,
  withdrawable: 50_000,
  locks: [],
  totalRecharge: 50_000,
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  withdrawFeeRate: 0,
  kycAmount: 500_000,
  kycLeft: 500_000,
  hasKyc: false,
  hasSafeboxPassword: false,
  maxBankAccounts: 5,
  ...over,
});
const card: BankCard = { id: 7, bankId: 1, bankName: 'GCash', kind: 'ewallet', accountName: 'Ana', accountNo: '+639171234567', createTime: NOW };
const withdrawal: Withdrawal = { id: 3, cardId: 7, amount: 20_000, fee: 0, state: 'pending', reason: '', createTime: NOW, updateTime: NOW };
const record = (id: number, type = 'deposit'): CoinRecord => ({
  id,
  type,
  account: 'main',
  amount: 100,
  balanceAfter: 100 * id,
  reference: '',
  createTime: NOW + id,
});

describe('wallet', () => {
  it('stores the wallet summary and mirrors the balance into the player row', async () => {
    const h = await setUp([envelope(walletInfo({ coin: 12_345, safebox: 500 }))]);
    expect((await h.wallet.refresh()).ok).toBe(true);
    expect(await getKv('wallet', h.db)).toMatchObject({ coin: 12_345, safebox: 500 });
    expect(await h.db.user.get('me')).toMatchObject({ coin: 12_345, safebox: 500, updatedAt: NOW });
  });

  it('replaces the channel list and remembers the last used channel', async () => {
    const type = {
      id: 1,
      name: 'GCash',
      kind: 'ewallet' as const,
      sort: 1,
      minAmount: 100,
      minAmount2: 10_000,
      isDefault: true,
      minimum: 100,
      sandbox: true,
      items: [{ id: 1, price: 10_000 }],
    };
    const h = await setUp([envelope({ list: [type], lastUsedId: 1 })]);
    await h.db.rechargeTypes.put({ ...type, id: 99 });
    expect(await h.wallet.loadRechargeTypes()).toEqual({ ok: true, data: { count: 1 } });
    expect((await h.db.rechargeTypes.toArray()).map((t) => t.id)).toEqual([1]);
    expect(await getKv('rechargeLastUsedId', h.db)).toBe(1);
  });

  it('sends deposits and withdrawals with an Idempotency-Key and stores the pending withdrawal', async () => {
    const h = await setUp([
      envelope({ orderId: 'o-1', amount: 10_000, payUrl: '/pay/sandbox/o-1' }),
      envelope({ withdrawal, wallet: walletInfo({ coin: 30_000 }) }),
    ]);
    expect(await h.wallet.createDeposit(1, 10_000)).toEqual({ ok: true, data: { orderId: 'o-1', amount: 10_000, payUrl: '/pay/sandbox/o-1' } });
    expect((await h.wallet.withdraw(7, 20_000)).ok).toBe(true);
    expect(h.server.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
    expect(await h.db.withdrawals.get(3)).toMatchObject({ state: 'pending', amount: 20_000 });
    expect((await h.db.user.get('me'))?.coin).toBe(30_000);
  });

  it('marks a deposit from the bank activity, and only that one', async () => {
    const h = await setUp([
      envelope({ orderId: 'o-1', amount: 50_000, payUrl: '/pay/sandbox/o-1' }),
      envelope({ orderId: 'o-2', amount: 50_000, payUrl: '/pay/sandbox/o-2' }),
    ]);
    await h.wallet.createDeposit(3, 50_000, 'bank');
    await h.wallet.createDeposit(3, 50_000);
    expect(h.server.requests[0]?.body).toMatchObject({ rechargeTypeId: 3, amount: 50_000, activity: 'bank' });
    expect(h.server.requests[1]?.body).not.toHaveProperty('activity');
  });

  it('writes nothing when a withdrawal is refused, and passes the reason on', async () => {
    const h = await setUp([failure(403, 'Not enough balance')]);
    expect(await h.wallet.withdraw(7, 20_000)).toMatchObject({ ok: false, code: 403, msg: 'Not enough balance' });
    expect(await h.db.withdrawals.count()).toBe(0);
  });

  it('refuses an answer that breaks the contract without writing it', async () => {
    const h = await setUp([envelope({ list: [{ id: 'x' }] })]);
    expect((await h.wallet.loadCards()).ok).toBe(false);
    expect(await h.db.bankCards.count()).toBe(0);
  });

  it('keeps record pages in Dexie for offline reading, and clears them with the session', async () => {
    const h = await setUp([
      envelope({ list: [record(2), record(1)], total: 3, pageNum: 1, pageSize: 2 }),
      envelope({ list: [record(0, 'withdraw')], total: 3, pageNum: 2, pageSize: 2 }),
    ]);
    await h.wallet.loadRecords({ pageNum: 1, pageSize: 2 });
    await h.wallet.loadRecords({ pageNum: 2, pageSize: 2 });
    expect((await h.db.walletRecords.orderBy('createTime').reverse().toArray()).map((r) => r.id)).toEqual([2, 1, 0]);
    await h.db.bankCards.put(card);
    await clearUserTables(h.db);
    expect(await h.db.walletRecords.count()).toBe(0);
    expect(await h.db.bankCards.count()).toBe(0);
    expect(await getKv('wallet', h.db)).toBeUndefined();
  });

  it('drops an answer for a session that ended while it was out', async () => {
    const session = { ended: false };
    const h = await setUp([
      () => {
        session.ended = true;
        return envelope(walletInfo());
      },
    ]);
    const refresh = h.wallet.refresh();
    // The token changes while the answer is on its way (a logout in another tab).
    await Promise.resolve();
    h.state.token = null;
    expect((await refresh).ok).toBe(false);
    expect(session.ended).toBe(true);
    expect(await getKv('wallet', h.db)).toBeUndefined();
  });

  it('answers a card or safebox write made before a logout, but stores it only for the same session', async () => {
    const h = await setUp([() => envelope(card), () => envelope(walletInfo({ safebox: 1_000 }))]);
    const adding = h.wallet.addCard({ bankId: 1, accountName: 'Ana', accountNo: '+639171234567' });
    await Promise.resolve();
    h.state.token = null;
    // The card exists on the server: the player is told so, but the next player's tables stay clean.
    expect((await adding).ok).toBe(true);
    expect(await h.db.bankCards.count()).toBe(0);
    h.state.token = 'tok-2';
    const moving = h.wallet.safeboxIn(1_000);
    await Promise.resolve();
    h.state.token = 'tok-3';
    expect((await moving).ok).toBe(true);
    expect(await getKv('wallet', h.db)).toBeUndefined();
  });

  const order = (state: DepositOrder['state']): DepositOrder => ({
    orderId: 'o-1',
    amount: 50_000,
    channelName: 'GCash',
    state,
    createTime: NOW,
    updateTime: NOW,
  });
  const orders = (...list: DepositOrder[]) => envelope({ list });

  it('watches a returning deposit until it is paid, then refreshes the balance', async () => {
    const h = await setUp([orders(order('pending')), orders(order('pending')), orders(order('paid')), envelope(walletInfo({ coin: 50_000 }))]);
    const watched = await h.wallet.watchDeposit('o-1');
    expect(watched).toMatchObject({ ok: true, data: { state: 'paid' } });
    expect(h.waits).toHaveLength(2);
    expect(await getKv('depositOrders', h.db)).toEqual([order('paid')]);
    expect(await getKv('wallet', h.db)).toMatchObject({ coin: 50_000 });
  });

  it('stops watching a failed deposit without touching the balance', async () => {
    const h = await setUp([orders(order('failed'))]);
    expect(await h.wallet.watchDeposit('o-1')).toMatchObject({ ok: true, data: { state: 'failed' } });
    expect(h.waits).toHaveLength(0);
    expect(await getKv('wallet', h.db)).toBeUndefined();
  });

  it('gives up on an order that stays pending, leaving it pending', async () => {
    const h = await setUp(Array.from({ length: 20 }, () => orders(order('pending'))));
    expect(await h.wallet.watchDeposit('o-1')).toMatchObject({ ok: true, data: { state: 'pending' } });
    expect(h.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(120_000);
    expect(await getKv('depositOrders', h.db)).toEqual([order('pending')]);
  });

  it("says so when the order is not the player's", async () => {
    const h = await setUp([orders()]);
    expect((await h.wallet.watchDeposit('o-x')).ok).toBe(false);
  });
});
