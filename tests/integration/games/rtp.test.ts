// Each built-in game's declared RTP against a 1,000,000-round simulation of its pure rules with a seeded RNG.
import { describe, expect, it } from 'vitest';
import { COLOR_GAME_RTP, colorReturn } from '../../../server/games/color-game/rules.ts';
import { multiplier, placeMines, survival, TILES } from '../../../server/games/mines/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { exactRtp, REELS, ROWS, SLOT_RTP, slotReturn } from '../../../server/games/slot/rules.ts';

const ROUNDS = 1_000_000;

/** Mean return per bet and its standard error over `ROUNDS` rounds. */
function simulate(round: () => number): { mean: number; se: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const r = round();
    sum += r;
    squares += r * r;
  }
  const mean = sum / ROUNDS;
  const variance = squares / ROUNDS - mean * mean;
  return { mean, se: Math.sqrt(variance / ROUNDS) };
}

describe('built-in games return what they declare', () => {
  it('the slot: declared RTP matches the exact value and a million spins', () => {
    const exact = exactRtp();
    expect(Math.abs(SLOT_RTP - exact)).toBeLessThan(0.0005);
    const rng = seededRng(20261121);
    const grid = new Uint8Array(REELS * ROWS);
    const { mean, se } = simulate(() => slotReturn(rng, grid));
    expect(Math.abs(mean - exact)).toBeLessThan(4 * se);
  });

  it('Color Game: a million single-colour bets return 199/216', () => {
    const rng = seededRng(7);
    const dice = [0, 0, 0];
    const { mean, se } = simulate(() => {
      dice[0] = Math.floor(rng() * 6);
      dice[1] = Math.floor(rng() * 6);
      dice[2] = Math.floor(rng() * 6);
      return colorReturn(dice, 2, 1);
    });
    expect(COLOR_GAME_RTP).toBeCloseTo(0.9213, 4);
    expect(Math.abs(mean - COLOR_GAME_RTP)).toBeLessThan(4 * se);
  });

  it('Mines: three mines, cash out after five safe tiles, a million rounds', () => {
    const mines = 3;
    const safe = 5;
    const expected = survival(mines, safe) * multiplier(mines, safe);
    expect(expected).toBeGreaterThan(0.96);
    expect(expected).toBeLessThanOrEqual(0.97);
    const rng = seededRng(42);
    const order = new Uint8Array(TILES);
    const isMine = new Uint8Array(TILES);
    const { mean, se } = simulate(() => {
      const placed = placeMines(rng, mines, order);
      isMine.fill(0);
      for (const m of placed) isMine[m] = 1;
      // The strategy always reveals tiles 0..4 in order.
      for (let t = 0; t < safe; t += 1) if (isMine[t]) return 0;
      return multiplier(mines, safe);
    });
    expect(Math.abs(mean - expected)).toBeLessThan(4 * se);
  });
});
