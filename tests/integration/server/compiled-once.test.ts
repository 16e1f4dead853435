// compiledOnce (server/db/compiled-once.ts): a statement built and compiled once per database, then sent with each
// call's values, on both databases. The spin's read runs through it (spin-cost.test.ts counts that read).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../../server/db/compiled-once.ts';
import { backends, startTestApp, statementCounter, type TestApp } from './helpers.ts';

describe.each(backends())('compiledOnce on %s', (backend) => {
  const counter = statementCounter();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, counter.log);
  });
  afterAll(() => t.close());

  it('builds once and answers each call with its own values, in one unchanging text', async () => {
    let builds = 0;
    const read = compiledOnce((name: string, count: number) => {
      builds += 1;
      return sql<{ name: string; doubled: number }>`SELECT ${name}::text AS name, (${count}::int * ${2}::int) AS doubled, ${name}::text = 'b' AS again`;
    });
    const first = await counter.counted(() => read(t.db, 'a', 3));
    const texts = [...counter.statements];
    const second = await counter.counted(() => read(t.db, 'b', 21));
    expect(first.rows).toEqual([{ name: 'a', doubled: 6, again: false }]);
    expect(second.rows).toEqual([{ name: 'b', doubled: 42, again: true }]);
    expect(builds).toBe(1);
    expect(counter.statements).toEqual(texts);
  });

  it('refuses a builder that reads an argument, leaves one out or hides one behind a default, before anything is sent', async () => {
    const reads = compiledOnce((count: number) => sql`SELECT ${count + 1}::int AS n`);
    await expect(counter.counted(() => reads(t.db, 1))).rejects.toThrow(/argument 0 was read/);
    const templated = compiledOnce((name: string) => sql`SELECT ${`${name}!`}::text AS n`);
    await expect(templated(t.db, 'x')).rejects.toThrow(/argument 0 was read/);
    const drops = compiledOnce((a: number, b: number) => sql`SELECT ${a}::int AS n${b === undefined ? sql`` : sql``}`);
    await expect(counter.counted(() => drops(t.db, 1, 2))).rejects.toThrow(/places 1 of its 2 arguments/);
    // A default value hides an argument from build.length: a value given for it is refused, not dropped.
    const defaulted = compiledOnce((a: number, b = 2) => sql`SELECT ${a}::int + ${b}::int AS n`);
    await expect(counter.counted(() => defaulted(t.db, 1, 5))).rejects.toThrow(/called with 2 arguments for a builder of 1/);
    expect(counter.statements).toEqual([]);
  });
});
