// Wallet money loop: deposit orders and the signed sandbox callback, withdrawals (pending, paid, refunded), receiving
// accounts, safebox, turnover, records, idempotency and concurrency. The ledger invariant is checked after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { hashPassword } from '../../../server/domain/passwords.ts';
import { writeConfigValue } from '../../../server/domain/app-config.ts';
import { addTurnover, releaseTurnover } from '../../../server/domain/wallet/turnover.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const BANK = 3;

describe.each(backends())('wallet on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    const audit = await auditLedger(t.db);
    expect(audit.problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const callback = (body: unknown) => t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload: body as object });
  const wallet = (token: string) => data('getWalletInfo', {}, token);

  async function deposit(token: string, amount: number, typeId = GCASH): Promise<string> {
    const order = await data('createDepositOrder', { rechargeTypeId: typeId, amount }, token);
    const response = await callback(signNotification({ orderId: order.orderId, status: 'paid', amount }, t.clock.now()));
    expect(response.json().data.outcome, response.body).toBe('credited');
    return order.orderId;
  }

  async function gcashCard(token: string): Promise<number> {
    const card = await data(
      'addBankInfo',
      { bankId: GCASH, accountName: 'Juan Cruz', accountNo: `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` },
      token,
    );
    return card.id;
  }

  it('lists the channels by sort with their minimum and only items at or above it', async () => {
    const { token } = await newPlayer(t, 'w');
    const { list, lastUsedId } = await data('getRechargeTypes', {}, token);
    expect(list.map((x: { name: string }) => x.name)).toEqual(['GCash', 'Maya', 'Bank transfer']);
    expect(lastUsedId).toBeNull();
    const bank = list.find((x: { id: number }) => x.id === BANK);
    expect(bank.minimum).toBe(50_000);
    expect(bank.items.every((i: { price: number }) => i.price >= 50_000)).toBe(true);
  });

  it('refuses a deposit under the minimum, and applies minAmount2 once the player has deposited', async () => {
    const { token } = await newPlayer(t, 'w');
    const low = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 9_999 }, token);
    expect(low.statusCode).toBe(400);
    expect(low.json().msg).toMatch(/minimum deposit on GCash/);
    await deposit(token, 10_000, 2);
    const maya = (await data('getRechargeTypes', {}, token)).list.find((x: { id: number }) => x.id === 2);
    expect(maya.minimum).toBe(20_000);
    expect(maya.items.map((i: { price: number }) => i.price)).not.toContain(10_000);
    expect((await call('createDepositOrder', { rechargeTypeId: 2, amount: 15_000 }, token)).statusCode).toBe(400);
    expect((await data('getRechargeTypes', {}, token)).lastUsedId).toBe(2);
  });

  it('credits a paid deposit once, updates totalRecharge and records it', async () => {
    const { token } = await newPlayer(t, 'w');
    const orderId = await deposit(token, 25_000);
    const again = await callback(signNotification({ orderId, status: 'paid', amount: 25_000 }, t.clock.now()));
    expect(again.json().data.outcome).toBe('already-applied');
    const info = await wallet(token);
    expect(info).toMatchObject({ coin: 25_000, totalRecharge: 25_000, withdrawable: 25_000 });
    const records = await data('appUserCoinDetail', {}, token);
    expect(records.list[0]).toMatchObject({ type: 'deposit', amount: 25_000, balanceAfter: 25_000, account: 'main' });
  });

  it('credits 100 parallel deliveries of one callback once', async () => {
    const { token } = await newPlayer(t, 'w');
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 30_000 }, token);
    const note = signNotification({ orderId: order.orderId, status: 'paid', amount: 30_000 }, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 100 }, () => callback(note)));
    const outcomes = answers.map((a) => a.json().data?.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-applied')).toHaveLength(99);
    expect((await wallet(token)).coin).toBe(30_000);
  });

  it('refuses a callback with a bad signature (401) and moves nothing', async () => {
    const { token } = await newPlayer(t, 'w');
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 10_000 }, token);
    const forged = signNotification({ orderId: order.orderId, status: 'paid', amount: 10_000 }, t.clock.now(), 'wrong-secret');
    const response = await callback(forged);
    expect(response.statusCode).toBe(401);
    const tampered = { ...signNotification({ orderId: order.orderId, status: 'paid', amount: 10_000 }, t.clock.now()), amount: 99_999 };
    expect((await callback(tampered)).statusCode).toBe(401);
    expect((await callback({ orderId: order.orderId })).statusCode).toBe(401);
    expect((await wallet(token)).coin).toBe(0);
  });

  it('marks a failed payment failed without credit', async () => {
    const { token } = await newPlayer(t, 'w');
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 10_000 }, token);
    const failed = await callback(signNotification({ orderId: order.orderId, status: 'failed', amount: 10_000 }, t.clock.now()));
    expect(failed.json().data.outcome).toBe('failed');
    const late = await callback(signNotification({ orderId: order.orderId, status: 'paid', amount: 10_000 }, t.clock.now()));
    expect(late.json().data.outcome).toBe('already-applied');
    expect((await wallet(token)).coin).toBe(0);
  });

  it('runs the sandbox pay page: Approve posts a form, the balance is credited and the player is sent back', async () => {
    const { token } = await newPlayer(t, 'w');
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, token);
    const page = await t.app.inject({ method: 'GET', url: `${order.payUrl}?return=/activity/bank` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₱200.00');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const offsite = await t.app.inject({ method: 'GET', url: `${order.payUrl}?return=//evil.example` });
    expect(offsite.body).toContain('name="return" value="/wallets?name=deposit"');
    // The form posts the pay token the page carries (the pay URL's last part).
    const payToken = (order.payUrl as string).split('/').pop()!;
    expect(page.body).toContain(`name="token" value="${payToken}"`);
    const decide = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${order.orderId}/decide`,
      payload: `decision=approve&return=%2Factivity%2Fbank&token=${payToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decide.statusCode).toBe(303);
    expect(decide.headers.location).toBe(`/activity/bank?order=${order.orderId}`);
    expect((await wallet(token)).coin).toBe(20_000);
  });

  it('refuses a deposit over the responsible-play limit with its reason, at order and at credit', async () => {
    const { token, account } = await newPlayer(t, 'w');
    const userId = (await findUserIdByAccount(t.db, account))!;
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 40_000 }, token);
    await t.db.insertInto('play_limits').values({ user_id: userId, kind: 'depositDay', amount: 30_000, updated_at: t.clock.now() }).execute();
    const refused = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 40_000 }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/daily deposit limit/);
    const late = await callback(signNotification({ orderId: order.orderId, status: 'paid', amount: 40_000 }, t.clock.now()));
    expect(late.json().data.outcome).toBe('refused');
    expect((await wallet(token)).coin).toBe(0);
  });

  it('withdraws into pending at once, then pays through the operator command', async () => {
    const { token } = await newPlayer(t, 'w');
    await deposit(token, 50_000);
    const cardId = await gcashCard(token);
    const { withdrawal, wallet: after } = await data('withdraw', { cardId, amount: 20_000 }, token);
    expect(withdrawal.state).toBe('pending');
    expect(after.coin).toBe(30_000);
    expect(await runOperatorCommand(t.db, 'withdrawals', ['list'], t.clock.now())).toContain(`#${withdrawal.id}`);
    expect(await runOperatorCommand(t.db, 'withdrawals', ['approve', String(withdrawal.id)], t.clock.now())).toContain('approved');
    expect(await runOperatorCommand(t.db, 'withdrawals', ['pay', String(withdrawal.id)], t.clock.now())).toContain('paid');
    expect((await data('getWithdrawals', {}, token)).list[0].state).toBe('paid');
    await expect(runOperatorCommand(t.db, 'withdrawals', ['reject', String(withdrawal.id), 'too late'], t.clock.now())).rejects.toThrow(/paid/);
    expect((await wallet(token)).coin).toBe(30_000);
  });

  it('pays a withdrawal at once through the sandbox when SANDBOX_AUTO_PAYOUT=1', async () => {
    const { token } = await newPlayer(t, 'w');
    await deposit(token, 50_000);
    const cardId = await gcashCard(token);
    process.env.SANDBOX_AUTO_PAYOUT = '1';
    try {
      const { withdrawal, wallet: after } = await data('withdraw', { cardId, amount: 20_000 }, token);
      expect(withdrawal.state).toBe('paid');
      expect(after.coin).toBe(30_000);
    } finally {
      delete process.env.SANDBOX_AUTO_PAYOUT;
    }
  });

  it('refunds a rejected withdrawal, fee included, by ledger entries', async () => {
    const { token } = await newPlayer(t, 'w');
    await writeConfigValue(t.db, 'withdrawFeeRate', 200);
    try {
      await deposit(token, 50_000);
      const cardId = await gcashCard(token);
      const { withdrawal } = await data('withdraw', { cardId, amount: 20_000 }, token);
      expect(withdrawal.fee).toBe(400);
      const records = (await data('appUserCoinDetail', {}, token)).list.map((r: { type: string; amount: number }) => [r.type, r.amount]);
      expect(records).toContainEqual(['withdraw_fee', -400]);
      expect(records).toContainEqual(['withdraw', -19_600]);
      await runOperatorCommand(t.db, 'withdrawals', ['reject', String(withdrawal.id), 'name', 'mismatch'], t.clock.now());
      expect((await wallet(token)).coin).toBe(50_000);
      expect((await data('getWithdrawals', {}, token)).list[0]).toMatchObject({ state: 'rejected', reason: 'name mismatch' });
    } finally {
      await writeConfigValue(t.db, 'withdrawFeeRate', 0);
    }
  });

  it("refuses withdrawals to another player's card, out of bounds, over the balance, or above kycAmount without KYC", async () => {
    const a = await newPlayer(t, 'w');
    const b = await newPlayer(t, 'w');
    await deposit(a.token, 500_000, BANK);
    await deposit(a.token, 500_000, BANK);
    const cardB = await gcashCard(b.token);
    expect((await call('withdraw', { cardId: cardB, amount: 10_000 }, a.token)).statusCode).toBe(404);
    const cardA = await gcashCard(a.token);
    expect((await call('withdraw', { cardId: cardA, amount: 5_000 }, a.token)).json().msg).toMatch(/minimum withdrawal/);
    const kyc = await call('withdraw', { cardId: cardA, amount: 600_000 }, a.token);
    expect(kyc.statusCode).toBe(403);
    expect(kyc.json().msg).toMatch(/KYC/);
    const userId = (await findUserIdByAccount(t.db, a.account))!;
    await t.db.insertInto('kyc_submissions').values({ user_id: userId, status: 2, updated_at: t.clock.now() }).execute();
    expect((await call('withdraw', { cardId: cardA, amount: 600_000 }, a.token)).json().code).toBe(0);
    expect((await call('withdraw', { cardId: cardA, amount: 500_000 }, a.token)).json().msg).toMatch(/Not enough balance/);
  });

  it('lets 50 parallel withdrawals of the whole balance succeed once and leave 0', async () => {
    const { token } = await newPlayer(t, 'w');
    await deposit(token, 80_000);
    const cardId = await gcashCard(token);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('withdraw', { cardId, amount: 80_000 }, token)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.every((c) => c === 0 || c === 403)).toBe(true);
    expect((await wallet(token)).coin).toBe(0);
    expect((await data('getWithdrawals', {}, token)).total).toBe(1);
  });

  it('replays a withdraw with the same Idempotency-Key and refuses the key with another body', async () => {
    const { token } = await newPlayer(t, 'w');
    await deposit(token, 60_000);
    const cardId = await gcashCard(token);
    const headers = { 'idempotency-key': 'wd-1' };
    const first = await call('withdraw', { cardId, amount: 20_000 }, token, headers);
    const second = await call('withdraw', { cardId, amount: 20_000 }, token, headers);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await wallet(token)).coin).toBe(40_000);
    const mismatch = await call('withdraw', { cardId, amount: 30_000 }, token, headers);
    expect(mismatch.statusCode).toBe(409);
    const orderKey = { 'idempotency-key': 'dep-1' };
    const o1 = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 10_000 }, token, orderKey);
    const o2 = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 10_000 }, token, orderKey);
    expect(o2.json().data.orderId).toBe(o1.json().data.orderId);
  });

  it('answers concurrent duplicates of one key once, the others with 409 or the replay', async () => {
    const { token } = await newPlayer(t, 'w');
    await deposit(token, 60_000);
    const cardId = await gcashCard(token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('withdraw', { cardId, amount: 10_000 }, token, { 'idempotency-key': 'dup-1' })));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect((await wallet(token)).coin).toBe(50_000);
  });

  it('validates receiving accounts: PH mobile numbers normalised, bank lengths, the maximum, own cards only', async () => {
    const a = await newPlayer(t, 'w');
    const b = await newPlayer(t, 'w');
    const card = await data('addBankInfo', { bankId: GCASH, accountName: 'Ana', accountNo: '0917 123 4567' }, a.token);
    expect(card.accountNo).toBe('+639171234567');
    expect((await call('addBankInfo', { bankId: GCASH, accountName: 'Ana', accountNo: '+639171234567' }, a.token)).statusCode).toBe(409);
    expect((await call('addBankInfo', { bankId: 2, accountName: 'Ana', accountNo: '0817123456' }, a.token)).json().msg).toMatch(/mobile number/);
    expect((await call('addBankInfo', { bankId: 11, accountName: 'Ana', accountNo: '12345' }, a.token)).json().msg).toMatch(/10 to 20 digits/);
    await data('addBankInfo', { bankId: 11, accountName: 'Ana', accountNo: '1234567890' }, a.token);
    expect((await call('modifyBankInfo', { id: card.id, bankId: 2, accountName: 'Bo', accountNo: '09181234567' }, b.token)).statusCode).toBe(404);
    expect((await call('delUserBank', { id: card.id }, b.token)).statusCode).toBe(404);
    const changed = await data('modifyBankInfo', { id: card.id, bankId: 2, accountName: 'Ana C', accountNo: '09181234567' }, a.token);
    expect(changed).toMatchObject({ bankName: 'Maya', accountNo: '+639181234567' });
    for (let i = 0; i < 3; i += 1) await data('addBankInfo', { bankId: 1, accountName: 'Ana', accountNo: `0917000000${i}` }, a.token);
    const sixth = await call('addBankInfo', { bankId: 1, accountName: 'Ana', accountNo: '09170000009' }, a.token);
    expect(sixth.json().msg).toMatch(/up to 5/);
    await data('delUserBank', { id: card.id }, a.token);
    expect((await data('getUserBanks', {}, a.token)).list).toHaveLength(4);
    expect((await data('getUserBanks', {}, b.token)).list).toHaveLength(0);
  });

  it('moves coin into the safebox freely and out only with the safebox password', async () => {
    const { token, account, password } = await newPlayer(t, 'w');
    await deposit(token, 30_000);
    const into = await data('safeboxDeposit', { amount: 10_000 }, token);
    expect(into).toMatchObject({ coin: 20_000, safebox: 10_000, withdrawable: 20_000 });
    const login = await t.post('/app/v1/accountLogin', { account, password });
    expect(login.json().data.userInfo).toMatchObject({ coin: 20_000, safebox: 10_000 });
    expect((await call('safeboxWithdraw', { amount: 5_000, password: '123456' }, token)).json().msg).toMatch(/Set a safebox password/);
    const userId = (await findUserIdByAccount(t.db, account))!;
    await t.db
      .updateTable('users')
      .set({ safebox_hash: await hashPassword('123456') })
      .where('id', '=', userId)
      .execute();
    expect((await call('safeboxWithdraw', { amount: 5_000, password: '000000' }, token)).statusCode).toBe(403);
    expect((await call('safeboxWithdraw', { amount: 50_000, password: '123456' }, token)).json().msg).toMatch(/Not enough/);
    const out = await data('safeboxWithdraw', { amount: 5_000, password: '123456' }, token);
    expect(out).toMatchObject({ coin: 25_000, safebox: 5_000, hasSafeboxPassword: true });
    const types = (await data('appUserCoinDetail', { type: 'safebox_in' }, token)).list;
    expect(types.map((r: { account: string; amount: number }) => [r.account, r.amount]).sort()).toEqual(
      [
        ['main', -10_000],
        ['safebox', 10_000],
      ].sort(),
    );
  });

  it('locks turnover from withdrawal until valid bets release it', async () => {
    const { token, account } = await newPlayer(t, 'w');
    await deposit(token, 50_000);
    const userId = (await findUserIdByAccount(t.db, account))!;
    await t.db.transaction().execute((trx) => addTurnover(trx, userId, 40_000, 'bonus', 'test', t.clock.now()));
    expect(await wallet(token)).toMatchObject({ locked: 40_000, withdrawable: 10_000 });
    const cardId = await gcashCard(token);
    expect((await call('withdraw', { cardId, amount: 20_000 }, token)).json().msg).toMatch(/withdrawable/);
    expect(await t.db.transaction().execute((trx) => releaseTurnover(trx, userId, 25_000))).toBe(25_000);
    expect(await wallet(token)).toMatchObject({ locked: 15_000, withdrawable: 35_000 });
    expect(await t.db.transaction().execute((trx) => releaseTurnover(trx, userId, 99_000))).toBe(15_000);
    expect((await call('withdraw', { cardId, amount: 50_000 }, token)).json().code).toBe(0);
  });

  it('pages and filters records by type and date', async () => {
    const { token } = await newPlayer(t, 'w');
    for (let i = 0; i < 22; i += 1) {
      await deposit(token, 10_000);
      t.clock.advance(1_000);
    }
    const page1 = await data('appUserCoinDetail', { type: 'deposit' }, token);
    expect(page1).toMatchObject({ total: 22, pageSize: 20 });
    expect(page1.list).toHaveLength(20);
    expect(page1.list[0].balanceAfter).toBe(220_000);
    const page2 = await data('appUserCoinDetail', { type: 'deposit', pageNum: 2 }, token);
    expect(page2.list).toHaveLength(2);
    const recent = await data('appUserCoinDetail', { startTime: t.clock.now() - 2_500 }, token);
    expect(recent.total).toBe(2);
    expect((await data('appUserCoinDetail', { type: 'withdraw' }, token)).total).toBe(0);
  });
});
