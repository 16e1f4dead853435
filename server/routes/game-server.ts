// The built-in provider's game server: the game pages under /games/<id>/ and their API under /games/api/*.
// The pages run in a sandboxed iframe (an opaque origin), so the API answers any origin and takes text/plain JSON
// (a simple request, no preflight); it trusts only the session key the single-use launch token was exchanged for.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { z } from 'zod';
import type { GamesTable } from '../db/schema.ts';
import { Code } from '../../contract/index.ts';
import { actionBodies, gameBodies } from '../../contract/game-api.ts';
import { multiplierTable } from '../games/mines/rules.ts';
import { builtinGame } from '../games/registry.ts';
import { localizedPage, pageLanguage, translateText } from '../games/page-texts.ts';
import { SHARED_FIL } from '../games/shared/fil.ts';
import { translateMessage } from '../domain/content/fil-messages.ts';
import { validationInFilipino } from '../../contract/fil-validation.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/constants.ts';
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_KEY, parseMaintenance } from '../domain/app-config.ts';
import { DomainError } from '../domain/errors.ts';
import { builtinGameRow, gameRow } from '../domain/games/catalogue.ts';
import { launchOf, openLaunch, sessionFor, sessionOfLaunch, type GameSession, type LaunchRow } from '../domain/games/launches.ts';
import { blackjackAction, dealHand, openBlackjackRound } from '../domain/games/blackjack-rounds.ts';
import { cashOut, openMinesRound, revealTile, startMines } from '../domain/games/mines-rounds.ts';
import { playInstant, sessionBalance } from '../domain/games/rounds.ts';
import { activeSeed, rotateSeed } from '../domain/games/seeds.ts';
import { playSettings } from '../domain/play-limits.ts';
import { outcomeOf } from '../domain/games/verify.ts';
import type { LiveEngine } from '../domain/games/live/engine.ts';
import { LIVE_TABLES } from '../games/live/tables.ts';
import { answerForError, describeZodError, failure, ok, sendAnswer, type Answer } from './envelope.ts';
import type { AppDeps } from './register-call.ts';
import { SpinGates } from './spin-gates.ts';

type LiveSlug = 'live-color-game' | 'punto-banco-live';

const GAMES_DIR = fileURLToPath(new URL('../games/', import.meta.url));
/** A page's or the shared folder's files: plain names only, so no path can leave the folder. */
const ASSET_NAME = /^[a-z0-9][a-z0-9-]*\.(html|js|css|svg)$/;
const ASSET_TYPES: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css', svg: 'image/svg+xml' };

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

/** The verify form's boxes as a player sees them. */
const VERIFY_LABELS: Record<string, string> = { serverSeed: 'Server seed', clientSeed: 'Client seed', nonce: 'Nonce', params: 'Round settings' };

/** Answered while the product is in maintenance: verifying a past round moves no money. */
const DURING_MAINTENANCE = new Set(['verify']);

/** A refusal in the page's language: the game's own messages and the pages' shared ones, the contract's, the server's. */
function localizedAnswer(answer: Answer, slug: string, language: Language): Answer {
  if (answer.envelope.code === Code.ok || language !== 'fil') return answer;
  const msg = answer.envelope.msg;
  const game = builtinGame(slug);
  const find = (text: string) => (game?.fil?.messages && translateText(game.fil.messages, text)) ?? translateText(SHARED_FIL.messages, text);
  // A refused body is said as "<field>: <rule>" (describeZodError): the rule in Filipino stands alone without the
  // field's code name.
  const rule = /^[\w.[\]]+: (.+)$/s.exec(msg)?.[1];
  // Then the contract's rules (the verify form's, a stake's) and last the server's own messages (a session ended, a
  // balance too low, a limit reached).
  const found = find(msg) ?? (rule === undefined ? undefined : find(rule));
  const contract = found === undefined ? validationInFilipino(msg) : found;
  const translated = contract !== msg ? contract : translateMessage(msg, language);
  return translated === msg ? answer : { ...answer, envelope: { ...answer.envelope, msg: translated } };
}

