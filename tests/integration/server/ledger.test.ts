// The double-entry ledger: the demo player's opening balance, transfer rules, idempotency, and parallel safety.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../server/seed/seed.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import {
  HOUSE_OPENING,
  houseAccount,
  houseBalances,
  InsufficientFundsError,
  LedgerKeyReusedError,
  playerAccount,
  transfer,
  type TransferRequest,
} from '../../../server/domain/ledger.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('ledger on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const run = (request: TransferRequest) => t.db.transaction().execute((trx) => transfer(trx, request));

  /** A fresh player's main account id, funded from the house with `amount`. */
  async function fundedAccount(amount: number): Promise<number> {
    const { account } = await newPlayer(t, 'led');
    const userId = (await findUserIdByAccount(t.db, account))!;
    const main = (await playerAccount(t.db, userId))!;
    const house = await t.db.transaction().execute((trx) => houseAccount(trx, HOUSE_OPENING, t.clock.now()));
    if (amount > 0) await run({ fromAccountId: house, toAccountId: main.id, amount, reason: 'test_funding', idempotencyKey: `fund:${main.id}` });
    return main.id;
  }

  const balanceOf = async (id: number) => (await t.db.selectFrom('accounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;

  it('opens the demo player with 500000 from the house, and the ledger balances', async () => {
    const userId = (await findUserIdByAccount(t.db, 'demo'))!;
    const main = (await playerAccount(t.db, userId))!;
    expect(main.balance).toBe(500_000);
    const entries = await t.db.selectFrom('ledger_entries').select(['amount', 'reason']).where('account_id', '=', main.id).execute();
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(main.balance);
    expect(entries[0]?.reason).toBe('opening_balance');
    expect(typeof main.balance).toBe('number');
    const audit = await auditLedger(t.db);
    expect(audit.problems).toEqual([]);
    expect(audit.total).toBe(0);
  });

  it('is left unchanged by seeding again', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('activities')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seed(t.db, t.clock.now());
    const userId = (await findUserIdByAccount(t.db, 'demo'))!;
    expect((await playerAccount(t.db, userId))!.balance).toBe(500_000);
    expect(await count()).toBe(before);
  });

  it('moves money with two entries that sum to zero', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    const result = await run({ fromAccountId: from, toAccountId: to, amount: 400, reason: 'test_move', reference: 'r1', idempotencyKey: 'move-1' });
    expect(result).toMatchObject({ fromBalanceAfter: 600, toBalanceAfter: 400, replayed: false });
    const entries = await t.db.selectFrom('ledger_entries').selectAll().where('transaction_id', '=', result.transactionId).execute();
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-400, 400]);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('refuses to take a player account below zero and writes nothing', async () => {
    const from = await fundedAccount(100);
    const to = await fundedAccount(0);
    await expect(run({ fromAccountId: from, toAccountId: to, amount: 101, reason: 'test_move', idempotencyKey: 'too-much' })).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    expect(await balanceOf(from)).toBe(100);
    expect(await t.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'too-much').executeTakeFirst()).toBeUndefined();
  });

  it('applies an idempotency key once and returns the first result after that', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    const request = { fromAccountId: from, toAccountId: to, amount: 300, reason: 'test_move', idempotencyKey: 'once-only' };
    const first = await run(request);
    const again = await run(request);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(from)).toBe(700);
    await expect(run({ ...request, amount: 301 })).rejects.toBeInstanceOf(LedgerKeyReusedError);
  });

  it('refuses a non-positive or fractional amount', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    for (const amount of [0, -5, 1.5]) {
      await expect(run({ fromAccountId: from, toAccountId: to, amount, reason: 'x', idempotencyKey: `bad-${amount}` })).rejects.toThrow(RangeError);
    }
  });

  it.skipIf(backend === 'pglite')('lets exactly 5 of 20 parallel transfers through when the balance covers 5', async () => {
    const from = await fundedAccount(500);
    const sinks = await Promise.all(Array.from({ length: 4 }, () => fundedAccount(0)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        run({ fromAccountId: from, toAccountId: sinks[i % 4]!, amount: 100, reason: 'test_parallel', idempotencyKey: `parallel-${from}-${i}` }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof InsufficientFundsError).length;
    expect({ succeeded, refused }).toEqual({ succeeded: 5, refused: 15 });
    expect(await balanceOf(from)).toBe(0);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it.skipIf(backend === 'pglite')('applies one key once when it arrives 10 times in parallel', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    const request = { fromAccountId: from, toAccountId: to, amount: 250, reason: 'test_parallel', idempotencyKey: `same-${from}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => run(request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(from)).toBe(750);
  });

  const houseId = (kind: string) => t.db.transaction().execute((trx) => houseAccount(trx, kind, t.clock.now()));

  it('keeps no running balance on a house account: its balance is the sum of its entries', async () => {
    const player = await fundedAccount(1_000);
    const house = await houseId('house_test_sink');
    const before = (await houseBalances(t.db, ['house_test_sink'])).get('house_test_sink')!;
    const result = await run({ fromAccountId: player, toAccountId: house, amount: 300, reason: 'test_move', idempotencyKey: `sink-${player}` });
    expect(result).toMatchObject({ fromBalanceAfter: 700, toBalanceAfter: null, replayed: false });
    expect(await balanceOf(house)).toBe(0);
    expect((await houseBalances(t.db, ['house_test_sink'])).get('house_test_sink')).toBe(before + 300);
    const entry = await t.db
      .selectFrom('ledger_entries')
      .select('balance_after')
      .where('transaction_id', '=', result.transactionId)
      .where('account_id', '=', house)
      .executeTakeFirstOrThrow();
    expect(entry.balance_after).toBeNull();
    const audit = await auditLedger(t.db);
    expect(audit.problems).toEqual([]);
    expect(audit.houses.house_test_sink).toBe(before + 300);
  });

  it.skipIf(backend === 'pglite')("does not make one player's transfer to the house wait for another player's uncommitted one", async () => {
    const first = await fundedAccount(1_000);
    const second = await fundedAccount(1_000);
    const house = await houseId('house_games');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let moved!: () => void;
    const firstMoved = new Promise<void>((resolve) => (moved = resolve));
    const held = t.db.transaction().execute(async (trx) => {
      await transfer(trx, { fromAccountId: first, toAccountId: house, amount: 100, reason: 'bet', idempotencyKey: `held-${first}` });
      moved();
      await released;
    });
    await firstMoved;
    const other = run({ fromAccountId: second, toAccountId: house, amount: 100, reason: 'bet', idempotencyKey: `free-${second}` });
    const outcome = await Promise.race([other.then(() => 'done'), new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
    release();
    await held;
    await other;
    expect(outcome).toBe('done');
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});
