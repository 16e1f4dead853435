// The service worker's outbox of client events, in its own IndexedDB database ('pisowin-sw'), kept until the server has them.
import Dexie, { type Table } from 'dexie';
import type { ClientMeta } from '../../contract/envelope.ts';
import type { ClientEvent } from '../../contract/calls/anonymous.ts';

export interface StoredEvent {
  id: string;
  event: ClientEvent;
  meta: ClientMeta;
  storedAt: number;
}

export class EventOutbox extends Dexie {
  events!: Table<StoredEvent, string>;
  constructor(name = 'pisowin-sw') {
    super(name);
    this.version(1).stores({ events: 'id, storedAt' });
  }
}
