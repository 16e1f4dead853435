// One Dexie liveQuery shared by every component that reads the same row: it holds the last answer in memory while
// anyone is subscribed. A change then costs one read, and the components that read it draw again in one render.
import { liveQuery } from 'dexie';
import { useStoreInTransition } from './store.ts';

/** The answer before the first read has come back. */
export const LOADING: unique symbol = Symbol('loading');

export interface LiveStore<T> {
  get(): T | typeof LOADING;
  subscribe(listener: () => void): () => void;
}

export function liveStore<T>(query: () => Promise<T>): LiveStore<T> {
  let value: T | typeof LOADING = LOADING;
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      subscription ??= liveQuery(query).subscribe({
        next(next) {
          value = next;
          emit();
        },
        // As useLiveQuery: a failed read leaves the last answer in place.
        error: () => undefined,
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        subscription?.unsubscribe();
        subscription = null;
        // Nobody watches any more: what was read may go stale, so the next reader waits for a fresh answer.
        value = LOADING;
      };
    },
  };
}

/**
 * What `select` picks from the store's answer (LOADING before the first). A component draws again only when the
 * pick changes, so `select` should answer a primitive or a part of the row as it is. The pick is made again when the
 * answer changes, not at every render: `select` depends on the answer alone, never on props. Every reader of an answer
 * is set in the same transition (useStoreInTransition): as start-up's answers land, a 4x slower phone's main thread
 * stays free.
 */
export function useLiveStore<T, S>(store: LiveStore<T>, select: (value: T | typeof LOADING) => S): S {
  return useStoreInTransition(store, select);
}
