// What the heartbeat (`online`) costs the database. Every open app sends one every few seconds, so it is the call the
// server takes most: one statement checks the maintenance switch and the session, and the presence it reports (the
// session's last-seen time, the player's current game) is written in batches, one statement per table for all the
// heartbeats of a second. Counting statements is deterministic, unlike timing them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { heartbeatWriter } from '../../../server/domain/heartbeats.ts';
import { appCalls, backends, newPlayer, startTestApp, statementCounter, type TestApp } from './helpers.ts';

describe.each(backends())('the cost of a heartbeat on %s', (backend) => {
  let t: TestApp;
  const { statements, log, counted } = statementCounter();
  beforeAll(async () => {
    t = await startTestApp(backend, {}, log);
  });
  afterAll(() => t?.close());
  const { call, data } = appCalls(() => t);

  it('sends one statement per heartbeat, and one per table for a batch of them', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, (_, i) => newPlayer(t, `hb${i}`)));
    await heartbeatWriter(t.app).flush();
    await counted(() => data('online', { heartbeat: 1, gameId: 3 }, players[0]!.token));
    expect(statements, statements.join('\n')).toHaveLength(1);

    t.clock.advance(5_000);
    await counted(async () => {
      for (let round = 0; round < 4; round += 1) for (const [i, p] of players.entries()) await data('online', { heartbeat: 1, gameId: i + 10 }, p.token);
      expect(statements).toHaveLength(20);
      await heartbeatWriter(t.app).flush();
    });
    expect(statements.slice(20).map((s) => s.split(' ')[1])).toEqual(['sessions', 'users']);

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
  });
});
