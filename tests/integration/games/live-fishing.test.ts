// The live tables' and fishing games' declared RTPs: exact where the odds can be enumerated, and against a seeded
// simulation of the registry's own `simulate` (the same pure rules the rounds use).
import { describe, expect, it } from 'vitest';
import { COLOR_GAME_RTP } from '../../../server/games/color-game/rules.ts';
import { dragonDeep, goldenReef } from '../../../server/games/fishing/game.ts';
import { DRAGON_DEEP, GOLDEN_REEF, hitChance, shoot } from '../../../server/games/fishing/rules.ts';
import { bankerDraws } from '../../../server/games/baccarat/rules.ts';
import { baccaratOdds, baccaratRtps, coup } from '../../../server/games/live/baccarat.ts';
import { LIVE_BACCARAT_RTP, liveBaccarat, liveColorGame } from '../../../server/games/live/game.ts';
import { seededRng } from '../../../server/games/rng.ts';
import type { BuiltinGame } from '../../../server/games/builtin-game.ts';

/** Mean return per unit bet and its standard error over `rounds` simulated rounds. */
function simulate(game: BuiltinGame, seed: number, rounds: number): { mean: number; se: number } {
  const rng = seededRng(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const { bet, win } = game.simulate!(rng);
    const r = win / bet;
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  return { mean, se: Math.sqrt((squares / rounds - mean * mean) / rounds) };
}

function expectRtp(game: BuiltinGame, seed: number, rounds: number) {
  const { mean, se } = simulate(game, seed, rounds);
  expect(Math.abs(mean - game.rtp), `${game.slug}: simulated ${mean} vs ${game.rtp}`).toBeLessThan(0.002);
  expect(Math.abs(mean - game.rtp)).toBeLessThan(4 * se);
}

describe('live tables', () => {
  it('Live Color Game returns 199/216 over a million bets', () => {
    expect(liveColorGame.rtp).toBe(COLOR_GAME_RTP);
    expectRtp(liveColorGame, 11, 1_000_000);
  });

  it('Punto Banco Live: the declared RTP is the exact average of Player and Banker, and a million coups agree', () => {
    const odds = baccaratOdds();
    expect(odds[0] + odds[1] + odds[2]).toBeCloseTo(1, 10);
    const rtps = baccaratRtps();
    expect(Math.abs((rtps.player + rtps.banker) / 2 - LIVE_BACCARAT_RTP)).toBeLessThan(1e-10);
    // The well-known figures for an infinite shoe.
    expect(odds[0]).toBeCloseTo(0.446, 3);
    expect(odds[1]).toBeCloseTo(0.458, 3);
    expect(odds[2]).toBeCloseTo(0.095, 3);
    expectRtp(liveBaccarat, 12, 1_000_000);
  });

  it('deals the third card by the tableau', () => {
    // Player 2+3 = 5 draws; Banker 10+4 = 4 draws against a 7, stands against an 8 (its total 3 would draw).
    const hand = (cards: number[]) => {
      let i = 0;
      return coup(() => cards[i++]!);
    };
    expect(hand([1, 9, 2, 3, 6, 0])).toMatchObject({ player: [1, 2, 6], banker: [9, 3, 0], playerTotal: 2, bankerTotal: 5 });
    expect(hand([7, 1, 0, 1, 3])).toMatchObject({ player: [7, 0], banker: [1, 1], playerTotal: 9 });
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(6, -1)).toBe(false);
    expect(bankerDraws(6, 7)).toBe(true);
    expect(bankerDraws(5, -1)).toBe(true);
  });
});

describe('fishing', () => {
  it.each([GOLDEN_REEF, DRAGON_DEEP])('$slug: every fish returns the RTP per shot (chance × multiplier)', (table) => {
    table.fish.forEach((f, i) => expect(hitChance(table, i) * f.multiplier).toBeCloseTo(table.rtp, 12));
    // A shot at one fish, simulated: the RTP holds for each fish on its own.
    const rng = seededRng(5);
    for (let i = 0; i < table.fish.length; i += 1) {
      const shots = 400_000;
      let won = 0;
      for (let n = 0; n < shots; n += 1) won += shoot(rng, table, i, 1).win;
      const p = hitChance(table, i);
      const se = (table.fish[i]!.multiplier * Math.sqrt(p * (1 - p))) / Math.sqrt(shots);
      expect(Math.abs(won / shots - table.rtp)).toBeLessThan(4 * se);
    }
  });

  // A 250× fish makes single shots very uneven, so it takes many millions of shots to pin the mean to 0.2 points.
  it('Golden Reef and Dragon Deep return their RTP over millions of shots at fish as they swim by', () => {
    expectRtp(goldenReef, 21, 6_000_000);
    expectRtp(dragonDeep, 22, 16_000_000);
  }, 60_000);
});
