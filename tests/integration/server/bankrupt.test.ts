// Bankruptcy gift: who is bankrupt (threshold over wallet plus safebox, pending withdrawal, never deposited), gift 1
// then gift 2 waiting on its timer and on valid bet since gift 1, the next Manila day, the VIP level's gifts, 100
// racing claims paying once, another level's gift refused, try-it play never counting, and a logged-out claim.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BANKRUPT_CODE } from '../../../contract/index.ts';
import { nextManilaMidnight } from '../../../contract/manila.ts';
import { writeConfigValue } from '../../../server/domain/app-config.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, balanceOf, gameCalls, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(backends())('bankruptcy gift on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Start at 09:00 Manila, so a test's half hours stay inside one Manila day.
    t.clock.advance(nextManilaMidnight(t.clock.now()) + 9 * HOUR - t.clock.now());
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const { gameData, open } = gameCalls(() => t);
  let moves = 0;

  async function deposit(token: string, amount: number) {
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount }, token);
    const payload = signNotification({ orderId: order.orderId, status: 'paid', amount }, t.clock.now()) as object;
    const response = await t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload });
    expect(response.json().data.outcome, response.body).toBe('credited');
  }
  /** Leaves `keep` hundredths in the main wallet (the rest goes back to the house, as if lost in play). */
  async function spendDownTo(userId: number, keep: number) {
    await t.db.transaction().execute(async (trx) => {
      const main = (await playerAccount(trx, userId))!;
      if (main.balance <= keep) return;
      await transfer(trx, {
        fromAccountId: main.id,
        toAccountId: await houseAccount(trx, HOUSE_OPENING, 0),
        amount: main.balance - keep,
        reason: 'test_spend',
        idempotencyKey: `spend:${(moves += 1)}`,
        at: t.clock.now(),
      });
    });
  }
  /** A settled real-money valid bet, as a game round writes it. */
  const validBet = (userId: number, amount: number) =>
    t.db
      .insertInto('bet_outbox')
      .values({
        user_id: userId,
        round_id: `b${(moves += 1)}`,
        game_id: 1,
        type_id: 1,
        valid_bet: amount,
        win: 0,
        created_at: t.clock.now(),
        consumed_at: t.clock.now(),
      })
      .execute();
  /** A player who deposited ₱100 and has `keep` hundredths left. */
  async function bankruptPlayer(keep = 0) {
    const p = await newPlayer(t, 'bk');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
    await deposit(p.token, 10_000);
    await spendDownTo(userId, keep);
    return { ...p, userId };
  }
  const info = async (token: string) => (await data('getBankruptGiftInfo', {}, token)).bankruptGiftInfo;
  const claim = (token: string, id: number) => call('receiveBankruptGiftAward', { id }, token);

  it.each([
    { name: 'just under ₱1 is bankrupt', keep: 99, bankrupt: true },
    { name: 'exactly ₱1 is not', keep: 100, bankrupt: false },
  ])('threshold: $name', async ({ keep, bankrupt }) => {
    const p = await bankruptPlayer(keep);
    const gift = await info(p.token);
    expect(gift).toMatchObject({ bankrupt, balance: keep, threshold: 100, canReceiveLastMs: -1, gift2LastMs: -1, currBet: 0, validBet: 5_000 });
    expect(gift.awardList[0]).toMatchObject({ id: 1, propId: 2001, count: 500, canReceive: bankrupt, isReceived: false });
  });

  it('counts the safebox, a pending withdrawal and a first deposit', async () => {
    const never = await newPlayer(t, 'bk');
    expect((await info(never.token)).bankrupt).toBe(false);
    const refused = await claim(never.token, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(BANKRUPT_CODE.notBankrupt);

    const saver = await bankruptPlayer(0);
    await deposit(saver.token, 10_000);
    await data('safeboxDeposit', { amount: 10_000 }, saver.token);
    expect(await info(saver.token)).toMatchObject({ bankrupt: false, balance: 10_000 });

    const waiting = await bankruptPlayer(0);
    const card = await t.db
      .insertInto('bank_cards')
      .values({ user_id: waiting.userId, bank_id: GCASH, account_name: 'Ana', account_no: '09171234567', created_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('withdrawals')
      .values({ user_id: waiting.userId, card_id: card.id, amount: 5_000, state: 'pending', created_at: t.clock.now(), updated_at: t.clock.now() })
      .execute();
    expect((await info(waiting.token)).bankrupt).toBe(false);
    await t.db.updateTable('withdrawals').set({ state: 'paid' }).where('user_id', '=', waiting.userId).execute();
    expect((await info(waiting.token)).bankrupt).toBe(true);
  });

  it('pays gift 1 at once, then gift 2 after its wait and enough valid bet since gift 1, then waits for the next day', async () => {
    const p = await bankruptPlayer(0);
    const early = await claim(p.token, 2);
    expect(early.json().code).toBe(BANKRUPT_CODE.notYet);

    const first = await data('receiveBankruptGiftAward', { id: 1 }, p.token);
    expect(first).toEqual({ id: 1, awards: [{ id: 2001, count: 500 }], balance: 500 });
    expect((await claim(p.token, 1)).json().code).toBe(BANKRUPT_CODE.alreadyClaimed);
    let gift = await info(p.token);
    expect(gift).toMatchObject({ bankrupt: false, canReceiveLastMs: -1, gift2LastMs: 30 * MINUTE, currBet: 0 });
    expect(gift.awardList.map((a: { isReceived: boolean; canReceive: boolean }) => [a.isReceived, a.canReceive])).toEqual([
      [true, false],
      [false, false],
    ]);

    // The gift is wagered and lost: that valid bet counts toward gift 2.
    await validBet(p.userId, 3_000);
    await spendDownTo(p.userId, 0);
    t.clock.advance(10 * MINUTE);
    expect(await info(p.token)).toMatchObject({ bankrupt: true, gift2LastMs: 20 * MINUTE, currBet: 3_000 });
    expect((await claim(p.token, 2)).json().code).toBe(BANKRUPT_CODE.notYet);
    t.clock.advance(20 * MINUTE);
    gift = await info(p.token);
    expect(gift).toMatchObject({ gift2LastMs: 0, currBet: 3_000, validBet: 5_000 });
    expect(gift.awardList[1].canReceive).toBe(false);
    const short = await claim(p.token, 2);
    expect({ status: short.statusCode, code: short.json().code }).toEqual({ status: 403, code: BANKRUPT_CODE.betRequired });

    await validBet(p.userId, 2_000);
    expect((await info(p.token)).awardList[1].canReceive).toBe(true);
    expect(await data('receiveBankruptGiftAward', { id: 2 }, p.token)).toMatchObject({ awards: [{ id: 2001, count: 1_000 }], balance: 1_000 });
    gift = await info(p.token);
    const midnight = nextManilaMidnight(t.clock.now());
    expect(gift).toMatchObject({ canReceiveLastMs: midnight - t.clock.now(), gift2LastMs: -1 });
    expect((await claim(p.token, 2)).json().code).toBe(BANKRUPT_CODE.alreadyClaimed);

    // The next Manila day brings gift 1 again.
    await spendDownTo(p.userId, 0);
    t.clock.advance(midnight - t.clock.now());
    expect(await info(p.token)).toMatchObject({ bankrupt: true, canReceiveLastMs: -1, gift2LastMs: -1, currBet: 0 });
    expect(await data('receiveBankruptGiftAward', { id: 1 }, p.token)).toMatchObject({ balance: 500 });
    await spendDownTo(p.userId, 0);
    // Back to 09:00 of a later day for the tests after this one.
    t.clock.advance(9 * HOUR);
  });

  it('gift 2 also needs the player bankrupt again', async () => {
    const p = await bankruptPlayer(0);
    await data('receiveBankruptGiftAward', { id: 1 }, p.token);
    await validBet(p.userId, 5_000);
    t.clock.advance(30 * MINUTE);
    expect((await claim(p.token, 2)).json().code).toBe(BANKRUPT_CODE.notBankrupt);
    t.clock.advance(HOUR);
  });

  it('a VIP player gets the gifts of their level; another level’s gift id is refused', async () => {
    const p = await bankruptPlayer(0);
    await runOperatorCommand(t.db, 'vip', ['set', p.account, '4'], t.clock.now());
    const gift = await info(p.token);
    expect(gift).toMatchObject({ vip: 4, validBet: 20_000 });
    expect(gift.awardList.map((a: { id: number; count: number }) => [a.id, a.count])).toEqual([
      [31, 2_000],
      [32, 5_000],
    ]);
    for (const id of [1, 11, 51, 999]) {
      const other = await claim(p.token, id);
      expect({ id, status: other.statusCode }).toEqual({ id, status: 404 });
    }
    expect(await balanceOf(t, p.userId)).toBe(0);
    expect(await data('receiveBankruptGiftAward', { id: 31 }, p.token)).toMatchObject({ balance: 2_000 });
  });

  it('100 parallel claims of one gift pay once', async () => {
    const p = await bankruptPlayer(0);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(p.token, 1)));
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BANKRUPT_CODE.alreadyClaimed || c === BANKRUPT_CODE.notBankrupt)).toBe(true);
    expect(await balanceOf(t, p.userId)).toBe(500);
    const logged = await t.db.selectFrom('award_log').select('count').where('user_id', '=', p.userId).where('source', '=', 'bankrupt-gift').execute();
    expect(logged).toEqual([{ count: 500 }]);
  });

  it('try-it play never counts toward gift 2', async () => {
    const p = await bankruptPlayer(0);
    await data('receiveBankruptGiftAward', { id: 1 }, p.token);
    await spendDownTo(p.userId, 0);
    const opened = await open(p.token, 'lucky-sampaguita', true);
    for (let i = 0; i < 6; i += 1) await gameData('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 1_000 });
    t.clock.advance(30 * MINUTE);
    expect(await info(p.token)).toMatchObject({ currBet: 0, bankrupt: true });
    expect((await claim(p.token, 2)).json().code).toBe(BANKRUPT_CODE.betRequired);
    t.clock.advance(HOUR);
  });

  it('an operator can change the threshold and the wait; a logged-out token is refused; bad input gets a 400', async () => {
    const p = await bankruptPlayer(400);
    expect((await info(p.token)).bankrupt).toBe(false);
    await writeConfigValue(t.db, 'bankruptThreshold', 500);
    await writeConfigValue(t.db, 'bankruptGift2WaitMs', 5 * MINUTE);
    expect(await info(p.token)).toMatchObject({ bankrupt: true, threshold: 500, gift2WaitMs: 5 * MINUTE });
    await writeConfigValue(t.db, 'bankruptThreshold', 100);
    await writeConfigValue(t.db, 'bankruptGift2WaitMs', 30 * MINUTE);
    for (const body of [{}, { id: 'one' }, { id: -1 }, { id: 1.5 }]) {
      const bad = await t.post('/app/v1/receiveBankruptGiftAward', body, { token: p.token });
      expect(bad.statusCode).toBe(400);
    }
    await data('logout', {}, p.token);
    const after = await claim(p.token, 1);
    expect(after.statusCode).toBe(401);
    expect((await t.post('/app/v1/getBankruptGiftInfo', {})).statusCode).toBe(401);
  });

  it('the operator command shows and changes the gifts', async () => {
    const op = (...args: string[]) => runOperatorCommand(t.db, 'bankrupt', args, t.clock.now());
    expect(await op('show')).toContain('Bankrupt under ₱1.00; gift 2 opens 30 min after gift 1');
    expect(await op('gift', '2', '12.50', '80')).toContain('#2 VIP 0+ gift 2: ₱12.50 after ₱80.00 valid bet');
    const p = await bankruptPlayer(0);
    expect(await info(p.token)).toMatchObject({ validBet: 8_000 });
    await op('gift', '2', '10', '50');
    await expect(op('gift', '999', '1')).rejects.toThrow('No bankruptcy gift #999');
    await expect(op('threshold', '-1')).rejects.toThrow('Usage');
  });
});
