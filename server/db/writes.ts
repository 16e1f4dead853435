// Several writes sent as one statement. What runs on every bet (the round, the journal, the rewards modules' counters)
// is a list of independent INSERT/UPDATE statements; each one a round trip would make the database's socket the
// bottleneck of every spin, so they travel together as data-modifying CTEs of one statement.
import { sql, type OperationNodeSource, type RawBuilder } from 'kysely';
import type { Database } from './database.ts';
import type { Transaction } from 'kysely';
import type { DB } from './schema.ts';

/**
 * One write: a single INSERT, UPDATE or DELETE with no WITH clause of its own (PostgreSQL runs data-modifying CTEs
 * only at the top level). Writes sent together all read the snapshot from before the statement and must touch rows
 * no other write of the same statement touches (PostgreSQL would apply only one change to such a row).
 */
export type Write = RawBuilder<unknown> | OperationNodeSource;

/** The writes as CTEs of a WITH clause (names w0, w1, ...), to head a statement of the caller's. */
export function withWrites(writes: readonly Write[], first = 0): RawBuilder<unknown> {
  return sql.join(
    writes.map((write, i) => sql`${sql.raw(`w${first + i}`)} AS (${write})`),
    sql`, `,
  );
}

/** Runs the writes in one statement (none: no statement). */
export async function runWrites(db: Database | Transaction<DB>, writes: readonly Write[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) await sql`${writes[0]}`.execute(db);
  else await sql`WITH ${withWrites(writes)} SELECT 1`.execute(db);
}
