// The slot engine: line and ways pays, wild substitution, scatter pays and the free-spins trigger, on small grids
// drawn by hand (an Rng that returns chosen cells), and the exact RTP against enumeration-free expectations.
import { describe, expect, it } from 'vitest';
import { compileSlot, exactRtp, playRound, scatterDistribution, type SlotConfig } from '../../../server/games/slot-engine/engine.ts';

/** An Rng that draws the given symbols in order (each reel's weights are equal, so symbol s is (s + 0.5) / n). */
function fixed(symbols: number[], n: number) {
  let i = 0;
  return () => (symbols[i++ % symbols.length]! + 0.5) / n;
}

const base = {
  reels: 3,
  rows: 2,
  symbols: ['a', 'b', 'wild', 'scatter'],
  weights: [
    [1, 1, 1, 1],
    [1, 1, 1, 1],
    [1, 1, 1, 1],
  ],
  paytable: [
    [0, 0, 5],
    [0, 2, 10],
    [0, 0, 50],
    [0, 0, 0],
  ],
  wild: 2,
  scatter: 3,
} satisfies Partial<SlotConfig>;

const lines = compileSlot({
  ...base,
  pays: {
    kind: 'lines',
    lines: [
      [0, 0, 0],
      [1, 1, 1],
    ],
  },
  betUnits: 2,
});
const ways = compileSlot({ ...base, pays: { kind: 'ways' }, betUnits: 2 });

describe('the slot engine', () => {
  it('pays lines left to right, with the wild standing in', () => {
    // Reel-major: reel 0 = [a, b], reel 1 = [wild, b], reel 2 = [a, a]. Top line a-wild-a pays 5, bottom b-b-a pays 2.
    const round = playRound(lines, fixed([0, 1, 2, 1, 0, 0], 4), 200);
    expect(round.base.wins.map((w) => [w.line, w.symbol, w.count, w.pay])).toEqual([
      [0, 0, 3, 500],
      [1, 1, 2, 200],
    ]);
    expect(round.base.wins[0]!.cells).toEqual([0, 2, 4]);
    expect(round.win).toBe(700);
  });

  it('a run of wilds pays the wild when that is better', () => {
    const round = playRound(lines, fixed([2, 1, 2, 1, 2, 0], 4), 200);
    expect(round.base.wins[0]).toMatchObject({ line: 0, symbol: 2, count: 3, pay: 5_000 });
  });

  it('pays ways: matches per reel multiply, wilds count for every symbol', () => {
    // reel 0 = [a, a], reel 1 = [wild, b], reel 2 = [a, b]: a pays 5 × (2 × 1 × 1) ways; b stops on reel 0.
    const round = playRound(ways, fixed([0, 0, 2, 1, 0, 1], 4), 200);
    expect(round.base.wins.map((w) => [w.symbol, w.count, w.ways, w.pay])).toEqual([[0, 3, 2, 1_000]]);
    expect(round.base.wins[0]!.cells).toEqual([0, 1, 2, 4]);
  });

  it('scatters pay anywhere and trigger free spins with their multiplier', () => {
    const slot = compileSlot({ ...base, pays: { kind: 'ways' }, betUnits: 2, scatterPays: [0, 0, 0, 3], freeSpins: { trigger: 3, spins: 2, multiplier: 3 } });
    // Base: three scatters; then two free spins of all b (b pays 10 × 8 ways × 3).
    const round = playRound(slot, fixed([3, 1, 3, 0, 3, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 4), 200);
    expect(round.base.wins).toEqual([{ line: -1, symbol: 3, count: 3, ways: 1, pay: 600, cells: [0, 2, 4] }]);
    expect(round.freeSpins).toHaveLength(2);
    expect(round.multiplier).toBe(3);
    expect(round.freeSpins[0]!.win).toBe(10 * 8 * 100 * 3);
    expect(round.win).toBe(600 + 2 * 24_000);
    expect(scatterDistribution(slot).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('computes the exact RTP of a tiny ways slot by hand', () => {
    // One row, two reels, symbols a / wild with probability 1/2 each; a pays 4 for two, wilds never pay alone.
    const tiny = compileSlot({
      reels: 2,
      rows: 1,
      symbols: ['a', 'wild'],
      weights: [
        [1, 1],
        [1, 1],
      ],
      paytable: [
        [0, 4],
        [0, 0],
      ],
      pays: { kind: 'ways' },
      betUnits: 1,
      wild: 1,
    });
    // Every grid has a on both reels (a or wild each): 4 always.
    expect(exactRtp(tiny)).toBeCloseTo(4, 12);
  });
});
