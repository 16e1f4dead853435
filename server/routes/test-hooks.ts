// Read-only views for end-to-end tests, registered only when TEST_HOOKS=1.
import type { FastifyInstance } from 'fastify';
import { clientEventIds } from '../domain/client-events.ts';
import type { AppDeps } from './register-call.ts';

export function testHookRoutes(app: FastifyInstance, deps: AppDeps): void {
  // GET /__test/events?name=<event name>[&path=<page path>] -> { ids, count }
  app.get<{ Querystring: { name?: string; path?: string } }>('/__test/events', async (request) => {
    const ids = await clientEventIds(deps.db, request.query.name ?? '', request.query.path);
    return { ids, count: ids.length };
  });
}
