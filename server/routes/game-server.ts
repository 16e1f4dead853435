// The built-in provider's game server: the game pages under /games/<id>/ and their API under /games/api/*.
// The pages run in a sandboxed iframe (an opaque origin), so the API answers any origin and takes text/plain JSON
// (a simple request, no preflight); it trusts only the session key the single-use launch token was exchanged for.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { Code } from '../../contract/index.ts';
import { text } from '../../contract/text.ts';
import { playColorGame } from '../games/color-game/rules.ts';
import { multiplierTable } from '../games/mines/rules.ts';
import { playSlot, validSlotBet } from '../games/slot/rules.ts';
import { DEFAULT_MAINTENANCE_MESSAGE, readMaintenance } from '../domain/app-config.ts';
import { DomainError } from '../domain/errors.ts';
import { gameRow } from '../domain/games/catalogue.ts';
import { openLaunch, sessionFor, type GameSession } from '../domain/games/launches.ts';
import { cashOut, openMinesRound, revealTile, startMines } from '../domain/games/mines-rounds.ts';
import { playInstant, sessionBalance } from '../domain/games/rounds.ts';
import { activeSeed, rotateSeed } from '../domain/games/seeds.ts';
import { playSettings } from '../domain/play-limits.ts';
import { outcomeOf } from '../domain/games/verify.ts';
import { answerForError, describeZodError, failure, ok, sendAnswer, type Answer } from './envelope.ts';
import type { AppDeps } from './register-call.ts';

const GAMES_DIR = fileURLToPath(new URL('../games/', import.meta.url));
const PAGE_DIRS: Record<string, string> = { 'lucky-sampaguita': 'slot', 'color-game': 'color-game', mines: 'mines' };
const ASSETS: Record<string, string> = { 'index.html': 'text/html', 'game.js': 'text/javascript', 'style.css': 'text/css' };
const SHARED: Record<string, string> = { 'common.js': 'text/javascript', 'common.css': 'text/css' };

const stake = z.number().int().positive().max(10_000_000);
// Round ids are 10 random bytes in hex (newRoundId); anything else is not a round.
const roundId = z.string().regex(/^[0-9a-f]{20}$/, 'This is not a round id');
const bodies = {
  open: z.object({ launch: text().min(1).max(100) }),
  state: z.object({}),
  slot: z.object({ bet: stake.refine(validSlotBet, 'The bet must split evenly over 10 lines') }),
  color: z.object({ stakes: z.array(z.number().int().min(0).max(10_000_000)).length(6) }),
  minesStart: z.object({ bet: stake, mines: z.number().int().min(1).max(24) }),
  minesReveal: z.object({ roundId, tile: z.number().int().min(0).max(24) }),
  minesCashOut: z.object({ roundId }),
  seed: z.object({ clientSeed: text().trim().min(1).max(64).optional() }),
  verify: z.object({
    serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'A server seed is 64 hex characters'),
    clientSeed: text().min(1).max(64),
    nonce: z.number().int().nonnegative(),
    mines: z.number().int().min(1).max(24).optional(),
  }),
};

function parseBody(raw: unknown): Record<string, unknown> {
  let body: unknown = raw ?? {};
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      throw new DomainError(400, 'The request body is not JSON');
    }
  }
  // Every action reads named fields: null, a number, a string or an array is no request at all.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError(400, 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Answered while the product is in maintenance: verifying a past round moves no money. */
const DURING_MAINTENANCE = new Set(['verify']);

function send(reply: FastifyReply, answer: Answer) {
  return sendAnswer(reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store'), answer);
}

export function gameServerRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // No cookie or app token works here (only the session key in the body), so a cross-site simple request is harmless.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => done(null, text));
    gameServer(scope, deps);
  });
}

