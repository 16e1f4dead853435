// One SPIN: refused at once offline or without a chance, otherwise a claim (debounced 300 ms, one at a time) whose
// task asks the server to spin, turns the wheel 4-6 s with five extra turns onto the sector the server already drew
// and paid, writes the result locally, and only then lets the award modal show. Reduced motion lands at once.
import { useEffect, useRef, useState } from 'react';
import { SPIN_SECTORS } from '../../../contract/calls/spin.ts';
import { ok } from '../../../contract/result.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { landingSpin, wheelAngleAt } from '../../ui/wheel-motion.ts';
import { spinFailureMessage } from './use-spin-data.ts';

export const SPIN_EXTRA_DEGREES = 1800;
export const SPIN_MIN_MS = 4_000;
export const SPIN_MAX_MS = 6_000;

export function useSpinWheel(reducedMotion: boolean) {
  const claim = useClaim();
  const [angle, setAngle] = useState(0);
  const [landedOn, setLandedOn] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frame = useRef(0);
  const finish = useRef<(() => void) | null>(null);
  // Leaving mid-spin still finishes the claim: the prize is already paid and its record must be written.
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      finish.current?.();
    },
    [],
  );

  function turnTo(sector: number): Promise<void> {
    const target = landingSpin(sector - 1, SPIN_SECTORS, SPIN_EXTRA_DEGREES, Math.random(), SPIN_MIN_MS, SPIN_MAX_MS);
    const from = angle % 360;
    const motion = { durationMs: reducedMotion ? 0 : target.durationMs, finalAngle: target.finalAngle - from };
    return new Promise((resolve) => {
      finish.current = resolve;
      const began = performance.now();
      const tick = (now: number) => {
        const elapsed = now - began;
        setAngle(from + wheelAngleAt(motion, elapsed));
        if (elapsed < motion.durationMs) frame.current = requestAnimationFrame(tick);
        else {
          finish.current = null;
          resolve();
        }
      };
      frame.current = requestAnimationFrame(tick);
    });
  }

  async function spin(chances: number, online: boolean): Promise<void> {
    if (claim.claiming) return;
    setError(null);
    // The chance count kept on the device may be stale, but offline only the server could say otherwise.
    if (!online) return setError(t('spin.error.offline'));
    if (chances < 1) return setError(t('spin.error.noChance'));
    setLandedOn(null);
    const result = await claim.claim(true, async () => {
      const answer = await api.spin.spin();
      if (!answer.ok) return answer;
      await turnTo(answer.data.sector);
      setLandedOn(answer.data.sector);
      await api.spin.reveal(answer.data);
      return ok(answer.data);
    });
    if (result && !result.ok) setError(spinFailureMessage(result));
  }

  return { angle, landedOn, error, spinning: claim.claiming !== null, spin };
}
