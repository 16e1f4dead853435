// One action at a time on a screen: which one is running (for the busy button) and the message of the last failure
// (for the screen's error line). Held in React state only; nothing outlives the screen.
import { useRef, useState } from 'react';
import type { Failure, Result } from '../../../contract/result.ts';

export interface Action<K> {
  /** Whether an action is running. */
  busy: boolean;
  /** The key of the action that is running (`true` for a screen with one action), null when idle. */
  running: K | null;
  /** The last failure's message, or a local check's message the screen set itself; null after a success. */
  error: string | null;
  /** React's state setter itself, so it keeps its identity across renders (safe in an effect's dependencies). */
  setError: (message: string | null) => void;
  /**
   * Runs `task` unless one is already running (then answers null without calling it). Its failure becomes `error`
   * (through `describe`), its success clears it; the result goes back to the caller for what follows.
   */
  run: <T>(task: () => Promise<Result<T>>, key?: K) => Promise<Result<T> | null>;
}

const byMessage = (failure: Failure) => failure.msg;

export function useAction<K = true>(describe: (failure: Failure) => string = byMessage): Action<K> {
  const [running, setRunning] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  // State lags a render behind: two taps in one frame both see running === null, the ref does not.
  const inFlight = useRef(false);

  async function run<T>(task: () => Promise<Result<T>>, key?: K): Promise<Result<T> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setRunning(key ?? (true as K));
    try {
      const result = await task();
      setError(result.ok ? null : describe(result));
      return result;
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  }

  return { busy: running !== null, running, error, setError, run };
}