function send(reply: FastifyReply, answer: Answer) {
  return sendAnswer(reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store'), answer);
}

export function gameServerRoutes(app: FastifyInstance, deps: AppDeps, live: LiveEngine): void {
  void app.register(async (scope) => {
    // No cookie or app token works here (only the session key in the body), so a cross-site simple request is harmless.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => done(null, text));
    gameServer(scope, deps, live);
    liveEvents(scope, deps, live);
  });
}

/** Heartbeat of a table's event stream, so proxies and the page notice a dead connection. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /games/live/<table>/events?session=<key>: the table's view as Server-Sent Events (phase, the countdown's end in
 * server time, others' bets as totals, the result), sent at once and at every change.
 */
function liveEvents(app: FastifyInstance, deps: AppDeps, live: LiveEngine): void {
  const streams = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...streams]) end();
    done();
  });
  app.get<{ Params: { slug: string }; Querystring: { session?: string } }>('/games/live/:slug/events', async (request, reply) => {
    const { slug } = request.params;
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    const game = LIVE_TABLES.some((t) => t.slug === slug)
      ? await deps.db.selectFrom('games').select('id').where('slug', '=', slug).executeTakeFirst()
      : undefined;
    if (!game) return reply.code(404).headers(cors).type('text/plain').send('This table is not available');
    try {
      await sessionFor(deps.db, String(request.query.session ?? ''), game.id, deps.now());
    } catch {
      return reply.code(401).headers(cors).type('text/plain').send('Open the game from the lobby');
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { ...cors, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    raw.write('retry: 2000\n\n');
    // A view read before the stream closed can arrive after it: never write to an ended response.
    const write = (text: string) => void (raw.writableEnded || raw.destroyed ? undefined : raw.write(text));
    const unfollow = live.follow(slug, (view) => write(`event: table\ndata: ${JSON.stringify(view)}\n\n`));
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      if (!streams.delete(end)) return;
      clearInterval(heartbeat);
      unfollow();
      raw.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  });
}

/** The game, the maintenance switch and the launch the session key opened, in one statement. */
function readGate(db: AppDeps['db'], slug: string, key: string) {
  return db
    .selectFrom('games')
    .selectAll('games')
    .select((eb) => [
      eb.selectFrom('app_config').select('value').where('key', '=', MAINTENANCE_KEY).as('maintenance'),
      (key ? jsonObjectFrom(launchOf(db, key)) : sql<null>`NULL`).as('launch'),
    ])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
type GateRow = NonNullable<Awaited<ReturnType<typeof readGate>>>;

function gameServer(app: FastifyInstance, deps: AppDeps, live: LiveEngine): void {
  const { db } = deps;
  const spinGates = new SpinGates<GateRow>();

  async function state(session: GameSession, slug: string, now: number) {
    const game = await gameRow(db, session.gameId);
    const seed = await db.transaction().execute((trx) => activeSeed(trx, session.userId, now));
    return {
      game: { id: game.id, name: game.name, rtp: game.rtp_bp },
      tryIt: session.tryIt,
      balance: await sessionBalance(db, session),
      seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      mines: slug === 'mines' ? await openMinesRound(db, session) : null,
      blackjack: slug === 'blackjack-21' ? await openBlackjackRound(db, session) : null,
      // The reality check's interval (0 = off): the page shows time played and the net result at each one.
      realityCheckMinutes: session.tryIt ? 0 : (await playSettings(db, session.userId, now)).realityCheckMinutes,
      multipliers: slug === 'mines' ? Object.fromEntries([1, 3, 5, 10, 24].map((m) => [m, multiplierTable(m)])) : null,
    };
  }

  type Handler = (input: {
    body: unknown;
    slug: string;
    gameId: number;
    /** The game's row, read with the call's launch (the checks gameRow makes still apply: builtinGameRow). */
    game: Selectable<GamesTable>;
    session: () => Promise<GameSession>;
    now: number;
    language: Language;
  }) => Promise<unknown>;
  /** Every game's calls: open the launch, read state, rotate and verify seeds. */
  const common: Record<string, Handler> = {
    open: async ({ body, slug, gameId, now }) => {
      const { launch } = gameBodies.open.parse(body);
      const { sessionKey, session } = await openLaunch(db, launch, gameId, now);
      return { sessionKey, ...(await state(session, slug, now)) };
    },
    state: async ({ session, slug, now }) => state(await session(), slug, now),
    seed: async ({ body, session, now }) => {
      const s = await session();
      const { clientSeed } = gameBodies.seed.parse(body);
      return db.transaction().execute((trx) => rotateSeed(trx, s.userId, now, clientSeed));
    },
    verify: async ({ body, slug, language }) => {
      // The verify form is filled in by a player: answer the first thing to fix in their words, naming the box as the
      // form labels it rather than by its field name.
      const parsed = gameBodies.verify.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const box = VERIFY_LABELS[String(issue?.path[0])];
        const message = issue?.message ?? 'Check the seeds and the round number';
        throw new DomainError(400, box && !message.toLowerCase().includes(box.toLowerCase()) ? `${box}: ${message}` : message);
      }
      const v = parsed.data;
      return outcomeOf(slug, v.serverSeed, v.clientSeed, v.nonce, v.params, language);
    },
  };

  /** The stateful games' own calls. */
  const stateful: Record<string, Record<string, Handler>> = {
    mines: {
      'mines-start': async ({ body, session, now }) => {
        const { bet, mines } = actionBodies.mines['mines-start'].parse(body);
        return startMines(db, await session(), bet, mines, now);
      },
      'mines-reveal': async ({ body, session, now }) => {
        const { roundId, tile } = actionBodies.mines['mines-reveal'].parse(body);
        return revealTile(db, await session(), roundId, tile, now);
      },
      'mines-cashout': async ({ body, session, now }) => cashOut(db, await session(), actionBodies.mines['mines-cashout'].parse(body).roundId, now),
    },
    'blackjack-21': {
      'blackjack-deal': async ({ body, session, now }) => dealHand(db, await session(), actionBodies['blackjack-21']['blackjack-deal'].parse(body).bet, now),
      ...Object.fromEntries(
        (['hit', 'stand', 'double', 'split'] as const).map((action): [string, Handler] => [
          `blackjack-${action}`,
          async ({ body, session, now }) =>
            blackjackAction(db, await session(), actionBodies['blackjack-21'][`blackjack-${action}`].parse(body).roundId, action, now),
        ]),
      ),
    },
    ...Object.fromEntries(LIVE_TABLES.map((t) => [t.slug, liveActions(t.slug as keyof typeof actionBodies & LiveSlug)])),
  };

  /** A live table's calls: its view, a bet on the open round, and the session's own bet on a round. */
  function liveActions(slug: LiveSlug): Record<string, Handler> {
    const bodies = actionBodies[slug];
    return {
      'live-table': async ({ body, session }) => {
        bodies['live-table'].parse(body);
        await session();
        return live.view(slug);
      },
      'live-bet': async ({ body, session, now }) => {
        const { round, stakes } = bodies['live-bet'].parse(body);
        return live.bet(await session(), slug, round, stakes, now);
      },
      'live-mine': async ({ body, session }) => live.mine(await session(), slug, bodies['live-mine'].parse(body).round),
    };
  }

  /** An instant game's round: the registry says how the body stakes and plays. */
  const play: Handler = async ({ body, slug, game: row, session, now }) => {
    const game = builtinGame(slug)!.instant!;
    const s = await session();
    const parsed = game.body.parse(body);
    const stake = game.stake(parsed);
    if (typeof stake !== 'number') throw new DomainError(400, stake.refused);
    return playInstant(db, s, stake, (rng) => ({ ...game.play(rng, parsed), ...(game.params ? { params: game.params(parsed) } : {}) }), now, {
      game: builtinGameRow(row) ?? undefined,
    });
  };

  function handlerFor(slug: string, action: string): Handler | undefined {
    const game = builtinGame(slug);
    if (!game) return undefined;
    if (action === 'play') return game.instant ? play : undefined;
    return common[action] ?? stateful[slug]?.[action];
  }

  app.post<{ Params: { slug: string; action: string } }>('/games/api/:slug/:action', async (request, reply) => {
    const now = deps.now();
    const { slug, action } = request.params;
    const handler = handlerFor(slug, action);
    if (!handler) return send(reply, failure(404, 'Unknown game call'));
    // The page sends its language (`lang`) with every call: a refusal is answered in it.
    let language: Language = DEFAULT_LANGUAGE;
    let key = '';
    const answer = (result: Answer) => send(reply, language === DEFAULT_LANGUAGE ? result : localizedAnswer(result, slug, language));
    try {
      const body = parseBody(request.body);
      language = pageLanguage(body.lang);
      // Every call starts at the gate, read from the database unless this session's last spin was a moment ago.
      key = typeof body.session === 'string' ? body.session : '';
      const kept = action === 'play' ? spinGates.get(slug, key, now) : undefined;
      const row = kept ?? (await readGate(db, slug, key));
      if (!row) return answer(failure(404, 'Unknown game call'));
      if (!DURING_MAINTENANCE.has(action)) {
        const maintenance = parseMaintenance(row.maintenance);
        if (maintenance.status) return answer(failure(Code.maintenance, maintenance.message || DEFAULT_MAINTENANCE_MESSAGE));
      }
      const { maintenance: _maintenance, launch, ...game } = row;
      const gameId = game.id;
      const session = async () => {
        if (!key) throw new DomainError(401, 'Open the game from the lobby');
        return sessionOfLaunch((launch as LaunchRow | null) ?? undefined, gameId, now);
      };
      const result = await handler({ body, slug, gameId, game, session, now, language });
      if (action === 'play' && !kept) spinGates.keep(slug, key, row, now);
      return answer(ok(result));
    } catch (error) {
      spinGates.forget(slug, key);
      if (error instanceof z.ZodError) return answer(failure(400, describeZodError(error)));
      return answer(answerForError(error, request.log, reply));
    }
  });

  async function asset(reply: FastifyReply, path: string, type: string) {
    // The sandboxed page has an opaque origin: its scripts and styles are cross-origin loads for the browser.
    return reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(`${type}; charset=utf-8`)
      .send(await readFile(path, 'utf8'));
  }

  function assetType(file: string): string | undefined {
    return ASSET_NAME.test(file) ? ASSET_TYPES[file.slice(file.lastIndexOf('.') + 1)] : undefined;
  }

  app.get<{ Params: { file: string } }>('/games/shared/:file', async (request, reply) => {
    const type = assetType(request.params.file);
    if (!type) return reply.code(404).send('Not found');
    return asset(reply, `${GAMES_DIR}shared/${request.params.file}`, type).catch(() => reply.code(404).send('Not found'));
  });

  app.get<{ Params: { gameId: string; file?: string }; Querystring: { lang?: string } }>('/games/:gameId/:file?', async (request, reply) => {
    const game = builtinGame(request.params.gameId);
    const dir = game?.dir;
    const file = request.params.file || 'index.html';
    if (file === 'texts.js' && game?.fil)
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(`window.GAME_TEXTS = ${JSON.stringify({ texts: { ...SHARED_FIL.texts, ...game.fil.texts }, help: game.fil.help })};\n`);
    if (file === 'index.html' && dir && pageLanguage(request.query.lang) !== DEFAULT_LANGUAGE) {
      const html = await readFile(`${GAMES_DIR}${dir}/page/index.html`, 'utf8').catch(() => undefined);
      if (html === undefined) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('text/html; charset=utf-8')
        .send(localizedPage(html, request.params.gameId, pageLanguage(request.query.lang)));
    }
    if (file === 'table.js' && game?.pageData)
      return (
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          // Loaded by the sandboxed page, whose origin is opaque: a cross-origin load, like the page's other scripts.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(`window.GAME_TABLE = ${JSON.stringify(game.pageData())};\n`)
      );
    const type = assetType(file);
    if (!dir || !type) return reply.code(404).type('text/plain').send('This game is not available');
    return asset(reply, `${GAMES_DIR}${dir}/page/${file}`, type).catch(() => reply.code(404).type('text/plain').send('Not found'));
  });
}
