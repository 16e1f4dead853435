// What one real-money slot spin costs the database, from the game API request to its commit: the statements Kysely
// sends (the wallet debit and credit, the ledger, the round, the provably-fair nonce, and the rewards engine's VIP
// experience, rebates, tasks, jackpot chances and play limits) and the transactions around them. Counting statements
// is deterministic, unlike timing them, so a change that adds work to every spin fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type LogEvent } from 'kysely';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { addTurnover } from '../../../server/domain/wallet/turnover.ts';
import { backends, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

/**
 * Statements a spin that follows a spin of the same session sends, win or lose: the balance, seed pair, play limits,
 * rewards' facts and the gate's changing facts (the game API keeps the gate row of the last spin); every write,
 * applied only if the balance and nonce are still those read (52 and 42 before the spin was cut down, then 16 and 15
 * in a transaction before the rewards modules' writes went out as one statement, then 3 before the gate row was kept).
 * A spin alone is a batch of one (spin-batches.ts): spins of many players at once share the same two statements.
 */
const SPIN_STATEMENTS = 2;
/** Transactions one spin opens (each costs a begin and a commit round trip): none, its write is one statement. */
const SPIN_TRANSACTIONS = 0;

const isTransactionControl = (sqlText: string) => /^\s*(begin|commit|rollback|start transaction)\b/i.test(sqlText);

describe.each(backends())('the cost of a slot spin on %s', (backend) => {
  let t: TestApp;
  const statements: string[] = [];
  let transactions = 0;
  let counting = false;
  const log = (event: LogEvent) => {
    if (!counting || event.level !== 'query') return;
    if (isTransactionControl(event.query.sql)) return;
    statements.push(event.query.sql.replace(/\s+/g, ' ').trim());
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {}, log);
    const transaction = t.db.transaction.bind(t.db);
    t.db.transaction = () => {
      if (counting) transactions += 1;
      return transaction();
    };
  });
  afterAll(() => t?.close());

  const { gameData, open } = gameCalls(() => t);

  /** Statements and transactions of one spin by a player who has spun before (first-use rows exist). */
  async function measureSpin(sessionKey: string) {
    statements.length = 0;
    transactions = 0;
    counting = true;
    const spin = await gameData('lucky-sampaguita', 'play', { session: sessionKey, bet: 100 });
    counting = false;
    return { spin, statements: [...statements], transactions };
  }

  it('takes at most the budgeted statements and no transaction, win or lose', async () => {
    const player = await fundedPlayer(t, 1_000_000, 'cost');
    const opened = await open(player.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 100 });
    const seen = { win: 0, loss: 0 };
    for (let i = 0; i < 40 && !(seen.win && seen.loss); i += 1) {
      const cost = await measureSpin(opened.sessionKey);
      const outcome = cost.spin.win > 0 ? 'win' : 'loss';
      seen[outcome] = Math.max(seen[outcome], cost.statements.length);
      expect(cost.statements.length, cost.statements.join('\n')).toBeLessThanOrEqual(SPIN_STATEMENTS);
      expect(cost.transactions).toBe(SPIN_TRANSACTIONS);
    }
    expect(seen.win * seen.loss, 'a win and a loss were both measured').toBeGreaterThan(0);
    console.log(`one slot spin on ${backend}: ${seen.win} statements with a win, ${seen.loss} with a loss, in ${SPIN_TRANSACTIONS} transactions`);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('writes every counter in the same statements for a player with an inviter, turnover to wager and a tournament', async () => {
    const inviter = await fundedPlayer(t, 0, 'inv');
    const player = await fundedPlayer(t, 1_000_000, 'all');
    const now = t.clock.now();
    await t.db.insertInto('agent_invites').values({ invitee_id: player.userId, inviter_id: inviter.userId, bound_at: now, valid_at: now }).execute();
    await t.db.transaction().execute((trx) => addTurnover(trx, player.userId, 250, 'Test bonus', 'test:1', now));
    await t.db.transaction().execute((trx) => addTurnover(trx, player.userId, 10_000, 'Test bonus', 'test:2', now));
    const event = await t.db
      .insertInto('slotshack_events')
      .values({ game_id: 1, title: 'Cost', starts_at: now - 1, ends_at: now + 3_600_000, min_bet: 100, prizes: '5000', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = await open(player.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 100 });
    let wins = 0;
    let bets = 100;
    for (let i = 0; i < 40 && wins === 0; i += 1) {
      const cost = await measureSpin(opened.sessionKey);
      expect(cost.statements.length, cost.statements.join('\n')).toBeLessThanOrEqual(SPIN_STATEMENTS);
      bets += 100;
      if (cost.spin.win > 0) wins += 1;
    }
    expect(wins, 'a win was measured').toBe(1);
    const commission = await t.db
      .selectFrom('agent_commission_days')
      .select(['valid_bet', 'units'])
      .where('invitee_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(Number(commission.valid_bet)).toBe(bets);
    expect(Number(commission.units)).toBe(bets * 30);
    // Oldest lock first: the second takes what the first leaves of the bets.
    const locks = await t.db.selectFrom('turnover_locks').select('remaining').where('user_id', '=', player.userId).orderBy('id').execute();
    expect(locks.map((l) => Number(l.remaining))).toEqual([Math.max(0, 250 - bets), 10_000 - Math.max(0, bets - 250)]);
    const score = await t.db
      .selectFrom('slotshack_scores')
      .select('bet')
      .where('event_id', '=', event.id)
      .where('user_id', '=', player.userId)
      .executeTakeFirst();
    expect(score).toMatchObject({ bet: 100 });
    const stats = await t.db.selectFrom('vip_period_stats').select('bet').where('user_id', '=', player.userId).execute();
    expect(stats.map((row) => Number(row.bet))).toEqual([bets, bets]);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('ends a spin whose new seed pair never shows with a clear refusal after its tries, moving nothing', async () => {
    // A fault: every new pair is revealed as its transaction commits, so each read after making one finds none.
    const player = await fundedPlayer(t, 10_000, 'noseed');
    await sql`CREATE FUNCTION test_reveal_new_seed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE game_seeds SET revealed_at = NEW.created_at WHERE id = NEW.id; RETURN NULL; END $$`.execute(t.db);
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER test_reveal_new_seed AFTER INSERT ON game_seeds DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.user_id = ${player.userId}) EXECUTE FUNCTION test_reveal_new_seed()`,
      )
      .execute(t.db);
    try {
      const opened = await open(player.token, 'lucky-sampaguita');
      const pairsOf = async () => (await t.db.selectFrom('game_seeds').select('id').where('user_id', '=', player.userId).execute()).length;
      const before = await pairsOf();
      const response = await gameCalls(() => t).gameApi('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 100 });
      expect(response.json().code, response.body).not.toBe(0);
      expect(response.json().msg).toMatch(/try again/i);
      expect((await pairsOf()) - before, 'one pair made per try, then it stopped').toBe(10);
      const rounds = await t.db.selectFrom('game_rounds').select('round_id').where('user_id', '=', player.userId).execute();
      expect(rounds).toEqual([]);
      expect((await auditLedger(t.db)).problems).toEqual([]);
    } finally {
      await sql`DROP TRIGGER test_reveal_new_seed ON game_seeds`.execute(t.db);
      await sql`DROP FUNCTION test_reveal_new_seed()`.execute(t.db);
    }
  });
});
