// Rows a statement carries as arrays: one parameter per column, whatever the number of rows, so the statement's text
// stays the same from one row to a hundred and the connection keeps one prepared plan for it (database.ts). What runs
// for many players at once (a batch of spins, db/batches.ts) is written this way.
import { sql, type RawBuilder } from 'kysely';

/** A value placed in a statement, or an SQL expression standing for it (a column of such rows, `b.user_id`). */
export type Value<T> = T | RawBuilder<T>;

/** The PostgreSQL types the arrays are sent as. */
export type SqlType = 'bigint' | 'integer' | 'text' | 'jsonb' | 'boolean';

/** A column: its type and how one item gives its value. */
export type Column<T> = readonly [SqlType, (item: T) => unknown];

/**
 * A FROM item of `items`, one row each in order, named `alias` with the given columns and `i`, the row's place
 * (1, 2, ...), which `valueAt` reads: `unnest($1::bigint[], ...) WITH ORDINALITY AS alias (c1, ..., i)`.
 */
export function rowsOf<T>(items: readonly T[], alias: string, columns: Record<string, Column<T>>): RawBuilder<unknown> {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [type, pick] = columns[name]!;
    return sql`${items.map(pick)}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays)}) WITH ORDINALITY AS ${sql.raw(alias)} (${sql.raw([...names, 'i'].join(', '))})`;
}

/** An expression of a row of `alias` (a rowsOf relation, or one that kept its `i`): the value `pick` gives its item. */
export function valueAt<T, V>(items: readonly T[], alias: string, type: SqlType, pick: (item: T) => V): RawBuilder<V> {
  return sql<V>`(${items.map(pick)}::${sql.raw(type)}[])[${sql.raw(alias)}.i]`;
}
