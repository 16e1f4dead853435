// Read-only views for end-to-end tests, registered only when TEST_HOOKS=1.
import type { FastifyInstance } from 'fastify';
import { normaliseMobile } from '../../contract/mobile.ts';
import { clientEventIds } from '../domain/client-events.ts';
import { enableTestSink, testSinkFor } from '../domain/sms/provider.ts';
import { checkPlay, type PlayAction } from '../domain/play-limits.ts';
import { findUserIdByAccount } from '../domain/users.ts';
import { salesDraw } from '../domain/lottery/draws.ts';
import type { AppDeps } from './register-call.ts';

export function testHookRoutes(app: FastifyInstance, deps: AppDeps): void {
  // GET /__test/events?name=<event name>[&path=<page path>] -> { ids, count }
  app.get<{ Querystring: { name?: string; path?: string } }>('/__test/events', async (request) => {
    const ids = await clientEventIds(deps.db, request.query.name ?? '', request.query.path);
    return { ids, count: ids.length };
  });

  // GET /__test/sms?mobile=<any spelling> -> { codes: [{ mobile, purpose, code, at }] }, newest first.
  enableTestSink();
  app.get<{ Querystring: { mobile?: string } }>('/__test/sms', async (request) => {
    const mobile = normaliseMobile(request.query.mobile ?? '');
    return { codes: mobile ? testSinkFor(mobile) : [] };
  });

  // GET /__test/lottery-seed -> { drawId, seed } of the draw on sale: lets a test pick the numbers that will win.
  app.get('/__test/lottery-seed', async () => {
    const draw = await salesDraw(deps.db, deps.now());
    return { drawId: draw.id, seed: draw.seed };
  });

  // GET /__test/play-check?account=&action=deposit|bet|claim|withdraw&amount=<hundredths>[&inMs=<ms from now>]
  // -> checkPlay's verdict now, or at a later time (read-only: proves a raised limit waits 24 hours without a clock).
  app.get<{ Querystring: { account?: string; action?: string; amount?: string; inMs?: string } }>('/__test/play-check', async (request, reply) => {
    const { account = '', action = '', amount = '0', inMs = '0' } = request.query;
    const userId = await findUserIdByAccount(deps.db, account);
    if (userId === undefined || !['deposit', 'bet', 'claim', 'withdraw'].includes(action)) return reply.code(404).send({ error: 'unknown account or action' });
    return checkPlay(deps.db, userId, action as PlayAction, Number(amount), deps.now() + Number(inMs));
  });
}
