// Every contract call and every game API action gets malformed bodies (control characters and lone surrogates in each
// string, 5,000-level nesting, wrong types, huge numbers and strings, arrays for objects, non-object bodies), with and
// without an Idempotency-Key, as a visitor and as a player: no answer may be a 5xx. fast-check picks the cases from a
// fixed seed, so a failure reproduces; each case starts from a body shaped like the call's schema, so the bad value
// reaches the field it targets instead of stopping at a missing one.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../../contract/index.ts';
import type { CallDef } from '../../../contract/call.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const SEED = 20261124;
/** Cases in all per call and per game action; with PostgreSQL as well as PGlite, each backend samples its own half. */
const RUNS_PER_CALL = 20;
const RUNS_PER_GAME_ACTION = 12;
const MARK = '__fuzz_value__';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = { [key: string]: unknown };

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bad values as raw JSON text (so -0 and deep nesting are sent exactly as written). */
const badValue: fc.Arbitrary<string> = fc.oneof(
  fc
    .constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n')
    .chain((control) => fc.string({ maxLength: 12 }).map((s) => JSON.stringify(`${s}${control}${s}`))),
  fc.constantFrom('\ud800', '\udfff', '\ud83d', '\ude00\ud83d').chain((half) => fc.string({ maxLength: 12 }).map((s) => JSON.stringify(`${s}${half}`))),
  fc.constantFrom(
    deep(5_000),
    deepObject(5_000),
    JSON.stringify('x'.repeat(1 << 20)),
    JSON.stringify('\u0000'.repeat(70_000)),
    '1e308',
    '-1e308',
    '-0',
    '1e21',
    '9007199254740993',
    '0.5',
    '-1',
    '"NaN"',
    '"Infinity"',
    '"1e308"',
    'null',
    'true',
    '[]',
    '{}',
    '[{}]',
    '{"__proto__":{"polluted":1}}',
    '""',
  ),
);

/** Whole bodies that are not an object of the call. */
const BAD_BODIES = ['null', '5', '"x"', '[]', 'true', '-0', '1e308', '"NaN"', deep(5_000), deepObject(5_000), `[${JSON.stringify({})}]`];

/** A body shaped like the schema: required fields present, so a bad value in one field meets the others valid-looking. */
function sample(schema: JsonSchema | undefined): Json {
  if (!schema) return null;
  if ('default' in schema) return schema.default as Json;
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(schema[key])) return sample((schema[key] as JsonSchema[])[0]);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 0)) }, () => sample(schema.items as JsonSchema));
    case 'string':
      return 'fuzz1234'.padEnd(Number(schema.minLength ?? 0), 'x');
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    default:
      return 'fuzz';
  }
}

/** Every place in a body a value could go: the fields, nested fields and array items. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => paths(item, [...at, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))];
  return here;
}

/** The body's JSON text with `raw` at `path` (a record key too: the last step of a path names a key). */
function withValueAt(body: Json, path: (string | number)[], raw: string): string {
  const copy = structuredClone(body) as Json;
  let target = copy as { [key: string]: Json };
  for (const step of path.slice(0, -1)) target = target[step] as { [key: string]: Json };
  target[path[path.length - 1]!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => raw);
}

