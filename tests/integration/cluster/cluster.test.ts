// `npm run start:cluster` as it runs: two server processes behind one port on one PostgreSQL, each request on its own
// connection so consecutive requests reach different processes. The server tests' races (parallel callbacks,
// withdrawals, claims, duplicate keys) must still pay once, the login limit must hold across processes, an operator's
// change must reach both, the timed jobs and each live table must have one runner, and followers of a live table on
// either process must see the same round. These need PostgreSQL: without DATABASE_URL they are skipped (and say so),
// and only the refusal to start on the embedded database runs.
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { SCHEDULER_LOCK } from '../../../server/domain/scheduler.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, balanceOf, newPlayer } from '../server/helpers.ts';
import { adminTokenOf, CLUSTER_SANDBOX_SECRET, startCluster, type ClusterApp } from './start-cluster.ts';

const GCASH = 1;
const LIVE_COLOR_GAME = 130;
const TABLE = 'live-color-game';
type HttpAnswerLike = Awaited<ReturnType<ClusterApp['post']>>;
const gcashNumber = () => `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const servers = (answers: { headers: Record<string, unknown> }[]) => new Set(answers.map((a) => String(a.headers['x-served-by'])));

if (!process.env.DATABASE_URL) console.warn('cluster tests skipped: they need PostgreSQL (set DATABASE_URL)');

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL (npm run start:cluster)', () => {
  let t: ClusterApp;
  beforeAll(async () => {
    t = await startCluster(2, { TEST_HOOKS: '1' });
  }, 180_000);
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const callback = (body: unknown) => t.http('POST', '/pay/sandbox/callback', body);
  const player = async (prefix: string) => {
    const p = await newPlayer(t, prefix);
    return { ...p, userId: (await findUserIdByAccount(t.db, p.account))! };
  };
  async function deposit(token: string, amount: number): Promise<void> {
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount }, token);
    const answer = await callback(signNotification({ orderId: order.orderId, status: 'paid', amount }, Date.now(), CLUSTER_SANDBOX_SECRET));
    expect(answer.json().data.outcome, answer.body).toBe('credited');
  }

  it('serves from both processes, and credits 100 parallel deliveries of one callback once', async () => {
    const p = await player('c');
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 30_000 }, p.token);
    const note = signNotification({ orderId: order.orderId, status: 'paid', amount: 30_000 }, Date.now(), CLUSTER_SANDBOX_SECRET);
    const answers = await Promise.all(Array.from({ length: 100 }, () => callback(note)));
    expect(servers(answers).size).toBe(2);
    const outcomes = answers.map((a) => a.json().data?.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-applied')).toHaveLength(99);
    expect(await balanceOf(t, p.userId)).toBe(30_000);
  });

  it('lets 50 parallel withdrawals of the whole balance succeed once and leave 0', async () => {
    const p = await player('w');
    await deposit(p.token, 80_000);
    const card = await data('addBankInfo', { bankId: GCASH, accountName: 'Juan Cruz', accountNo: gcashNumber() }, p.token);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('withdraw', { cardId: card.id, amount: 80_000 }, p.token)));
    expect(servers(answers).size).toBe(2);
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.every((c) => c === 0 || c === 403)).toBe(true);
    expect(await balanceOf(t, p.userId)).toBe(0);
    expect((await data('getWithdrawals', {}, p.token)).total).toBe(1);
  });

  it('moves money once for concurrent duplicates of one Idempotency-Key on both processes', async () => {
    const p = await player('k');
    await deposit(p.token, 60_000);
    const card = await data('addBankInfo', { bankId: GCASH, accountName: 'Ana Cruz', accountNo: gcashNumber() }, p.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('withdraw', { cardId: card.id, amount: 10_000 }, p.token, { 'idempotency-key': 'cluster-dup-1' })),
    );
    expect(servers(answers).size).toBe(2);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await balanceOf(t, p.userId)).toBe(50_000);
    const replay = await call('withdraw', { cardId: card.id, amount: 10_000 }, p.token, { 'idempotency-key': 'cluster-dup-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, p.userId)).toBe(50_000);
  });

  it("plays one player's spins sent at once through both processes with no overdraft and no nonce used twice", async () => {
    const p = await player('s');
    await deposit(p.token, 10_000);
    const started = await data('startGame', { gameId: 1, tryIt: false }, p.token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch');
    const opened = await t.http('POST', '/games/api/lucky-sampaguita/open', { launch });
    const session = opened.json().data.sessionKey as string;
    // Thirty spins of ₱10 against ₱100, dealt to both processes: their reads of the balance and nonce race in the database.
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.http('POST', '/games/api/lucky-sampaguita/play', { session, bet: 1_000 })));
    expect(servers(answers).size).toBe(2);
    const codes = answers.map((a) => a.json().code);
    for (const code of codes) expect([0, 403, 409]).toContain(code);
    const played = answers.filter((a) => a.json().code === 0).map((a) => a.json().data as { bet: number; win: number });
    expect(played.length).toBeGreaterThanOrEqual(10);
    const rounds = await t.db.selectFrom('game_rounds').select(['seed_id', 'nonce']).where('user_id', '=', p.userId).execute();
    expect(rounds).toHaveLength(played.length);
    expect(new Set(rounds.map((r) => `${r.seed_id}:${r.nonce}`)).size).toBe(rounds.length);
    expect(await balanceOf(t, p.userId)).toBe(10_000 + played.reduce((sum, r) => sum + r.win - r.bet, 0));
  });

  it("does not hold back other players' spins batched with one player's spins racing through both processes", async () => {
    const openSession = async (token: string) => {
      const started = await data('startGame', { gameId: 1, tryIt: false }, token);
      const launch = new URL(started.url, 'http://x').searchParams.get('launch');
      return (await t.http('POST', '/games/api/lucky-sampaguita/open', { launch })).json().data.sessionKey as string;
    };
    const racer = await player('r');
    await deposit(racer.token, 10_000);
    const racing = await openSession(racer.token);
    const others = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const p = await player('o');
        await deposit(p.token, 10_000);
        return { ...p, session: await openSession(p.token) };
      }),
    );
    const spin = (session: string) => t.http('POST', '/games/api/lucky-sampaguita/play', { session, bet: 100 });
    // The racer's 40 spins at once meet in the database, where all but one of each pair lose their race, in the same
    // batches as the others' spins, which each send one after the other.
    const [raced, steady] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, () => spin(racing))),
      Promise.all(
        others.map(async (p) => {
          const codes: number[] = [];
          for (let i = 0; i < 5; i += 1) codes.push((await spin(p.session)).json().code);
          return codes;
        }),
      ),
    ]);
    expect(servers(raced).size).toBe(2);
    for (const code of raced.map((a) => a.json().code)) expect([0, 403, 409]).toContain(code);
    expect(steady.flat()).toEqual(Array.from({ length: others.length * 5 }, () => 0));
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select('user_id')
      .where(
        'user_id',
        'in',
        others.map((p) => p.userId),
      )
      .execute();
    expect(rounds).toHaveLength(others.length * 5);
  });

  it('pays 100 parallel VIP daily claims and 100 parallel claims of one mail once each', async () => {
    const p = await player('v');
    await runOperatorCommand(t.db, 'vip', ['set', p.account, '3'], Date.now());
    const before = await balanceOf(t, p.userId);
    const daily = await Promise.all(Array.from({ length: 100 }, () => call('appVipUserReceiveDaily', {}, p.token)));
    expect(servers(daily).size).toBe(2);
    const codes = daily.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0 && c !== 403)).toEqual([]);
    expect(await balanceOf(t, p.userId)).toBe(before + 2_000);

    await runOperatorCommand(t.db, 'mail', ['send', p.account, 'Race', '<p>Quick</p>', '--award', '2001:500'], Date.now());
    const mail = (await data('getMail3', {}, p.token)).list.find((m: { title: string }) => m.title === 'Race');
    const claims = await Promise.all(Array.from({ length: 100 }, () => call('receiveMail', { id: mail.id }, p.token)));
    expect(servers(claims).size).toBe(2);
    const bodies = claims.map((a) => a.json());
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    expect(bodies.filter((b) => !b.data.alreadyClaimed)).toHaveLength(1);
    expect(await balanceOf(t, p.userId)).toBe(before + 2_000 + 500);
  });

  it('holds the login limit when the guesses alternate between the processes', async () => {
    const p = await player('l');
    const ip = '203.0.113.77';
    const answers: HttpAnswerLike[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(await t.post(calls.accountLogin.path, { account: p.account, password: `guess-${i}` }, { ip }));
    expect(servers(answers).size).toBe(2);
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    const right = await t.post(calls.accountLogin.path, { account: p.account, password: p.password }, { ip });
    expect(right.statusCode).toBe(429);
    // Parallel guesses on a fresh address, spread over both processes: no more than 5 are answered as wrong.
    const q = await player('l');
    const parallel = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post(calls.accountLogin.path, { account: q.account, password: `guess-${i}` }, { ip: '203.0.113.78' })),
    );
    expect(servers(parallel).size).toBe(2);
    expect(parallel.filter((a) => a.statusCode === 403).length).toBeLessThanOrEqual(5);
  });

  it("makes an operator's change (maintenance through the admin endpoint) seen by both processes at once", async () => {
    const token = adminTokenOf(t);
    const admin = (args: string[]) => t.http('POST', '/admin/maintenance', { args }, { 'x-admin-token': token });
    const on = await admin(['on', 'Back', 'soon']);
    expect(on.json(), on.body).toMatchObject({ code: 0 });
    try {
      const preLogin = { os: 'android', deviceId: 'cluster-test', countryCodeISO: 'PH', currency: 'PHP', language: 'en' };
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.post(calls.preLogin.path, preLogin)));
      expect(servers(answers).size).toBe(2);
      for (const answer of answers) expect(answer.json().data.maintenance).toEqual({ status: true, message: 'Back soon' });
    } finally {
      const off = await admin(['off']);
      expect(off.json(), off.body).toMatchObject({ code: 0 });
    }
  });

  it('refuses the heartbeats of a session logged out through one process on both, though both kept it', async () => {
    const p = await player('hb');
    const heartbeat = () => t.post(calls.online.path, { heartbeat: 1 }, { token: p.token });
    const kept = await Promise.all(Array.from({ length: 6 }, heartbeat));
    expect(servers(kept).size).toBe(2);
    expect(kept.map((a) => a.json().code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await call('logout', {}, p.token)).json().code).toBe(0);
    // The database's notice reaches the other process within moments of the commit.
    let refused: HttpAnswerLike[] = [];
    for (let i = 0; i < 50; i += 1) {
      refused = await Promise.all(Array.from({ length: 6 }, heartbeat));
      if (refused.every((a) => a.json().code === 401)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(servers(refused).size).toBe(2);
    expect(refused.map((a) => a.json().code)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('shows an SMS code sent through one process on both (the test hooks), and takes it on either', async () => {
    const mobile = `+639${String(Date.now()).slice(-9)}`;
    const sent = await t.post(calls.smsSend.path, { purpose: 'register', mobile });
    expect(sent.json().code, sent.body).toBe(0);
    const seen = new Map<string, string | undefined>();
    for (let i = 0; i < 20 && (seen.size < 2 || [...seen.values()].includes(undefined)); i += 1) {
      const answer = await t.http('GET', `/__test/sms?mobile=${encodeURIComponent(mobile)}`);
      seen.set(answer.servedBy, (answer.json() as { codes: { code: string }[] }).codes[0]?.code);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen.size).toBe(2);
    const [code, other] = [...seen.values()];
    expect(code).toMatch(/^\d{6}$/);
    expect(other).toBe(code);
    const registered = await t.post(calls.accountRegist4.path, { mobile, code, password: 'secret123', confirmNotice: true });
    expect(registered.json().code, registered.body).toBe(0);
  });

  it('has one process lead the timed jobs and one run each live table', async () => {
    // Advisory locks held in this test's database, by key and how many sessions hold each.
    const { rows } = await sql<{ key: number; holders: number }>`
      SELECT objid::bigint AS key, count(*)::int AS holders FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      GROUP BY objid`.execute(t.db);
    const held = new Map(rows.map((l) => [l.key, l.holders]));
    expect(held.get(SCHEDULER_LOCK)).toBe(1);
    // The live tables' runner locks (server/domain/games/live/engine.ts): 727_100 + the table's index.
    const tableLocks = [...held.entries()].filter(([key]) => key >= 727_100 && key < 727_200);
    expect(tableLocks.length).toBeGreaterThan(0);
    expect(tableLocks.every(([, holders]) => holders === 1)).toBe(true);
  });

  it('shows followers of a live table on either process the same round', async () => {
    const p = await player('t');
    const started = await data('startGame', { gameId: LIVE_COLOR_GAME, tryIt: true }, p.token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    const opened = await t.http('POST', `/games/api/${TABLE}/open`, { launch });
    expect(opened.json().code, opened.body).toBe(0);
    const session = opened.json().data.sessionKey as string;

    const streams: Stream[] = [];
    try {
      // Open streams until two are on different processes.
      while (new Set(streams.map((s) => s.servedBy)).size < 2 && streams.length < 6)
        streams.push(await follow(t.port, `/games/live/${TABLE}/events?session=${session}`));
      const [a, b] = [streams[0]!, streams.find((s) => s.servedBy !== streams[0]!.servedBy)!];
      expect(b).toBeDefined();
      // Both views are read from the database: find a round both have shown and compare it.
      const deadline = Date.now() + 30_000;
      let same: number | undefined;
      while (same === undefined && Date.now() < deadline) {
        same = a.views.map((v) => v.round?.no).find((no) => no !== undefined && b.views.some((v) => v.round?.no === no));
        if (same === undefined) await new Promise((r) => setTimeout(r, 200));
      }
      expect(same).toBeDefined();
      const pick = (s: Stream) => s.views.find((v) => v.round?.no === same)!;
      expect(pick(a).round).toMatchObject({ opensAt: pick(b).round!.opensAt, closesAt: pick(b).round!.closesAt, prevHash: pick(b).round!.prevHash });
      expect(pick(a).commitment).toBe(pick(b).commitment);
    } finally {
      for (const s of streams) s.close();
    }
  }, 60_000);
});

describe('npm run start:cluster without PostgreSQL', () => {
  it('refuses to start on the embedded database', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: '' };
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], { env, timeout: 60_000 }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('npm run start:cluster needs PostgreSQL');
  }, 90_000);
});

interface TableView {
  commitment: string | null;
  round: { no: number; opensAt: number; closesAt: number; prevHash: string } | null;
}
interface Stream {
  servedBy: string;
  views: TableView[];
  close(): void;
}

/** Follows a Server-Sent Events stream on a connection of its own, keeping every `table` event's view. */
function follow(port: number, path: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      const stream: Stream = { servedBy: String(res.headers['x-served-by'] ?? ''), views: [], close: () => req.destroy() };
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: table\ndata: (.*)$/m.exec(event);
          if (data) stream.views.push(JSON.parse(data[1]!) as TableView);
        }
      });
      res.on('error', () => undefined);
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}
