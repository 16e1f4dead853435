// What every worker module is built from: the one HTTP client, the Dexie database, the worker's state, and a clock
// and id source that tests replace.
import type { AppDatabase } from '../src/db/database.ts';
import type { HttpClient } from './http.ts';
import type { WorkerState } from './state.ts';

export interface ModuleDeps {
  http: HttpClient;
  db: AppDatabase;
  state: WorkerState;
  now?: () => number;
  uuid?: () => string;
}
