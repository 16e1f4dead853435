// The worker's jackpot module: the draw info stored with its red dot, a draw sent with an Idempotency-Key that spends
// the chance locally and, once revealed, writes the balance and adds its row to the kept record, a refused draw (1001) writing nothing,
// a bad answer refused, and the record paged without duplicates.
import { afterEach, describe, expect, it } from 'vitest';
import type { JackpotDrawInfo } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createJackpot } from '../../../worker/jackpot.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100, nickname: 'Juan' }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ canReceiveDrawChance: false }) });
  let n = 0;
  return { ...h, jackpot: createJackpot({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const band = (pool: number) => ({ min: pool - 100, max: pool });
const info = (over: Partial<JackpotDrawInfo> = {}): JackpotDrawInfo => ({
  open: true,
  total: 6_250_000,
  megaJackpot: 5_000_000,
  majorJackpot: 1_000_000,
  minorJackpot: 200_000,
  miniJackpot: 50_000,
  totalSection: band(6_250_000),
  megaJackpotSection: band(5_000_000),
  majorJackpotSection: band(1_000_000),
  minorJackpotSection: band(200_000),
  miniJackpotSection: band(50_000),
  canReceiveDrawChance: true,
  chanceSize: 1,
  needDeposit: 50_000,
  needTyping: 500_000,
  depositPerChance: 50_000,
  betPerChance: 500_000,
  tierShares: [10_000, 10_000, 10_000, 10_000],
  prizes: [{ cell: 1, propId: 2001, count: 100, weight: 1 }],
  jackpotWinnerList: [],
  ...over,
});
const drawn = { id: 7, cell: 1, propId: 2001, count: 100, type: 1, bonus: 100, chanceSize: 0, balance: 200 };

describe('worker jackpot', () => {
  it('stores the draw info and its red dot', async () => {
    const h = await setUp([envelope(info())]);
    expect(await h.jackpot.load()).toEqual({ ok: true, data: { chanceSize: 1 } });
    expect((await getKv('jackpotInfo', h.db))?.megaJackpot).toBe(5_000_000);
    expect((await h.db.flags.get('me'))?.canReceiveDrawChance).toBe(true);
  });

  it('draws with an Idempotency-Key: the chance and red dot at once, the balance and record only once revealed', async () => {
    const h = await setUp([envelope(info()), envelope(drawn), envelope(info({ chanceSize: 0, canReceiveDrawChance: false }))]);
    await h.jackpot.load();
    expect(await h.jackpot.draw()).toEqual({ ok: true, data: drawn });
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await getKv('jackpotInfo', h.db))?.chanceSize).toBe(0);
    expect((await h.db.flags.get('me'))?.canReceiveDrawChance).toBe(false);
    // Nothing on screen may tell the prize while the highlight still walks.
    expect((await h.db.user.get('me'))?.coin).toBe(100);
    expect(await getKv('jackpotLog', h.db)).toBeUndefined();
    expect(await h.jackpot.reveal(drawn)).toEqual({ ok: true, data: null });
    expect((await h.db.user.get('me'))?.coin).toBe(200);
    expect((await getKv('jackpotLog', h.db))?.list[0]).toMatchObject({ id: 7, propId: 2001, count: 100, nickname: 'Juan' });
    // Revealed twice (a second render), the record keeps one row.
    await h.jackpot.reveal(drawn);
    expect((await getKv('jackpotLog', h.db))?.list).toHaveLength(1);
  });

  it('a refused draw (1001) answers the code and writes nothing', async () => {
    const h = await setUp([envelope(info()), failure(1001, 'You have no draw chance yet.', 403)]);
    await h.jackpot.load();
    expect(await h.jackpot.draw()).toMatchObject({ ok: false, reason: 'api', code: 1001 });
    expect((await getKv('jackpotInfo', h.db))?.chanceSize).toBe(1);
    expect((await h.db.user.get('me'))?.coin).toBe(100);
    expect(await getKv('jackpotLog', h.db)).toBeUndefined();
  });

  it('refuses an answer that breaks the contract and writes nothing', async () => {
    const h = await setUp([envelope({ ...info(), megaJackpot: 'lots' })]);
    expect((await h.jackpot.load()).ok).toBe(false);
    expect(await getKv('jackpotInfo', h.db)).toBeUndefined();
  });

  it('pages the record: page 1 replaces, later pages append without repeats', async () => {
    const row = (id: number) => ({ id, nickname: 'Juan', avatar: '', propId: 2001, type: 1, amountSection: '', count: 100, createTime: 1 });
    const h = await setUp([envelope({ list: [row(3), row(2)], total: 3, pages: 2 }), envelope({ list: [row(2), row(1)], total: 3, pages: 2 })]);
    expect(await h.jackpot.loadLog(1)).toEqual({ ok: true, data: { pages: 2 } });
    await h.jackpot.loadLog(2);
    expect((await getKv('jackpotLog', h.db))?.list.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(h.server.requests[1]!.body).toMatchObject({ pageNum: 2, pageSize: 20 });
  });
});
