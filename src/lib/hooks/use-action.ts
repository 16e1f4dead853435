// One action at a time on a screen: which one is running (for the busy button) and the message of the last failure
// (for the screen's error line). Held in React state only; nothing outlives the screen.
import { useRef, useState } from 'react';
import type { Failure, Result } from '../../../contract/result.ts';

export interface Action<K> {
  /** The key of the action that is running (`true` for a screen with one action), null when idle. */
  busy: K | null;
  /** The last failure's message, or a local check's message the screen set itself; null after a success. */
  error: string | null;
  setError: (message: string | null) => void;
  /**
   * Runs `task` unless one is already running (then answers null without calling it). Its failure becomes `error`
   * (through `describe`), its success clears it; the result goes back to the caller for what follows.
   */
  run: <T>(task: () => Promise<Result<T>>, key?: K) => Promise<Result<T> | null>;
}

const byMessage = (failure: Failure) => failure.msg;

export function useAction<K = true>(describe: (failure: Failure) => string = byMessage): Action<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  // State lags a render behind: two taps in one frame both see busy === null, the ref does not.
  const running = useRef(false);

  async function run<T>(task: () => Promise<Result<T>>, key?: K): Promise<Result<T> | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(key ?? (true as K));
    try {
      const result = await task();
      setError(result.ok ? null : describe(result));
      return result;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return { busy, error, setError, run };
}
