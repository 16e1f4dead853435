// Game calls of the app: catalogue, player data, launch and exit, favourites, bet records, verification.
import type { FastifyRequest } from 'fastify';
import { calls } from '../../contract/index.ts';
import { catalogue } from '../domain/games/catalogue.ts';
import { exitGame, playerGameData, setFavourite, startGame } from '../domain/games/launches.ts';
import { builtinProvider } from '../domain/games/provider.ts';
import { betRecords, betReport } from '../domain/games/records.ts';
import { roundProof } from '../domain/games/round-proof.ts';
import { outcomeOf } from '../domain/games/verify.ts';
import { requestLanguage } from '../domain/content/translations.ts';
import type { CallRegistry } from './register-call.ts';

/** The app's home on the origin the call came from (the browser sets Origin), for an outside game's way back. */
function lobbyUrl(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (!origin || !/^https?:\/\/[^/\s]+$/i.test(origin)) return undefined;
  return `${origin}/`;
}

export function gameRoutes(registry: CallRegistry): void {
  registry.register(calls.gameList, ({ db, now }) => catalogue(db, now));

  registry.register(calls.gamePlayerData, ({ db, requireUser }) => playerGameData(db, requireUser().userId));

  registry.register(calls.startGame, ({ db, body, now, requireUser, request }) =>
    startGame(db, requireUser(), body, now, lobbyUrl(request), requestLanguage(request.headers.cookie)),
  );

  registry.register(calls.exitGame, ({ db, body, now, requireUser }) => exitGame(db, requireUser().userId, body.gameId, now));

  registry.register(calls.gameLike, ({ db, body, now, requireUser }) => setFavourite(db, requireUser().userId, body.gameId, body.liked, now));

  registry.register(calls.betRecord, ({ db, body, requireUser }) => betRecords(db, requireUser().userId, body));

  registry.register(calls.betRecordReport, ({ db, body, requireUser }) => betReport(db, requireUser().userId, body.from, body.to));

  registry.register(calls.roundProof, ({ db, body, requireUser }) => roundProof(db, requireUser().userId, body.roundId));

  registry.register(calls.verifyRound, async ({ body, request }) =>
    outcomeOf(body.gameId, body.serverSeed, body.clientSeed, body.nonce, body.params, requestLanguage(request.headers.cookie)),
  );

  registry.register(calls.retrieveBalance, async ({ requireUser }) => {
    const moved = await builtinProvider().heldBalance(requireUser().userId);
    return { moved, message: 'Our games play straight from your main wallet, so there is nothing to bring back.' };
  });
}
