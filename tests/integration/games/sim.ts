// Shared by the table and arcade games' RTP tests: the mean return of many rounds and its standard error.

/** Mean return per unit staked over `rounds` rounds, and its standard error. */
export function simulateReturn(rounds: number, round: () => number): { mean: number; se: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const r = round();
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  return { mean, se: Math.sqrt((squares / rounds - mean * mean) / rounds) };
}

/** Within 0.2 points of RTP, and within four standard errors (so a wrong figure cannot hide in the noise). */
export const POINTS = 0.002;
