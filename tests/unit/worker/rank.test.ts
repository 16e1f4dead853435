// The worker's rank module: each board and period kept apart with when it was read, a later read replacing only its
// own, a bad answer refused and nothing written, a visitor's answer (401) leaving the kept boards alone.
import { afterEach, describe, expect, it } from 'vitest';
import type { RankList } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createRank } from '../../../worker/rank.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  harness.state.token = 'tok-1';
  return { ...harness, rank: createRank({ http: harness.http, db: harness.db, state: harness.state, now: harness.now }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const board = (over: Partial<RankList> = {}): RankList => ({
  board: 'bet',
  period: 'day',
  from: 1_000,
  to: 2_000,
  list: [{ rank: 1, nickname: 'Ju***n', avatar: '', amount: 50_000 }],
  pageNum: 1,
  pages: 1,
  me: { rank: null, nickname: 'Maria', avatar: '', amount: 0 },
  ...over,
});

describe('rank module', () => {
  it('keeps each board and period apart, with when it was read', async () => {
    const h = setUp([
      envelope(board()),
      envelope(board({ board: 'jackpot', period: 'week', list: [] })),
      envelope(board({ me: { rank: 2, nickname: 'Maria', avatar: '', amount: 10 } })),
    ]);
    await h.rank.load('bet', 'day');
    await h.rank.load('jackpot', 'week');
    expect(h.server.requests[1]!.body).toMatchObject({ board: 'jackpot', period: 'week', pageNum: 1 });
    let kept = await getKv('rank', h.db);
    expect(kept?.['bet-day']?.list).toHaveLength(1);
    expect(kept?.['jackpot-week']?.list).toHaveLength(0);
    expect(kept?.['bet-day']?.readAt).toBe(h.now());
    await h.rank.load('bet', 'day');
    kept = await getKv('rank', h.db);
    expect(kept?.['bet-day']?.me.rank).toBe(2);
    expect(kept?.['jackpot-week']).toBeDefined();
  });

  it('refuses an answer that breaks the contract and keeps what it had', async () => {
    const h = setUp([envelope(board()), envelope({ ...board(), list: [{ rank: 'first' }] })]);
    await h.rank.load('bet', 'day');
    expect((await h.rank.load('bet', 'day')).ok).toBe(false);
    expect((await getKv('rank', h.db))?.['bet-day']?.list[0]?.amount).toBe(50_000);
  });

  it('a refused read writes nothing', async () => {
    const h = setUp([failure(401, 'Please log in again.')]);
    expect(await h.rank.load('jackpot', 'day')).toMatchObject({ ok: false });
    expect(await getKv('rank', h.db)).toBeUndefined();
  });
});
