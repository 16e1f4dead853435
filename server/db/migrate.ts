// Applies the numbered SQL files of ./migrations that the database has not seen, in order, recording each in schema_migrations.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed number: every server process takes the same advisory lock so two starting at once do not both migrate. */
const MIGRATION_LOCK = 727_001;

/**
 * Splits a migration into statements. PGlite's query() takes one statement at a time, so a migration
 * file ends every statement with `;` at the end of a line and keeps a dollar-quoted body (a trigger function's) on one line.
 */
export function splitStatements(text: string): string[] {
  return text
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}

export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
}

/** Returns the versions applied by this run (empty when the database was up to date). */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      for (const statement of splitStatements(text)) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: file, applied_at: Date.now() }).execute();
      applied.push(file);
    }
    return applied;
  });
}
