// Statements a connection keeps being sent are prepared there (named), so the database parses and plans them once and
// then runs their plan: planning costs as much as running for the small indexed statements of a call, and several
// times more for the wide ones (a spin batch's write, twenty parts, is planned in 7 ms on PGlite and run in 2). On
// PostgreSQL the driver names them (database.ts PreparingClient); PGlite has no named statements in its API, so
// PreparingPGlite sends PREPARE once and then EXECUTE with the values written as literals, made as PGlite binds them.
import { createHash } from 'node:crypto';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';

/** A statement sent this often on one connection is prepared there. */
const PREPARE_AFTER = 2;
/** Prepared statements one connection keeps at most, and texts it counts; texts beyond them run unprepared. */
const MAX_PREPARED = 500;
const MAX_TRACKED = 5_000;

/**
 * Which texts one connection has prepared, under which names. A text seen once (an operator's one-off) is not
 * prepared, and a connection keeps a bounded number. Texts are named by their hash, so one text always has one name.
 */
export class PreparedTexts {
  private readonly seen = new Map<string, number>();
  /** The names of the prepared texts: hashing a spin's 5 KB write at every run cost 5% of its CPU. */
  private readonly names = new Map<string, string>();
  /** Texts the database would not prepare (not a query, say): sent as they are from then on. */
  private readonly refused = new Set<string>();
  private prepared = 0;

  /** The name `text` was prepared under, if it was. */
  known(text: string): string | undefined {
    return this.names.get(text);
  }

  /** Counts a send of `text` not prepared yet: the name to prepare it under now, when it is due and there is room. */
  due(text: string): string | undefined {
    if (this.refused.has(text)) return undefined;
    const times = (this.seen.get(text) ?? 0) + 1;
    if (times < PREPARE_AFTER) {
      if (this.seen.has(text) || this.seen.size < MAX_TRACKED) this.seen.set(text, times);
      return undefined;
    }
    // Sent often enough: prepared from now on, while the connection has room (past it, the text runs unprepared).
    if (this.prepared >= MAX_PREPARED) return undefined;
    this.prepared += 1;
    this.seen.delete(text);
    const name = preparedName(text);
    this.names.set(text, name);
    return name;
  }

  /** A text whose preparing failed: it runs unprepared from now on (it keeps its place in the count). */
  refuse(text: string): void {
    this.names.delete(text);
    if (this.refused.size < MAX_TRACKED) this.refused.add(text);
  }
}

const preparedName = (text: string) => `k${createHash('sha1').update(text).digest('base64url')}`;

type Query = <T>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => Promise<Results<T>>;

/** A value as an SQL literal: standard_conforming_strings is on, so only the quote is doubled. */
const literal = (text: string | null) => (text === null ? 'NULL' : `'${text.replace(/'/g, "''")}'`);

/**
 * PGlite, with the statements it keeps being sent prepared (PREPARE) and run by EXECUTE, their values serialized by
 * PGlite's own serializers for the parameter types the database gave the prepared statement, as its query() binds them.
 * A text is prepared outside transactions only: a PREPARE that failed inside one would abort it, where the statement
 * would have answered its own error. Inside them, a text prepared already runs by EXECUTE.
 */
export class PreparingPGlite extends PGlite {
  private readonly texts = new PreparedTexts();
  /** The parameter types of each prepared name, and the preparing under way (two callers may send a due text at once). */
  private readonly types = new Map<string, Promise<number[] | null>>();

  override async query<T>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]): Promise<Results<T>> {
    const run: Query = (t, p, o) => super.query(t, p as never, o);
    return this.prepared<T>(run, text, params, options, true);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const run: Query = (t, p, o) => tx.query(t, p as never, o);
      const preparing = Object.create(tx, {
        query: {
          value: <R>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => this.prepared<R>(run, text, params, options, false),
        },
      }) as Transaction;
      return callback(preparing);
    });
  }

  private async prepared<T>(
    run: Query,
    text: string,
    params: unknown[] = [],
    options: Parameters<PGlite['query']>[2],
    mayPrepare: boolean,
  ): Promise<Results<T>> {
    let name = this.texts.known(text);
    if (!name && mayPrepare) {
      name = this.texts.due(text);
      if (name) this.types.set(name, this.prepare(run, name, text));
    }
    const types = name ? await this.types.get(name) : null;
    if (!name || !types) return run<T>(text, params, options);
    const values = params.map((value, i) => (value == null ? null : (this.serializers[types[i]!]?.(value) ?? String(value))));
    return run<T>(`EXECUTE "${name}"${values.length > 0 ? `(${values.map(literal).join(', ')})` : ''}`, [], options);
  }

  /** Prepares `text` under `name`: its parameter types, or null when it could not be prepared (it then runs as sent). */
  private async prepare(run: Query, name: string, text: string): Promise<number[] | null> {
    try {
      await run(`PREPARE "${name}" AS ${text}`);
      const { rows } = await run<{ types: number[] }>('SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = $1', [name]);
      return rows[0]!.types.map(Number);
    } catch {
      this.texts.refuse(text);
      this.types.delete(name);
      return null;
    }
  }
}
