// A tiny external store for app-wide UI state read with useSyncExternalStore; it holds one value in memory.
import { startTransition, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, or the part of it `select` picks: a component then draws again only when that part changes, not
 * with every change of the store (the shell reads one field each of stores many parts write to).
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const snapshot: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** Anything with a current value and change notices: a Store, a LiveStore. */
export interface Source<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

/**
 * What `select` picks from `source`, drawn in a transition. useSyncExternalStore (useStore) draws every change in one
 * blocking task; here every reader of one change is set in the same transition, so they still draw together in one
 * render and commit, but React draws it in slices and yields between them: for a change that draws a large part of a
 * screen (the home body at reveal, a table's answer). `select` depends on the value alone, never on props.
 */
export function useStoreInTransition<T, S>(source: Source<T>, select: (value: T) => S): S {
  const [picked, setPicked] = useState(() => select(source.get()));
  const pick = useEffectEvent(() => select(source.get()));
  useEffect(() => {
    const update = () => startTransition(() => setPicked(pick()));
    const unsubscribe = source.subscribe(update);
    // A change between the first render and this subscription.
    update();
    return unsubscribe;
  }, [source]);
  return picked;
}
