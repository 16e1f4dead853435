// Sic Bo: three dice. Small (4-10) and Big (11-17) pay 1:1 and lose on any triple; a total pays by how rare it is;
// a single number pays 1:1, 2:1 or 3:1 by how many dice show it; Any triple 30:1; a specific triple 180:1. Pure rules.
import type { Rng } from '../rng.ts';

export interface SicBoBet {
  id: string;
  label: string;
  /** Multiplier of the stake returned (stake included) for the dice, 0 when it loses. */
  returns(dice: readonly number[], sum: number, counts: readonly number[]): number;
}

const isTriple = (counts: readonly number[]) => counts.some((c) => c === 3);

/** Totals 4..17 and their paytable (to 1). */
export const TOTAL_PAYS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };

export const SICBO_BETS: readonly SicBoBet[] = [
  { id: 'small', label: 'Small 4-10', returns: (_d, sum, counts) => (sum <= 10 && !isTriple(counts) ? 2 : 0) },
  { id: 'big', label: 'Big 11-17', returns: (_d, sum, counts) => (sum >= 11 && !isTriple(counts) ? 2 : 0) },
  ...Object.entries(TOTAL_PAYS).map(([total, pays]) => ({
    id: `total-${total}`,
    label: `Total ${total}`,
    returns: (_d: readonly number[], sum: number) => (sum === Number(total) ? pays + 1 : 0),
  })),
  ...[1, 2, 3, 4, 5, 6].map((face) => ({
    id: `single-${face}`,
    label: `Number ${face}`,
    returns: (_d: readonly number[], _s: number, counts: readonly number[]) => (counts[face]! > 0 ? counts[face]! + 1 : 0),
  })),
  { id: 'any-triple', label: 'Any triple', returns: (_d, _s, counts) => (isTriple(counts) ? 31 : 0) },
  ...[1, 2, 3, 4, 5, 6].map((face) => ({
    id: `triple-${face}`,
    label: `Triple ${face}`,
    returns: (_d: readonly number[], _s: number, counts: readonly number[]) => (counts[face] === 3 ? 181 : 0),
  })),
];
export const SICBO_BET_COUNT = SICBO_BETS.length;

/** Each bet's exact return per unit, over the 216 equally likely throws. */
export function exactSicBoRtp(): Record<string, number> {
  const rtp: Record<string, number> = {};
  for (const bet of SICBO_BETS) rtp[bet.id] = 0;
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1)
      for (let c = 1; c <= 6; c += 1) {
        counts.fill(0);
        counts[a]! += 1;
        counts[b]! += 1;
        counts[c]! += 1;
        for (const bet of SICBO_BETS) rtp[bet.id]! += bet.returns([a, b, c], a + b + c, counts) / 216;
      }
  return rtp;
}

/** Declared: Small or Big, 97.22% (210/216 of the throws are not triples, half of them win 1:1). */
export const SICBO_RTP = 210 / 216;

export function rollSicBo(rng: Rng): [number, number, number] {
  return [1 + Math.floor(rng() * 6), 1 + Math.floor(rng() * 6), 1 + Math.floor(rng() * 6)];
}

/** Plays a round with stakes by bet index (hundredths). */
export function playSicBo(rng: Rng, stakes: readonly number[]): { dice: [number, number, number]; sum: number; win: number; winning: string[] } {
  const dice = rollSicBo(rng);
  const sum = dice[0] + dice[1] + dice[2];
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d]! += 1;
  let win = 0;
  const winning: string[] = [];
  SICBO_BETS.forEach((bet, i) => {
    const r = bet.returns(dice, sum, counts);
    if (r > 0) winning.push(bet.id);
    if (r > 0 && stakes[i]! > 0) win += stakes[i]! * r;
  });
  return { dice, sum, win, winning };
}
