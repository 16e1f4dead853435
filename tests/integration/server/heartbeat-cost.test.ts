// What the heartbeat (`online`) costs the database. Every open app sends one every few seconds, so it is the call the
// server takes most: the first heartbeat of a session reads the maintenance switch and the session in one statement,
// later ones are answered from what this process kept (until the database says the session ended or the switch
// changed), and the presence they report (the session's last-seen time, the player's current game) is written in
// batches, one statement per table for all the heartbeats of a second. Counting statements is deterministic, unlike
// timing them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { heartbeatWriter } from '../../../server/domain/heartbeats.ts';
import { SESSION_CACHE_MAX_AGE_MS, sessionCache } from '../../../server/domain/session-cache.ts';
import { sql } from 'kysely';
import { appCalls, backends, newPlayer, startTestApp, statementCounter, type TestApp } from './helpers.ts';

describe.each(backends())('the cost of a heartbeat on %s', (backend) => {
  let t: TestApp;
  const { statements, log, counted } = statementCounter();
  beforeAll(async () => {
    t = await startTestApp(backend, {}, log);
  });
  afterAll(() => t?.close());
  const { call, data } = appCalls(() => t);

  it("reads a session once, answers its later heartbeats with no statement, and writes a batch's presence in one per table", async () => {
    const players = await Promise.all(Array.from({ length: 5 }, (_, i) => newPlayer(t, `hb${i}`)));
    await heartbeatWriter(t.app).flush();
    await counted(() => data('online', { heartbeat: 1, gameId: 3 }, players[0]!.token));
    expect(statements, statements.join('\n')).toHaveLength(1);

    t.clock.advance(5_000);
    await counted(async () => {
      for (let round = 0; round < 4; round += 1) for (const [i, p] of players.entries()) await data('online', { heartbeat: 1, gameId: i + 10 }, p.token);
      // The four players not seen yet, once each.
      expect(statements).toHaveLength(4);
      await heartbeatWriter(t.app).flush();
    });
    expect(statements.slice(4).map((s) => s.split(' ')[1])).toEqual(['sessions', 'users']);

    // What the batch wrote: each session's time, each player's game.
    const rows = await t.db
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .select(['users.account', 'users.current_game_id', 'sessions.last_seen_at'])
      .where(
        'users.account',
        'in',
        players.map((p) => p.account),
      )
      .execute();
    expect(rows).toHaveLength(5);
    for (const [i, p] of players.entries())
      expect(rows.find((r) => r.account === p.account)).toMatchObject({ current_game_id: i + 10, last_seen_at: t.clock.now() });
  });

  it('never moves a last-seen time back, nor writes what has not changed', async () => {
    const p = await newPlayer(t, 'hbback');
    t.clock.advance(5_000);
    await data('online', { heartbeat: 1, gameId: 4 }, p.token);
    await heartbeatWriter(t.app).flush();
    const seenAt = t.clock.now();
    // An older heartbeat that arrives late (through another server process, say) does not undo a newer one.
    t.clock.advance(-3_000);
    await data('online', { heartbeat: 1, gameId: 4 }, p.token);
    await heartbeatWriter(t.app).flush();
    t.clock.advance(3_000);
    const session = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['last_seen_at', 'current_game_id'])
      .where('users.account', '=', p.account)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ last_seen_at: seenAt, current_game_id: 4 });
  });

  it('still refuses a revoked session and answers maintenance, from the same one statement', async () => {
    const p = await newPlayer(t, 'hbgate');
    await runOperatorCommand(t.db, 'sessions', ['revoke', p.account], t.clock.now());
    await heartbeatWriter(t.app).flush();
    const revoked = await counted(() => call('online', { heartbeat: 1 }, p.token));
    expect(revoked.statusCode).toBe(401);
    expect(statements).toHaveLength(1);

    const q = await newPlayer(t, 'hbmaint');
    await runOperatorCommand(t.db, 'maintenance', ['on', 'Back', 'soon'], t.clock.now());
    try {
      const answer = await counted(() => t.post(calls.online.path, { heartbeat: 1 }, { token: q.token }));
      expect(answer.json()).toMatchObject({ code: 503, msg: 'Back soon' });
      expect(statements).toHaveLength(1);
    } finally {
      await runOperatorCommand(t.db, 'maintenance', ['off'], t.clock.now());
    }
  });

  /** Heartbeats until one is answered with `code`; the database's notice may take a moment on PostgreSQL. */
  async function heartbeatUntil(token: string, code: number) {
    for (let i = 0; i < 100; i += 1) {
      const answer = (await t.post(calls.online.path, { heartbeat: 1 }, { token })).json() as { code: number; msg: string };
      if (answer.code === code) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no heartbeat was answered ${code} within 2 s`);
  }

  it('refuses a kept session as soon as it is revoked, by a call or by the admin command', async () => {
    const p = await newPlayer(t, 'hbrevoke');
    await data('online', { heartbeat: 1 }, p.token);
    // The presence gathered so far is written now, not by its timer in the middle of the count.
    await heartbeatWriter(t.app).flush();
    await counted(() => data('online', { heartbeat: 1 }, p.token));
    expect(statements).toHaveLength(0);
    await runOperatorCommand(t.db, 'sessions', ['revoke', p.account], t.clock.now());
    await heartbeatUntil(p.token, 401);

    const q = await newPlayer(t, 'hblogout');
    await data('online', { heartbeat: 1 }, q.token);
    expect((await t.post(calls.logout.path, {}, { token: q.token })).json().code).toBe(0);
    await heartbeatUntil(q.token, 401);
  });

  it('answers maintenance to kept sessions once it is switched on, and plays on once it is off', async () => {
    const p = await newPlayer(t, 'hbmaint2');
    await data('online', { heartbeat: 1 }, p.token);
    await runOperatorCommand(t.db, 'maintenance', ['on', 'Back', 'later'], t.clock.now());
    try {
      expect(await heartbeatUntil(p.token, 503)).toMatchObject({ msg: 'Back later' });
    } finally {
      await runOperatorCommand(t.db, 'maintenance', ['off'], t.clock.now());
    }
    await heartbeatUntil(p.token, 0);
  });

  it.runIf(backend === 'postgres')('keeps nothing while the connection that hears the notices is down, and hears them again after', async () => {
    const p = await newPlayer(t, 'hblost');
    await data('online', { heartbeat: 1 }, p.token);
    await heartbeatWriter(t.app).flush();
    const { rows } = await sql<{ n: number }>`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`.execute(t.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    // Whatever was revoked meanwhile could not be heard: every heartbeat reads the database until it listens again.
    await runOperatorCommand(t.db, 'sessions', ['revoke', p.account], t.clock.now());
    expect((await t.post(calls.online.path, { heartbeat: 1 }, { token: p.token })).json().code).toBe(401);
    const q = await newPlayer(t, 'hblost2');
    await data('online', { heartbeat: 1 }, q.token);
    await counted(() => data('online', { heartbeat: 1 }, q.token));
    expect(statements).toHaveLength(1);
    // It listens again within seconds, and keeps sessions again.
    for (let i = 0; i < 100 && !sessionCache(t.app).live; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sessionCache(t.app).live).toBe(true);
    await data('online', { heartbeat: 1 }, q.token);
    await heartbeatWriter(t.app).flush();
    await counted(() => data('online', { heartbeat: 1 }, q.token));
    expect(statements).toHaveLength(0);
  });

  it('reads the session again once its kept copy is a minute old', async () => {
    const p = await newPlayer(t, 'hbold');
    await data('online', { heartbeat: 1 }, p.token);
    await heartbeatWriter(t.app).flush();
    t.clock.advance(SESSION_CACHE_MAX_AGE_MS);
    await counted(() => data('online', { heartbeat: 1 }, p.token));
    expect(statements).toHaveLength(1);
  });

  it('writes what has gathered when the server closes', async () => {
    const own = await startTestApp(backend);
    try {
      const p = await newPlayer(own, 'hbclose');
      own.clock.advance(5_000);
      expect((await own.post(calls.online.path, { heartbeat: 1, gameId: 9 }, { token: p.token })).json().code).toBe(0);
      await own.app.close();
      const row = await own.db.selectFrom('users').select('current_game_id').where('account', '=', p.account).executeTakeFirstOrThrow();
      expect(row.current_game_id).toBe(9);
    } finally {
      await own.close();
    }
  }, 90_000); // A server of its own starts (migrations on a fresh database): slow on a busy machine.
});
