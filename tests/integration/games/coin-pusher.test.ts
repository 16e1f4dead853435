// Coin pusher: the published table returns exactly 96.00%, each seed pair and nonce draws one fixed outcome, the
// ticket bands cover the table in order, and a million drops agree with the table.
import { describe, expect, it } from 'vitest';
import { fairRng } from '../../../server/domain/games/fair.ts';
import { coinPusher } from '../../../server/games/coin-pusher/game.ts';
import { drawPush, playCoinPusher, PUSHER_RTP, PUSHER_RTP_BP, PUSHER_TABLE, TOTAL_WEIGHT } from '../../../server/games/coin-pusher/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { simulateReturn } from './sim.ts';

const SEED = 'ab'.repeat(32);

describe('Coin pusher', () => {
  it('states a return computed exactly from its table: 96.00%', () => {
    expect(TOTAL_WEIGHT).toBe(10_000);
    const paid = PUSHER_TABLE.reduce((sum, o) => sum + o.weight * o.coins, 0);
    expect(paid).toBe(9_600);
    expect(PUSHER_RTP_BP).toBe(9600);
    expect(PUSHER_RTP).toBe(0.96);
    expect(coinPusher.rtp).toBe(0.96);
    expect(PUSHER_TABLE.map((o) => o.coins)).toEqual([0, 1, 2, 3, 5, 10, 20, 50, 100]);
    expect(PUSHER_TABLE.filter((o) => o.bonus).map((o) => o.coins)).toEqual([100]);
  });

  it('draws the same outcome from the same seeds and nonce (fixed vectors)', () => {
    const vectors = [0, 1, 2, 3, 4, 7].map((nonce) => {
      const { ticket, outcome } = drawPush(fairRng(SEED, 'client', nonce));
      return [nonce, ticket, outcome.coins];
    });
    expect(vectors).toEqual([
      [0, 3726, 0],
      [1, 6155, 0],
      [2, 7563, 1],
      [3, 5188, 0],
      [4, 7694, 1],
      [7, 7818, 1],
    ]);
    expect(coinPusher.verify(fairRng(SEED, 'client', 2), {}).words).toBe(
      'The draw was ticket 7563 of 0 to 9999: 1 coin fell off the edge, paying 1x the coin.',
    );
    expect(coinPusher.verify(fairRng(SEED, 'client', 0), {}).words).toBe(
      'The draw was ticket 3726 of 0 to 9999: no coins fell off the edge, paying 0x the coin.',
    );
  });

  it('maps ticket bands to outcomes in table order, the last tickets being the bonus push', () => {
    const at = (ticket: number) => drawPush(() => (ticket + 0.5) / TOTAL_WEIGHT).outcome;
    expect(at(0).coins).toBe(0);
    expect(at(6254).coins).toBe(0);
    expect(at(6255).coins).toBe(1);
    expect(at(9994).coins).toBe(50);
    expect(at(9995)).toMatchObject({ coins: 100, bonus: true });
    expect(at(9999)).toMatchObject({ coins: 100, bonus: true });
  });

  it('pays the coin times the coins that fell, and a million ₱1 drops return 96%', () => {
    const rng = seededRng(33);
    for (let i = 0; i < 1000; i += 1) {
      const drop = playCoinPusher(rng, 500);
      expect(drop.win).toBe(500 * drop.coins);
    }
    const { mean, se } = simulateReturn(1_000_000, () => playCoinPusher(rng, 100).win / 100);
    expect(Math.abs(mean - PUSHER_RTP)).toBeLessThan(4 * se);
  });
});