function gameServer(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function state(session: GameSession, slug: string, now: number) {
    const game = await gameRow(db, session.gameId);
    const seed = await db.transaction().execute((trx) => activeSeed(trx, session.userId, now));
    return {
      game: { id: game.id, name: game.name, rtp: game.rtp_bp },
      tryIt: session.tryIt,
      balance: await sessionBalance(db, session),
      seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      mines: slug === 'mines' ? await openMinesRound(db, session) : null,
      // The reality check's interval (0 = off): the page shows time played and the net result at each one.
      realityCheckMinutes: session.tryIt ? 0 : (await playSettings(db, session.userId, now)).realityCheckMinutes,
      multipliers: slug === 'mines' ? Object.fromEntries([1, 3, 5, 10, 24].map((m) => [m, multiplierTable(m)])) : null,
    };
  }

  type Handler = (input: { body: unknown; slug: string; gameId: number; session: () => Promise<GameSession>; now: number }) => Promise<unknown>;
  const actions: Record<string, Handler> = {
    open: async ({ body, slug, gameId, now }) => {
      const { launch } = bodies.open.parse(body);
      const { sessionKey, session } = await openLaunch(db, launch, gameId, now);
      return { sessionKey, ...(await state(session, slug, now)) };
    },
    state: async ({ session, slug, now }) => state(await session(), slug, now),
    slot: async ({ body, session, now }) => {
      const s = await session();
      const { bet } = bodies.slot.parse(body);
      return playInstant(db, s, bet, (rng) => playSlot(rng, bet), now);
    },
    color: async ({ body, session, now }) => {
      const s = await session();
      const { stakes } = bodies.color.parse(body);
      const bet = stakes.reduce((a, b) => a + b, 0);
      if (bet <= 0) throw new DomainError(400, 'Put a bet on at least one colour');
      return playInstant(db, s, bet, (rng) => playColorGame(rng, stakes), now);
    },
    'mines-start': async ({ body, session, now }) => {
      const { bet, mines } = bodies.minesStart.parse(body);
      return startMines(db, await session(), bet, mines, now);
    },
    'mines-reveal': async ({ body, session, now }) => {
      const { roundId, tile } = bodies.minesReveal.parse(body);
      return revealTile(db, await session(), roundId, tile, now);
    },
    'mines-cashout': async ({ body, session, now }) => cashOut(db, await session(), bodies.minesCashOut.parse(body).roundId, now),
    seed: async ({ body, session, now }) => {
      const s = await session();
      const { clientSeed } = bodies.seed.parse(body);
      return db.transaction().execute((trx) => rotateSeed(trx, s.userId, now, clientSeed));
    },
    verify: async ({ body, slug }) => {
      const v = bodies.verify.parse(body);
      return outcomeOf(slug, v.serverSeed, v.clientSeed, v.nonce, v.mines);
    },
  };

  app.post<{ Params: { slug: string; action: string } }>('/games/api/:slug/:action', async (request, reply) => {
    const now = deps.now();
    const { slug, action } = request.params;
    const handler = actions[action];
    if (!handler || !PAGE_DIRS[slug]) return send(reply, failure(404, 'Unknown game call'));
    try {
      const row = await db.selectFrom('games').select('id').where('slug', '=', slug).executeTakeFirst();
      if (!row) return send(reply, failure(404, 'Unknown game call'));
      if (!DURING_MAINTENANCE.has(action)) {
        const maintenance = await readMaintenance(db);
        if (maintenance.status) return send(reply, failure(Code.maintenance, maintenance.message || DEFAULT_MAINTENANCE_MESSAGE));
      }
      const gameId = row.id;
      const body = parseBody(request.body);
      const key = typeof body.session === 'string' ? body.session : '';
      const session = () => (key ? sessionFor(db, key, gameId, now) : Promise.reject(new DomainError(401, 'Open the game from the lobby')));
      return send(reply, ok(await handler({ body, slug, gameId, session, now })));
    } catch (error) {
      if (error instanceof z.ZodError) return send(reply, failure(400, describeZodError(error)));
      return send(reply, answerForError(error, request.log, reply));
    }
  });

  async function asset(reply: FastifyReply, path: string, type: string) {
    // The sandboxed page has an opaque origin: its scripts and styles are cross-origin loads for the browser.
    return reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(`${type}; charset=utf-8`)
      .send(await readFile(path, 'utf8'));
  }

  app.get<{ Params: { file: string } }>('/games/shared/:file', async (request, reply) => {
    const type = SHARED[request.params.file];
    if (!type) return reply.code(404).send('Not found');
    return asset(reply, `${GAMES_DIR}shared/${request.params.file}`, type);
  });

  app.get<{ Params: { gameId: string; file?: string } }>('/games/:gameId/:file?', async (request, reply) => {
    const dir = PAGE_DIRS[request.params.gameId];
    const file = request.params.file || 'index.html';
    const type = ASSETS[file];
    if (!dir || !type) return reply.code(404).type('text/plain').send('This game is not available');
    return asset(reply, `${GAMES_DIR}${dir}/page/${file}`, type);
  });
}
