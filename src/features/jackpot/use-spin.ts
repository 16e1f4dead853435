// One SPIN: debounced (300 ms), refused at once without a chance or a connection, then the server draws and only then
// does the highlight walk towards the cell it decided, driven by requestAnimationFrame and the pure schedule.
import { useEffect, useRef, useState } from 'react';
import { DRAW_TYPE, JACKPOT_CELLS, type DrawResult } from '../../../contract/calls/jackpot.ts';
import { api } from '../../lib/api.ts';
import { useDebouncedTap } from '../../lib/hooks/use-debounced-tap.ts';
import { t } from '../../lib/i18n/index.ts';
import { drawFailureMessage } from './draw-messages.ts';
import { litIndexAt, spinDuration, spinSchedule } from './spin-timing.ts';

export type SpinPhase = 'idle' | 'drawing' | 'walking' | 'result' | 'wheel' | 'amount';

export function useJackpotSpin(reducedMotion: boolean) {
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [lit, setLit] = useState<number | null>(null);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tap = useDebouncedTap();
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  function walk(drawn: DrawResult): void {
    const start = lit ?? 0;
    const schedule = spinSchedule(start, drawn.cell - 1, JACKPOT_CELLS, reducedMotion);
    const began = performance.now();
    const tick = (now: number) => {
      const elapsed = now - began;
      setLit(litIndexAt(schedule, start, elapsed));
      if (elapsed < spinDuration(schedule)) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      if (drawn.type === DRAW_TYPE.jackpot) return setPhase('wheel');
      void api.jackpot.reveal(drawn);
      setPhase('result');
    };
    frame.current = requestAnimationFrame(tick);
  }

  async function spin(canDraw: boolean): Promise<void> {
    if (phase !== 'idle' || !tap()) return;
    setError(null);
    // Offline first: the chance count kept on the device may be stale, only the server can say.
    if (!navigator.onLine) return setError(t('jackpot.error.offline'));
    if (!canDraw) return setError(t('jackpot.error.noChance'));
    setPhase('drawing');
    const answer = await api.jackpot.draw();
    if (!answer.ok) {
      setPhase('idle');
      return setError(drawFailureMessage(answer));
    }
    setResult(answer.data);
    setPhase('walking');
    walk(answer.data);
  }

  return {
    phase,
    lit,
    result,
    error,
    spin,
    /** The wheel has landed: the balance and record catch up, and the amount popup shows. */
    wheelDone: () => {
      if (result) void api.jackpot.reveal(result);
      setPhase('amount');
    },
    close: () => setPhase('idle'),
  };
}
