// The worker's event modules: follow marks a tap and a claim at once (with the new balance), a refused claim changes
// nothing, a bad answer is refused; the live stream and the tournament are kept with when they were read.
import { afterEach, describe, expect, it } from 'vitest';
import type { FollowPage, SlotshackInfo } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createFollow } from '../../../worker/follow.ts';
import { createLive } from '../../../worker/live.ts';
import { createSlotshack } from '../../../worker/slotshack.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  harness.state.token = 'tok-1';
  await harness.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  const deps = { http: harness.http, db: harness.db, state: harness.state, now: harness.now };
  return { ...harness, follow: createFollow(deps), live: createLive(deps), slotshack: createSlotshack(deps) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const page = (over: Partial<FollowPage> = {}): FollowPage => ({
  id: 1,
  platform: 'facebook',
  name: 'PisoWin Official',
  url: 'https://www.facebook.com/pisowin.official',
  awards: [{ id: 2001, count: 200 }],
  opened: false,
  claimed: false,
  ...over,
});

describe('follow module', () => {
  it('marks the tap, then the claim with the new balance', async () => {
    const h = await setUp([
      envelope({ list: [page(), page({ id: 2, platform: 'telegram' })] }),
      envelope({ pageId: 1, opened: true }),
      envelope({ pageId: 1, awards: [{ id: 2001, count: 200 }], balance: 300 }),
    ]);
    await h.follow.load();
    await h.follow.open(1);
    expect((await getKv('followPages', h.db))?.map((p) => p.opened)).toEqual([true, false]);
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBeTruthy();
    const claimed = await h.follow.claim(1);
    expect(claimed).toMatchObject({ ok: true, data: { balance: 300 } });
    expect((await getKv('followPages', h.db))?.map((p) => p.claimed)).toEqual([true, false]);
    expect((await h.db.user.get('me'))?.coin).toBe(300);
  });

  it('a refused claim and a bad answer change nothing', async () => {
    const h = await setUp([
      envelope({ list: [page({ opened: true })] }),
      failure(403, 'Tap Follow to open the page first, then claim'),
      envelope({ pageId: 1, balance: 'lots' }),
    ]);
    await h.follow.load();
    expect(await h.follow.claim(1)).toMatchObject({ ok: false, msg: 'Tap Follow to open the page first, then claim' });
    expect((await h.follow.claim(1)).ok).toBe(false);
    expect((await getKv('followPages', h.db))?.[0]?.claimed).toBe(false);
    expect((await h.db.user.get('me'))?.coin).toBe(100);
  });
});

describe('live and slotshack modules', () => {
  it('keep the answer with when it was read, and keep it when a read fails', async () => {
    const info: SlotshackInfo = { event: null, board: [], me: null };
    const h = await setUp([
      envelope({ url: null, title: '', nextAt: null, nextTitle: '' }),
      envelope(info),
      failure(502, 'down'),
      envelope({ ...info, board: [{ rank: 'first' }] }),
    ]);
    await h.live.load();
    expect(await getKv('liveStream', h.db)).toEqual({ url: null, title: '', nextAt: null, nextTitle: '', readAt: h.now() });
    await h.slotshack.load();
    expect((await h.live.load()).ok).toBe(false);
    expect((await h.slotshack.load()).ok).toBe(false);
    expect(await getKv('slotshack', h.db)).toEqual({ ...info, readAt: h.now() });
    expect(await getKv('liveStream', h.db)).toBeDefined();
  });
});
