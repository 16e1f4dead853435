// Read-only views for end-to-end tests, registered only when TEST_HOOKS=1.
import type { FastifyInstance } from 'fastify';
import { normaliseMobile } from '../../contract/mobile.ts';
import { clientEventIds } from '../domain/client-events.ts';
import { enableTestSink, testSinkFor } from '../domain/sms/provider.ts';
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
}
