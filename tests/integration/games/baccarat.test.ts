// Baccarat: the tableau, the exact returns of an 8-deck shoe by enumeration, and a million simulated coups.
import { describe, expect, it } from 'vitest';
import { baccaratReturn, BACCARAT_RTP, bankerDraws, dealBaccarat, DECKS, exactBaccaratRtp } from '../../../server/games/baccarat/rules.ts';
import { baccaratPoint, Shoe } from '../../../server/games/cards/shoe.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Baccarat', () => {
  it('follows the banker tableau', () => {
    expect(bankerDraws(5, -1)).toBe(true);
    expect(bankerDraws(6, -1)).toBe(false);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 8)).toBe(false);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('pays Player 1:1, Banker 0.95:1, Tie 8:1 and pushes Player and Banker on a tie', () => {
    expect(baccaratReturn('player', 100, 'player')).toBe(200);
    expect(baccaratReturn('banker', 100, 'banker')).toBe(195);
    expect(baccaratReturn('tie', 100, 'tie')).toBe(900);
    expect(baccaratReturn('banker', 100, 'tie')).toBe(100);
    expect(baccaratReturn('player', 100, 'banker')).toBe(0);
  });

  it('deals hands whose totals and third cards follow the rules', () => {
    const rng = seededRng(3);
    for (let i = 0; i < 2000; i += 1) {
      const h = dealBaccarat(new Shoe(DECKS, rng));
      const total = (cards: number[]) => cards.reduce((a, c) => a + baccaratPoint(c), 0) % 10;
      expect(total(h.player)).toBe(h.playerTotal);
      expect(total(h.banker)).toBe(h.bankerTotal);
      const p2 = total(h.player.slice(0, 2));
      const b2 = total(h.banker.slice(0, 2));
      if (p2 >= 8 || b2 >= 8) expect(h.player.length + h.banker.length).toBe(4);
      else expect(h.player.length).toBe(p2 <= 5 ? 3 : 2);
    }
  });

  it('declares the Banker bet’s exact return, and a million coups agree', () => {
    const exact = exactBaccaratRtp();
    expect(exact.banker).toBeCloseTo(0.98942, 5);
    expect(exact.player).toBeCloseTo(0.98765, 5);
    expect(exact.tie).toBeCloseTo(0.8564, 4);
    expect(Math.abs(BACCARAT_RTP - exact.banker)).toBeLessThan(0.00005);
    const rng = seededRng(20261124);
    const shoe = new Shoe(DECKS, rng);
    let player = 0;
    const banker = simulateReturn(1_000_000, () => {
      shoe.reset();
      const h = dealBaccarat(shoe);
      player += baccaratReturn('player', 100, h.winner) / 100;
      return baccaratReturn('banker', 100, h.winner) / 100;
    });
    expect(Math.abs(banker.mean - exact.banker)).toBeLessThan(Math.min(POINTS, 4 * banker.se));
    expect(Math.abs(player / 1_000_000 - exact.player)).toBeLessThan(POINTS);
  });
});
