// The worker's coin pusher module: the screen's state kept by mode, a drop (with an Idempotency-Key) writing the new
// balance, seed and last drops (the main balance only for real money), a refusal or a malformed answer writing nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { CoinPusherInfo, PusherDrop } from '../../../contract/calls/coin-pusher.ts';
import { getKv } from '../../../src/db/database.ts';
import { createCoinPusher } from '../../../worker/coin-pusher.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 1000 }), updatedAt: 0 });
  let n = 0;
  return { ...h, pusher: createCoinPusher({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const seed = (nonce: number) => ({ serverSeedHash: 'a'.repeat(64), clientSeed: 'c1', nonce });
const drop = (roundId: string, over: Partial<PusherDrop> = {}): PusherDrop => ({
  roundId,
  coin: 500,
  coins: 3,
  bonus: false,
  win: 1500,
  at: NOW,
  tryIt: false,
  ...over,
});
const info = (over: Partial<CoinPusherInfo> = {}): CoinPusherInfo => ({
  tryIt: false,
  coinValues: [100, 500, 1000, 2000],
  table: [
    { coins: 0, weight: 1, bonus: false },
    { coins: 2, weight: 1, bonus: false },
  ],
  totalWeight: 2,
  rtpBasisPoints: 10_000,
  balance: 1000,
  seed: seed(4),
  recent: [drop('r1')],
  ...over,
});

describe('worker coin pusher', () => {
  it('keeps each mode apart; a real drop writes the balance, the seed and the last drops', async () => {
    const h = await setUp([
      envelope(info()),
      envelope(info({ tryIt: true, balance: 200_000, recent: [] })),
      envelope({ drop: drop('r2'), balance: 2000, seed: seed(5) }),
    ]);
    expect(await h.pusher.load(false)).toEqual({ ok: true, data: { balance: 1000 } });
    expect(await h.pusher.load(true)).toEqual({ ok: true, data: { balance: 200_000 } });
    expect(h.server.requests[1]!.body).toMatchObject({ tryIt: true });
    const played = await h.pusher.drop(500, false);
    expect(played.ok).toBe(true);
    expect(h.server.requests[2]!.headers['Idempotency-Key']).toBe('key-1');
    expect(h.server.requests[2]!.body).toMatchObject({ coin: 500, tryIt: false });
    const kept = await getKv('coinPusher', h.db);
    expect(kept?.real?.balance).toBe(2000);
    expect(kept?.real?.seed.nonce).toBe(5);
    expect(kept?.real?.recent.map((d) => d.roundId)).toEqual(['r2', 'r1']);
    expect(kept?.demo?.balance).toBe(200_000);
    expect((await h.db.user.get('me'))?.coin).toBe(2000);
  });

  it('a demo drop moves only the demo coins, never the main balance', async () => {
    const h = await setUp([
      envelope(info({ tryIt: true, balance: 200_000, recent: [] })),
      envelope({ drop: drop('d1', { tryIt: true }), balance: 201_000, seed: seed(5) }),
    ]);
    await h.pusher.load(true);
    expect((await h.pusher.drop(500, true)).ok).toBe(true);
    expect((await getKv('coinPusher', h.db))?.demo?.balance).toBe(201_000);
    expect((await h.db.user.get('me'))?.coin).toBe(1000);
  });

  it('a refused drop and a malformed answer write nothing', async () => {
    const h = await setUp([envelope(info()), failure(403, 'Not enough balance for this bet'), envelope({ drop: { roundId: 'x' }, balance: 'lots' })]);
    await h.pusher.load(false);
    const refused = await h.pusher.drop(2000, false);
    expect(refused).toMatchObject({ ok: false, msg: 'Not enough balance for this bet' });
    expect((await h.pusher.drop(500, false)).ok).toBe(false);
    expect((await getKv('coinPusher', h.db))?.real).toEqual(info());
    expect((await h.db.user.get('me'))?.coin).toBe(1000);
  });
});
