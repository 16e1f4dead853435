// The click debounce of SPEC section 9, once for every button that moves money or draws (claims, exchanges, buys,
// spins, drops): a tap within CLICK_DEBOUNCE_MS of the last one let through is ignored. Held in a ref for the screen.
import { useRef } from 'react';
import { CLICK_DEBOUNCE_MS } from '../../../contract/constants.ts';

/** A gate to call on each tap: true lets the tap through (and starts a new debounce), false ignores it. */
export function useDebouncedTap(): () => boolean {
  const lastTap = useRef(0);
  return () => {
    const at = Date.now();
    if (at - lastTap.current < CLICK_DEBOUNCE_MS) return false;
    lastTap.current = at;
    return true;
  };
}
