// The page's own outbox of client events, in IndexedDB ('pisowin-page-events', store 'events'): events logged while
// no service worker controls the page wait here until the server has answered 2xx, across reloads and restarts.
import type { ClientMeta } from '../../contract/envelope.ts';
import type { ClientEvent } from '../../contract/calls/anonymous.ts';

export interface PendingEvent {
  id: string;
  event: ClientEvent;
  meta: ClientMeta;
  storedAt: number;
}

export interface PageOutbox {
  put(row: PendingEvent): Promise<void>;
  /** Every stored event, oldest first. */
  all(): Promise<PendingEvent[]>;
  deleteAll(ids: string[]): Promise<void>;
}

const STORE = 'events';

export function indexedDbOutbox(name = 'pisowin-page-events'): PageOutbox {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('storedAt', 'storedAt');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
    db.catch(() => {
      db = null;
    });
    return db;
  };
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
    const tx = (await open()).transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    return request ? request.result : undefined;
  }
  return {
    put: async (row) => void (await run('readwrite', (store) => store.put(row))),
    all: async () => (await run('readonly', (store) => store.index('storedAt').getAll() as IDBRequest<PendingEvent[]>)) ?? [],
    deleteAll: async (ids) => void (await run('readwrite', (store) => ids.forEach((id) => store.delete(id)))),
  };
}
