// Entry of the API worker: wires the real fetch and database into the API and exposes it. Logic lives in api.ts.
import { expose } from 'comlink';
import { db } from '../src/db/database.ts';
import { createWorkerApi } from './api.ts';

expose(createWorkerApi({ fetch: self.fetch.bind(self), db, onOnline: (listener) => self.addEventListener('online', listener) }));
