// The worker's scratch card module: the shop stored, a purchase (with an Idempotency-Key) writing the diamonds left,
// the new cards and the balance, a reveal moving its card from the held list into the log, a refusal writing nothing,
// and log pages appended.
import { afterEach, describe, expect, it } from 'vitest';
import type { ScratchCard, ScratchInfo } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createScratch } from '../../../worker/scratch.ts';
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
  return { ...h, scratch: createScratch({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const card = (id: number, over: Partial<ScratchCard> = {}): ScratchCard => ({
  id,
  kindId: 1,
  kindName: 'Lucky 7',
  diamonds: 10,
  boughtAt: NOW,
  scratchedAt: null,
  awards: null,
  ...over,
});

const info = (unscratched: ScratchCard[] = []): ScratchInfo => ({
  diamonds: 30,
  diamondValue: 100,
  kinds: [
    {
      id: 1,
      name: 'Lucky 7',
      price: 10,
      priceValue: 1000,
      expectedValue: 900,
      rtpBasisPoints: 9000,
      totalWeight: 2,
      prizes: [
        { propId: 2001, count: 0, weight: 1 },
        { propId: 2001, count: 1800, weight: 1 },
      ],
    },
  ],
  unscratched,
});

const log = (list: ScratchCard[], pageNum = 1, pages = 1) => ({ list, total: list.length, pages, pageNum });

describe('worker scratch cards', () => {
  it('stores the shop; a purchase writes diamonds, cards and balance; a reveal moves the card into the log', async () => {
    const h = await setUp([
      envelope(info([card(1)])),
      envelope(log([card(1)])),
      envelope({ cards: [card(2), card(3)], diamonds: 10, balance: 1800 }),
      envelope({ card: card(2, { scratchedAt: NOW, awards: [{ id: 2001, count: 1800 }] }), awards: [{ id: 2001, count: 1800 }] }),
    ]);
    expect(await h.scratch.load()).toEqual({ ok: true, data: { held: 1 } });
    expect(await h.scratch.loadLog()).toEqual({ ok: true, data: { pages: 1 } });
    const bought = await h.scratch.buy(1, 2);
    expect(bought.ok).toBe(true);
    expect(h.server.requests[2]!.headers['Idempotency-Key']).toBe('key-1');
    expect(h.server.requests[2]!.body).toMatchObject({ kindId: 1, count: 2 });
    expect((await h.db.user.get('me'))?.coin).toBe(1800);
    const stored = await getKv('scratchInfo', h.db);
    expect(stored?.diamonds).toBe(10);
    expect(stored?.unscratched.map((c) => c.id)).toEqual([2, 3, 1]);
    expect((await getKv('scratchLog', h.db))?.list.map((c) => c.id)).toEqual([2, 3, 1]);

    const revealed = await h.scratch.scratch(2);
    expect(revealed).toMatchObject({ ok: true, data: { awards: [{ id: 2001, count: 1800 }] } });
    expect(h.server.requests[3]!.headers['Idempotency-Key']).toBe('key-2');
    expect((await getKv('scratchInfo', h.db))?.unscratched.map((c) => c.id)).toEqual([3, 1]);
    const kept = await getKv('scratchLog', h.db);
    expect(kept?.list[0]).toMatchObject({ id: 2, awards: [{ id: 2001, count: 1800 }] });
    expect(kept?.total).toBe(3);
  });

  it('a refusal writes nothing; a bad answer is refused; later log pages append', async () => {
    const h = await setUp([
      envelope(info()),
      failure(403, '1 Lucky 7 card cost 10 diamonds; you have 0.', 403),
      envelope({ unscratched: 'none' }),
      envelope(log([card(5)], 1, 2)),
      envelope(log([card(4), card(5)], 2, 2)),
    ]);
    await h.scratch.load();
    expect(await h.scratch.buy(1, 1)).toMatchObject({ ok: false, code: 403, msg: '1 Lucky 7 card cost 10 diamonds; you have 0.' });
    expect((await getKv('scratchInfo', h.db))?.diamonds).toBe(30);
    expect(await h.scratch.load()).toMatchObject({ ok: false, reason: 'invalid' });
    await h.scratch.loadLog(1);
    await h.scratch.loadLog(2);
    expect(await getKv('scratchLog', h.db)).toMatchObject({ pageNum: 2, pages: 2 });
    expect((await getKv('scratchLog', h.db))?.list.map((c) => c.id)).toEqual([5, 4]);
  });
});