function bodySample(call: CallDef): Json {
  try {
    return sample(z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  } catch {
    return {};
  }
}

const GAME_SLUGS = ['lucky-sampaguita', 'color-game', 'mines'] as const;
const GAME_ACTIONS = ['open', 'state', 'play', 'mines-start', 'mines-reveal', 'mines-cashout', 'seed', 'verify'] as const;
const GAME_IDS: Record<(typeof GAME_SLUGS)[number], number> = { 'lucky-sampaguita': 1, 'color-game': 2, mines: 3 };

interface Failure {
  where: string;
  body: string;
  status: number;
}

const runs = backends().map((backend, index, all) => ({ backend, seed: SEED + index * 100_000, share: 1 / all.length }));

describe.each(runs)('contract fuzz on $backend', ({ backend, seed, share }) => {
  let t: TestApp;
  const failures: Failure[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const record = (where: string, body: string, response: LightMyRequestResponse) => {
    if (response.statusCode >= 500)
      failures.push({ where, body: body.length > 120 ? `${body.slice(0, 120)}… (${body.length} chars)` : body, status: response.statusCode });
  };

  it('answers no app call with a 5xx', { timeout: 600_000 }, async () => {
    const list = Object.values(calls) as CallDef[];
    for (const [index, call] of list.entries()) {
      // A player per call: one call's effects (logout, a time-out) do not change what the next one is tested with.
      const { token } = await newPlayer(t, 'fz');
      const base = bodySample(call);
      const targets = paths(base);
      const send = (body: string, options: { key: boolean; player: boolean }, label: string) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (options.key) headers['idempotency-key'] = `fuzz-${index}-${label.length}-${body.length}`;
        return t.post(call.path, body, { headers, ...(options.player ? { token } : {}) });
      };
      for (const body of BAD_BODIES)
        for (const key of [false, true])
          for (const player of [false, true]) record(`${call.name} (body, key ${key}, player ${player})`, body, await send(body, { key, player }, 'body'));

      if (targets.length === 0) continue;
      const cases = fc.sample(fc.record({ path: fc.constantFrom(...targets), raw: badValue, key: fc.boolean(), player: fc.boolean(), extra: fc.boolean() }), {
        seed: seed + index,
        numRuns: Math.ceil(RUNS_PER_CALL * share),
      });
      for (const { path, raw, key, player, extra } of cases) {
        let body = withValueAt(base, path, raw);
        // An unknown extra field carrying the bad value too: it is stripped, but must not reach a hash or a recursion.
        if (extra) body = `${body.slice(0, -1)}${body.length > 2 ? ',' : ''}"extraField":${raw}}`;
        record(`${call.name}.${path.join('.')} (key ${key}, player ${player})`, body, await send(body, { key, player }, path.join('.')));
      }
    }
    expect(failures).toEqual([]);
  });

  async function gameSessions(): Promise<Record<string, string>> {
    const { token } = await newPlayer(t, 'fg');
    const sessions: Record<string, string> = {};
    for (const slug of GAME_SLUGS) {
      const started = await t.post(calls.startGame.path, { gameId: GAME_IDS[slug], tryIt: true }, { token });
      const launch = new URL(started.json().data.url, 'http://x').searchParams.get('launch');
      const opened = await t.app.inject({
        method: 'POST',
        url: `/games/api/${slug}/open`,
        payload: JSON.stringify({ launch }),
        headers: { 'content-type': 'text/plain' },
      });
      sessions[slug] = opened.json().data.sessionKey;
    }
    return sessions;
  }
  const gamePost = async (found: Failure[], slug: string, action: string, body: string) => {
    const response = await t.app.inject({ method: 'POST', url: `/games/api/${slug}/${action}`, payload: body, headers: { 'content-type': 'text/plain' } });
    if (response.statusCode >= 500)
      found.push({ where: `${slug}/${action}`, body: body.length > 120 ? `${body.slice(0, 120)}…` : body, status: response.statusCode });
  };

  it('answers no game API action with a 5xx', { timeout: 600_000 }, async () => {
    const found: Failure[] = [];
    const sessions = await gameSessions();
    for (const [s, slug] of GAME_SLUGS.entries())
      for (const [a, action] of GAME_ACTIONS.entries()) {
        for (const body of BAD_BODIES.filter((b) => b !== 'null')) await gamePost(found, slug, action, body);
        const base: { [key: string]: Json } = {
          session: sessions[slug]!,
          launch: 'fuzz-launch',
          bet: 1_000,
          stakes: [100, 0, 0, 0, 0, 0],
          mines: 3,
          roundId: 'fuzz-round',
          tile: 0,
          clientSeed: 'fuzz-seed',
          serverSeed: 'a'.repeat(64),
          nonce: 0,
        };
        const cases = fc.sample(fc.record({ path: fc.constantFrom(...paths(base)), raw: badValue, visitor: fc.boolean() }), {
          seed: seed + 1_000 + s * 100 + a,
          numRuns: Math.ceil(RUNS_PER_GAME_ACTION * share),
        });
        for (const { path, raw, visitor } of cases)
          await gamePost(found, slug, action, withValueAt(visitor ? { ...base, session: 'not-a-session' } : base, path, raw));
      }
    expect(found).toEqual([]);
  });

  // JSON `null` parses, so it reaches each action's schema like any other body and must be refused there, not crash.
  it('answers the body null to every game API action with a 4xx', async () => {
    const found: Failure[] = [];
    for (const slug of GAME_SLUGS) for (const action of GAME_ACTIONS) await gamePost(found, slug, action, 'null');
    expect(found).toEqual([]);
  });
});
