// A statement whose text never changes, only its values: built and compiled once per database with stand-ins for its
// arguments, then sent with each call's values. For what runs on every request (a spin's read): building and
// compiling the same Kysely tree again is a tenth of such a request's CPU, and the text is then the same string each
// time, so the connection finds its prepared name at once (database.ts).
import { CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import type { Database } from './database.ts';

/** Where an argument goes. Reading it as a value (arithmetic, a string, JSON) throws: the builder may only place it. */
class Slot {
  constructor(readonly index: number) {}
  [Symbol.toPrimitive](): never {
    throw new TypeError(`compiledOnce: argument ${this.index} was read while the statement was built; a builder may only place its arguments`);
  }
  toJSON(): never {
    return this[Symbol.toPrimitive]();
  }
}

/**
 * `build` must give the same text whatever its arguments are: it places each of them as a value (`${userId}`) and
 * never reads one (no arithmetic, no condition on it, no property of it). Its arguments are a plain list (no default
 * values, no rest), so `build.length` counts them. The first call per database checks that every argument was placed.
 * Answers a function that runs the statement with the given values.
 */
export function compiledOnce<A extends unknown[], R>(build: (...args: A) => RawBuilder<R>): (db: Database, ...args: A) => Promise<QueryResult<R>> {
  const arity = build.length;
  const compiled = new WeakMap<Database, CompiledQuery<R>>();
  const compile = (db: Database) => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
    const query = build(...(slots as unknown as A)).compile(db);
    const placed = new Set(query.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.index));
    if (placed.size !== arity) throw new TypeError(`compiledOnce: the statement places ${placed.size} of its ${arity} arguments`);
    compiled.set(db, query);
    return query;
  };
  return async (db, ...args) => {
    // A value past build.length (one with a default) would be dropped silently: the text holds the default.
    if (args.length !== arity) throw new TypeError(`compiledOnce: called with ${args.length} arguments for a builder of ${arity}`);
    const query = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>);
  };
}
