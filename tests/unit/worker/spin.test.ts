// The worker's spin module: the wheel info stored with the spinAwardFlag red dot, a spin sent with an Idempotency-Key
// that spends the chance locally and, once revealed, writes the balance and the record row (once), a refused spin
// (1201) writing nothing, a bad answer refused, and the record paged without duplicates.
import { afterEach, describe, expect, it } from 'vitest';
import type { SpinInfo } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createSpin } from '../../../worker/spin.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100, nickname: 'Juan' }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ spinAwardFlag: false }) });
  let n = 0;
  return { ...h, spin: createSpin({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const info = (over: Partial<SpinInfo> = {}): SpinInfo => ({
  open: true,
  sectors: [{ sector: 1, label: '₱5', awards: [{ id: 2001, count: 500 }], weight: 1 }],
  chances: 1,
  depositPerChance: 10_000,
  dailyDepositCap: 10,
  depositChancesToday: 0,
  inviteChances: 1,
  winners: [],
  ...over,
});
const spun = { id: 9, sector: 1, awards: [{ id: 2001, count: 500 }], chances: 0, balance: 600 };

describe('worker spin', () => {
  it('stores the wheel and its red dot', async () => {
    const h = await setUp([envelope(info())]);
    expect(await h.spin.load()).toEqual({ ok: true, data: { chances: 1 } });
    expect((await getKv('spinInfo', h.db))?.sectors).toHaveLength(1);
    expect((await h.db.flags.get('me'))?.spinAwardFlag).toBe(true);
  });

  it('spins with an Idempotency-Key: the chance and red dot at once, the balance and record only once revealed', async () => {
    const h = await setUp([envelope(info()), envelope(spun), envelope(info({ chances: 0 }))]);
    await h.spin.load();
    expect(await h.spin.spin()).toEqual({ ok: true, data: spun });
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await getKv('spinInfo', h.db))?.chances).toBe(0);
    expect((await h.db.flags.get('me'))?.spinAwardFlag).toBe(false);
    // Nothing on screen may tell the prize while the wheel still turns.
    expect((await h.db.user.get('me'))?.coin).toBe(100);
    expect(await getKv('spinLog', h.db)).toBeUndefined();
    expect(await h.spin.reveal(spun)).toEqual({ ok: true, data: null });
    expect((await h.db.user.get('me'))?.coin).toBe(600);
    expect((await getKv('spinLog', h.db))?.list[0]).toMatchObject({ id: 9, sector: 1, awards: [{ id: 2001, count: 500 }] });
    await h.spin.reveal(spun);
    expect((await getKv('spinLog', h.db))?.list).toHaveLength(1);
  });

  it('a refused spin (1201) answers the code and writes nothing', async () => {
    const h = await setUp([envelope(info()), failure(1201, 'You have no spin chance yet.', 403)]);
    await h.spin.load();
    expect(await h.spin.spin()).toMatchObject({ ok: false, reason: 'api', code: 1201 });
    expect((await getKv('spinInfo', h.db))?.chances).toBe(1);
    expect((await h.db.user.get('me'))?.coin).toBe(100);
    expect(await getKv('spinLog', h.db)).toBeUndefined();
  });

  it('refuses an answer that breaks the contract and writes nothing', async () => {
    const h = await setUp([envelope({ ...info(), chances: 'many' })]);
    expect((await h.spin.load()).ok).toBe(false);
    expect(await getKv('spinInfo', h.db)).toBeUndefined();
  });

  it('pages the record: page 1 replaces, later pages append without repeats', async () => {
    const row = (id: number) => ({ id, sector: 1, awards: [{ id: 2001, count: 100 }], createTime: 1 });
    const h = await setUp([envelope({ list: [row(3), row(2)], total: 3, pages: 2 }), envelope({ list: [row(2), row(1)], total: 3, pages: 2 })]);
    expect(await h.spin.loadLog(1)).toEqual({ ok: true, data: { pages: 2 } });
    await h.spin.loadLog(2);
    expect((await getKv('spinLog', h.db))?.list.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(h.server.requests[1]!.body).toMatchObject({ pageNum: 2, pageSize: 20 });
  });
});
