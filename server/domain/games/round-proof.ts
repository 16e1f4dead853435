// "Verify this round" from the bet records: everything a player needs to check one of their own rounds, filled in
// from the round itself. The server seed is answered only once it is revealed (a rotated seed, or a live round that
// has drawn): before that, answering it would let the player foresee the rounds still to come on that seed.
import type { RoundProof } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { builtinGame } from '../../games/registry.ts';
import { notFound } from '../errors.ts';
import { outcomeOf } from './verify.ts';

type Params = Record<string, number | string>;

/** The params a game's verification needs, read from what the round kept (instant rounds keep them under `params`). */
function paramsOf(slug: string, detail: unknown): Params {
  const kept = (detail ?? {}) as Record<string, unknown>;
  if (kept.params && typeof kept.params === 'object') return kept.params as Params;
  const shape = (builtinGame(slug)?.verifyParams as { shape?: Record<string, unknown> } | undefined)?.shape;
  const params: Params = {};
  for (const key of Object.keys(shape ?? {})) {
    const value = kept[key];
    if (typeof value === 'number' || typeof value === 'string') params[key] = value;
  }
  return params;
}

export async function roundProof(db: Database, userId: number, roundId: string): Promise<RoundProof> {
  const round = await db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.round_id', 'r.nonce', 'r.seed_id', 'r.detail', 'r.state', 'r.provider', 'g.slug', 'g.name'])
    .where('r.round_id', '=', roundId)
    .where('r.user_id', '=', userId)
    .where('r.try_it', '=', false)
    .executeTakeFirst();
  // Someone else's round reads exactly like a missing one: a round id says nothing about who played it.
  if (!round || round.provider !== 'builtin' || !builtinGame(round.slug)) throw notFound('We could not find that round in your bet records');
  const base = { roundId: round.round_id, gameName: round.name, gameId: round.slug };
  if (round.state !== 'settled')
    return { ...base, state: 'open', live: false, serverSeedHash: '', clientSeed: '', nonce: round.nonce, params: {}, serverSeed: null, words: null };

  if (round.seed_id === null) {
    // A live table's round: the table's seed chain is the server seed, the table its client seed, the round no. its nonce.
    const detail = round.detail as { table?: string; round?: number };
    const live = await db
      .selectFrom('live_rounds')
      .select(['seed', 'prev_hash', 'round_no', 'table_slug', 'state'])
      .where('table_slug', '=', String(detail.table ?? ''))
      .where('round_no', '=', Number(detail.round ?? -1))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!live) throw notFound('We could not find that round in your bet records');
    const serverSeed = live.state === 'betting' ? null : live.seed;
    return {
      ...base,
      state: 'settled',
      live: true,
      serverSeedHash: live.prev_hash,
      clientSeed: live.table_slug,
      nonce: live.round_no,
      params: {},
      serverSeed,
      words: serverSeed ? outcomeOf(round.slug, serverSeed, live.table_slug, live.round_no).words : null,
    };
  }

  const seed = await db
    .selectFrom('game_seeds')
    .select(['server_seed', 'server_seed_hash', 'client_seed', 'revealed_at'])
    .where('id', '=', round.seed_id)
    .executeTakeFirstOrThrow();
  const params = paramsOf(round.slug, round.detail);
  const serverSeed = seed.revealed_at === null ? null : seed.server_seed;
  return {
    ...base,
    state: 'settled',
    live: false,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: round.nonce,
    params,
    serverSeed,
    words: serverSeed ? outcomeOf(round.slug, serverSeed, seed.client_seed, round.nonce, params).words : null,
  };
}
