// The service worker's outbox of client events, in its own IndexedDB database ('pisowin-sw', store 'events'), kept
// until the server has them. Plain IndexedDB: every offline event wakes the service worker on a cold phone, and a
// database library would be most of its script.
import type { ClientMeta } from '../../contract/envelope.ts';
import type { ClientEvent } from '../../contract/calls/anonymous.ts';

export interface StoredEvent {
  id: string;
  event: ClientEvent;
  meta: ClientMeta;
  storedAt: number;
}

const STORE = 'events';
/** Dexie made this database at version 10 (its version 1 times ten); opening it lower would fail. */
const VERSION = 10;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

export class EventOutbox {
  private db: Promise<IDBDatabase> | null = null;
  private readonly name: string;

  constructor(name = 'pisowin-sw') {
    this.name = name;
  }

  private open(): Promise<IDBDatabase> {
    if (this.db) return this.db;
    const request = indexedDB.open(this.name, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('storedAt', 'storedAt');
    };
    this.db = done(request).then((db) => {
      // Another version of the app wants to upgrade: let it, and reopen on the next use.
      db.onversionchange = () => {
        db.close();
        this.db = null;
      };
      return db;
    });
    this.db.catch(() => {
      this.db = null;
    });
    return this.db;
  }

  private async run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
    const tx = (await this.open()).transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    return request ? request.result : undefined;
  }

  /** Stores events; an id already stored is overwritten, so a batch posted twice is kept once. */
  async putAll(rows: StoredEvent[]): Promise<void> {
    await this.run('readwrite', (store) => rows.forEach((row) => store.put(row)));
  }

  /** The oldest `limit` events. */
  async oldest(limit: number): Promise<StoredEvent[]> {
    return (await this.run('readonly', (store) => store.index('storedAt').getAll(null, limit) as IDBRequest<StoredEvent[]>)) ?? [];
  }

  async deleteAll(ids: string[]): Promise<void> {
    await this.run('readwrite', (store) => ids.forEach((id) => store.delete(id)));
  }

  async count(): Promise<number> {
    return (await this.run('readonly', (store) => store.count())) ?? 0;
  }
}
