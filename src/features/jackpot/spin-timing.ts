// The grid highlight's walk as a pure schedule of (time, cell index) steps, so a test clock can check it: a step
// every 80 ms, slowing by 20 ms a step after 3 s, and stopping on the prize's cell once the interval passes 300 ms.
// With reduced motion it walks straight to the prize at the base pace (under a second), landing on the same cell.

export const STEP_MS = 80;
export const SLOW_AFTER_MS = 3_000;
export const SLOW_BY_MS = 20;
export const LAND_AFTER_INTERVAL_MS = 300;

export interface SpinStep {
  /** Milliseconds from the spin's start. */
  at: number;
  /** Index in the walk order (0 .. cells-1). */
  index: number;
}

export function spinSchedule(start: number, target: number, cells: number, reducedMotion = false): SpinStep[] {
  const steps: SpinStep[] = [];
  let at = 0;
  let index = start;
  let interval = STEP_MS;
  if (reducedMotion) {
    do {
      at += STEP_MS;
      index = (index + 1) % cells;
      steps.push({ at, index });
    } while (index !== target);
    return steps;
  }
  for (;;) {
    at += interval;
    index = (index + 1) % cells;
    steps.push({ at, index });
    if (interval > LAND_AFTER_INTERVAL_MS && index === target) return steps;
    if (at >= SLOW_AFTER_MS) interval += SLOW_BY_MS;
  }
}

/** The lit index `elapsed` ms after the start (the start index before the first step). */
export function litIndexAt(schedule: readonly SpinStep[], start: number, elapsed: number): number {
  let lit = start;
  for (const step of schedule) {
    if (step.at > elapsed) break;
    lit = step.index;
  }
  return lit;
}

export const spinDuration = (schedule: readonly SpinStep[]): number => schedule[schedule.length - 1]?.at ?? 0;
