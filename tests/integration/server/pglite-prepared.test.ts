// The embedded database prepares the statements it keeps being sent (server/db/prepared.ts PreparingPGlite): from the
// second send a text is PREPAREd and then run by EXECUTE with its values written as literals. What a statement answers
// must not change: the same rows with the same types, the same counts, the same errors, values that look like SQL kept
// as values, and transactions as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteOf, type Database } from '../../../server/db/database.ts';

describe('statements prepared on the embedded database', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pisowin-prepared-'));
    db = openPglite(join(dir, 'pglite'));
    await sql`CREATE TABLE things (id bigint PRIMARY KEY, name text, tags text[], doc jsonb, on_sale boolean, price numeric, seen bigint[])`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const prepared = async () => (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map((r) => r.statement);
  const insert = (id: number, name: string | null, tags: (string | null)[], doc: unknown, onSale: boolean, seen: number[]) =>
    sql`INSERT INTO things (id, name, tags, doc, on_sale, price, seen) VALUES (${id}, ${name}, ${tags}, ${JSON.stringify(doc)}, ${onSale}, ${'12.50'}, ${seen})`.execute(
      db,
    );
  const read = (id: number, on: Database | Transaction<unknown> = db) =>
    sql<Record<string, unknown>>`SELECT id, name, tags, doc, on_sale, price, seen FROM things WHERE id = ${id}`.execute(on);

  it('answers a prepared statement as the first send did, values that look like SQL kept as values', async () => {
    const tricky = `it's "quoted" \\ back'slashed'); DROP TABLE things; -- ñ 🎰`;
    await insert(1, tricky, ['a', "b'c", 'd,e', '{f}', null, 'g"h', ''], { a: "x'y", b: [1, null] }, true, [1, 2 ** 40]);
    await insert(2, null, [], null, false, []);
    await insert(3, 'plain', ['z'], 7, false, [3]);
    const first = await read(1);
    expect(await prepared()).not.toContainEqual(expect.stringContaining('FROM things WHERE'));
    const second = await read(1);
    expect(await prepared()).toContainEqual(expect.stringContaining('FROM things WHERE'));
    const third = await read(1);
    expect(second.rows).toEqual(first.rows);
    expect(third.rows).toEqual(first.rows);
    expect(first.rows[0]).toEqual({
      id: 1,
      name: tricky,
      tags: ['a', "b'c", 'd,e', '{f}', null, 'g"h', ''],
      doc: { a: "x'y", b: [1, null] },
      on_sale: true,
      price: '12.50',
      seen: [1, 2 ** 40],
    });
    expect((await read(2)).rows[0]).toMatchObject({ name: null, tags: [], doc: null, on_sale: false, seen: [] });
    expect((await sql`SELECT count(*)::int AS n FROM things`.execute(db)).rows).toEqual([{ n: 3 }]);
  });

  it('counts the rows a prepared update changed, and answers its errors as the statement does', async () => {
    const rename = (from: string) =>
      db
        .updateTable('things' as never)
        .set({ name: 'renamed' } as never)
        .where('name' as never, '=', from as never)
        .executeTakeFirst();
    for (let i = 0; i < 3; i += 1) expect((await rename('plain')).numUpdatedRows).toBe(i === 0 ? 1n : 0n);
    for (let i = 0; i < 3; i += 1) await expect(insert(3, 'again', [], null, false, [])).rejects.toMatchObject({ code: '23505' });
  });

  it('runs a prepared text inside a transaction by EXECUTE, and rolls it back with the transaction', async () => {
    await read(3);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`UPDATE things SET name = ${'in transaction'} WHERE id = ${3}`.execute(trx);
        expect((await read(3, trx)).rows[0]!.name).toBe('in transaction');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await read(3)).rows[0]!.name).toBe('renamed');
  });

  it('sends what cannot be prepared as it is, every time', async () => {
    for (let i = 0; i < 4; i += 1) await sql`SET application_name = 'pisowin'`.execute(db);
    expect((await sql<{ name: string }>`SELECT current_setting('application_name') AS name`.execute(db)).rows).toEqual([{ name: 'pisowin' }]);
    expect(await prepared()).not.toContainEqual(expect.stringContaining('SET application_name'));
    expect(pgliteOf(db)).toBeDefined();
  });
});
