// A claim button's behaviour, the same on every reward screen: one claim at a time, a second tap within
// CLICK_DEBOUNCE_MS of the last ignored (SPEC section 9), and the paid awards queued for the award modal.
import type { Award } from '../../../contract/entities.ts';
import type { Result } from '../../../contract/result.ts';
import { showAwards } from '../show-awards.ts';
import { useAction } from './use-action.ts';
import { useDebouncedTap } from './use-debounced-tap.ts';

export interface Claim<K> {
  /** The key of the claim in flight, null when none. */
  claiming: K | null;
  error: string | null;
  /** Claims unless one is in flight or the last began under the debounce ago; answers null when it did not claim. */
  claim: <T extends { awards: Award[] }>(key: K, task: () => Promise<Result<T>>) => Promise<Result<T> | null>;
}

export function useClaim<K = true>(): Claim<K> {
  const action = useAction<K>();
  const tap = useDebouncedTap();

  async function claim<T extends { awards: Award[] }>(key: K, task: () => Promise<Result<T>>): Promise<Result<T> | null> {
    if (action.busy || !tap()) return null;
    const result = await action.run(task, key);
    if (result?.ok) showAwards(result.data.awards);
    return result;
  }

  return { claiming: action.running, error: action.error, claim };
}
