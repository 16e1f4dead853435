// Each slot on the engine: its declared RTP is the exact one, and a seeded simulation agrees with it within four
// standard errors (a high-volatility slot's standard error over a million rounds is about 0.4 points).
import { describe, expect, it } from 'vitest';
import { CARABAO_GOLD, CARABAO_RTP } from '../../../server/games/carabao-gold/rules.ts';
import { FIESTA_FRUITS, FIESTA_RTP } from '../../../server/games/fiesta-fruits/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { exactRtp, freeSpinsChance, roundReturn, type Slot } from '../../../server/games/slot-engine/engine.ts';
import { LUCKY_SAMPAGUITA, SLOT_RTP } from '../../../server/games/slot/rules.ts';

const ROUNDS = 1_000_000;

function simulate(slot: Slot, seed: number) {
  const rng = seededRng(seed);
  const grid = new Uint8Array(slot.config.reels * slot.config.rows);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const r = roundReturn(slot, rng, grid);
    sum += r;
    squares += r * r;
    if (r > 0) hits += 1;
  }
  const mean = sum / ROUNDS;
  return { mean, sd: Math.sqrt(squares / ROUNDS - mean * mean), hits: hits / ROUNDS };
}

describe.each([
  ['Lucky Sampaguita', LUCKY_SAMPAGUITA, SLOT_RTP, 11],
  ['Carabao Gold', CARABAO_GOLD, CARABAO_RTP, 12],
  ['Fiesta Fruits', FIESTA_FRUITS, FIESTA_RTP, 13],
] as const)('%s', (_name, slot, declared, seed) => {
  it('declares its exact RTP, and a million rounds agree', { timeout: 60_000 }, () => {
    const exact = exactRtp(slot);
    expect(Math.abs(declared - exact)).toBeLessThan(0.0005);
    const { mean, sd } = simulate(slot, seed);
    expect(Math.abs(mean - exact)).toBeLessThan((4 * sd) / Math.sqrt(ROUNDS));
  });
});

describe('the slots differ in volatility', () => {
  it('Carabao Gold swings more than Fiesta Fruits, and only it and Lucky Sampaguita have free spins', () => {
    const wild = simulate(CARABAO_GOLD, 1);
    const calm = simulate(FIESTA_FRUITS, 1);
    expect(wild.sd).toBeGreaterThan(2 * calm.sd);
    expect(freeSpinsChance(FIESTA_FRUITS)).toBe(0);
    expect(freeSpinsChance(CARABAO_GOLD)).toBeGreaterThan(0.01);
  });
});
