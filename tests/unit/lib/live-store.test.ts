import { afterEach, describe, expect, it } from 'vitest';
import { Dexie, type EntityTable } from 'dexie';
import { LOADING, liveStore } from '../../../src/lib/live-store.ts';

class TestDb extends Dexie {
  declare rows: EntityTable<{ key: string; value: number }, 'key'>;
  constructor() {
    super(`live-store-${Math.random()}`, { cache: 'disabled' });
    this.version(1).stores({ rows: 'key' });
  }
}

let db: TestDb | undefined;
afterEach(async () => {
  await db?.delete();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('liveStore', () => {
  it('reads once for every subscriber, answers changes, and forgets the answer when nobody watches', async () => {
    db = new TestDb();
    await db.rows.put({ key: 'me', value: 1 });
    let reads = 0;
    const store = liveStore(async () => {
      reads += 1;
      return (await db!.rows.get('me'))?.value;
    });
    expect(store.get()).toBe(LOADING);
    const seen: number[] = [];
    const stopA = store.subscribe(() => seen.push(1));
    const stopB = store.subscribe(() => seen.push(2));
    await settled();
    expect(store.get()).toBe(1);
    expect(reads).toBe(1);
    expect(seen).toEqual([1, 2]);

    await db.rows.put({ key: 'me', value: 2 });
    await settled();
    expect(store.get()).toBe(2);
    expect(reads).toBe(2);

    stopA();
    expect(store.get()).toBe(2);
    stopB();
    expect(store.get()).toBe(LOADING);
    await db.rows.put({ key: 'me', value: 3 });
    await settled();
    expect(reads).toBe(2);
  });
});
