// Migration 038 on a database whose house accounts kept a running balance: the house figures read the same afterwards
// (now summed from their entries), the balance columns of house accounts hold zero and can no longer be written, the
// audit passes, and the games' house account exists for every round to use.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/database.ts';
import { migrate, migrationFiles } from '../../../server/db/migrate.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { houseBalances } from '../../../server/domain/ledger.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url));

describe('migration 038 on an existing database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pisowin-m038-'));
  const db = openPglite(join(dir, 'pglite'));
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every house figure, zeroes the house balance columns and holds them at zero', async () => {
    const before = join(dir, 'before');
    mkdirSync(before);
    for (const file of await migrationFiles(MIGRATIONS)) if (file < '040_') copyFileSync(join(MIGRATIONS, file), join(before, file));
    await migrate(db, before);
    // The ledger as the old code wrote it: a running balance on both sides, house ones included.
    await sql`INSERT INTO users (account, password_hash, nickname, invite_code, created_at) VALUES ('old', 'x', 'old', 'M038OLD', 1)`.execute(db);
    const user = await db.selectFrom('users').select('id').where('account', '=', 'old').executeTakeFirstOrThrow();
    const account = async (kind: string, balance: number, userId: number | null) =>
      (await db.insertInto('accounts').values({ user_id: userId, kind, balance, created_at: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const opening = await account('house_opening', -10_000, null);
    const games = await account('house_games', 2_500, null);
    const main = await account('player_main', 7_500, user.id);
    const move = async (key: string, from: number, fromAfter: number, to: number, toAfter: number, amount: number) => {
      const t = await db
        .insertInto('ledger_transactions')
        .values({ idempotency_key: key, reason: 'x', created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ledger_entries')
        .values([
          { transaction_id: t.id, account_id: from, amount: -amount, balance_after: fromAfter, reason: 'x', created_at: 1 },
          { transaction_id: t.id, account_id: to, amount, balance_after: toAfter, reason: 'x', created_at: 1 },
        ])
        .execute();
    };
    await move('fund', opening, -10_000, main, 10_000, 10_000);
    await move('bet', main, 7_500, games, 2_500, 2_500);
    // Today's audit reads a house balance column holding anything but zero as a problem.
    expect((await auditLedger(db)).problems).toHaveLength(2);

    expect(await migrate(db, MIGRATIONS)).toContain('040_house_balances.sql');

    const figures = await houseBalances(db, ['house_opening', 'house_games']);
    expect(Object.fromEntries(figures)).toEqual({ house_opening: -10_000, house_games: 2_500 });
    const columns = await db.selectFrom('accounts').select(['kind', 'balance']).where('user_id', 'is', null).orderBy('kind').execute();
    expect(columns).toEqual([
      { kind: 'house_games', balance: 0 },
      { kind: 'house_opening', balance: 0 },
    ]);
    await expect(db.updateTable('accounts').set({ balance: 1 }).where('id', '=', games).execute()).rejects.toThrow(/accounts_house_no_running_balance/);
    const audit = await auditLedger(db);
    expect(audit.problems).toEqual([]);
    expect(audit.houses).toEqual({ house_opening: -10_000, house_games: 2_500 });
  }, 180_000);

  it('makes the games house account on a database that never had one', async () => {
    const fresh = openPglite(join(dir, 'fresh'));
    try {
      await migrate(fresh, MIGRATIONS);
      const row = await fresh.selectFrom('accounts').select(['kind', 'balance']).where('user_id', 'is', null).execute();
      expect(row).toEqual([{ kind: 'house_games', balance: 0 }]);
    } finally {
      await fresh.destroy();
    }
  }, 180_000);
});
