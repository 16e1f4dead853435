// What one real-money slot spin costs the database, from the game API request to its commit: the statements Kysely
// sends (the wallet debit and credit, the ledger, the round, the provably-fair nonce, and the rewards engine's VIP
// experience, rebates, tasks, jackpot chances and play limits) and the transactions around them. Counting statements
// is deterministic, unlike timing them, so a change that adds work to every spin fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEvent } from 'kysely';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { backends, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

/** Statements one spin sends, begin and commit not counted: 16 with a win, 15 with a loss (52 and 42 before the spin was cut down). */
const SPIN_STATEMENTS = 16;
/** Transactions one spin opens (each costs a begin and a commit round trip). */
const SPIN_TRANSACTIONS = 1;

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

  it('takes at most the budgeted statements and one transaction, win or lose', async () => {
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
    console.log(`one slot spin on ${backend}: ${seen.win} statements with a win, ${seen.loss} with a loss, in ${SPIN_TRANSACTIONS} transaction`);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});
