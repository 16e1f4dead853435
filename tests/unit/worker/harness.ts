// Builds the worker's pieces the way api.ts does, on a fresh fake-indexeddb database and a scripted fetch.
import { AppDatabase } from '../../../src/db/database.ts';
import { createWorkerState } from '../../../worker/state.ts';
import { createHttpClient, type HttpDeps } from '../../../worker/http.ts';
import type { WorkerEvent } from '../../../worker/events.ts';
import { createFakeFetch, type Reply } from './fake-server.ts';
import { META } from './fixtures.ts';

export const API_BASE = 'https://api.example.test';
export const NOW = 1_765_000_000_000;

export function freshDatabase(): AppDatabase {
  return new AppDatabase(`test-${crypto.randomUUID()}`);
}

export function createHarness(script: Reply[], over: Partial<HttpDeps> = {}) {
  const db = freshDatabase();
  const state = createWorkerState();
  state.meta = META;
  const server = createFakeFetch(script);
  const events: WorkerEvent[] = [];
  const sleeps: number[] = [];
  const emit = (e: WorkerEvent) => {
    events.push(e);
  };
  const http = createHttpClient({
    apiBase: API_BASE,
    fetch: server.fetch,
    getToken: () => state.token,
    meta: META,
    connection: () => '4g',
    onEvent: emit,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...over,
  });
  return { db, state, server, events, sleeps, emit, http, now: () => NOW };
}
