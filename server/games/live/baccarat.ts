// Punto banco, pure: two hands of two cards, a third card by the fixed tableau, nearest to 9 wins. Cards are dealt
// as from a freshly shuffled shoe each time (every rank equally likely), which keeps the odds exact to enumerate.
import { coup as playCoup } from '../baccarat/rules.ts';
import type { Rng } from '../rng.ts';

export const BACCARAT_OPTIONS = ['player', 'banker', 'tie'] as const;
/** What a winning stake returns, stake included, in hundredths per peso: Player 1:1, Banker 0.95:1, Tie 8:1. */
const RETURN_PER_100 = [200, 195, 900] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export interface BaccaratHand {
  /** Rank indexes into RANKS (0 = ace). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  /** 0 player, 1 banker, 2 tie. */
  winner: 0 | 1 | 2;
}

/** A card's points: ace 1, 2-9 face value, tens and pictures 0. */
export const points = (rank: number): number => (rank >= 9 ? 0 : rank + 1);

/**
 * Plays out a coup from cards drawn as rank indexes, in dealing order (P, B, P, B, then thirds as needed). The
 * drawing rules are the table game's (one tableau for both); only the cards differ: here every rank is equally likely.
 */
export function coup(draw: () => number): { player: number[]; banker: number[]; playerTotal: number; bankerTotal: number } {
  const player = [draw(), 0];
  const banker = [draw(), 0];
  player[1] = draw();
  banker[1] = draw();
  const thirds: number[] = [];
  const totals = playCoup(points(player[0]!), points(banker[0]!), points(player[1]), points(banker[1]), () => {
    const rank = draw();
    thirds.push(rank);
    return points(rank);
  });
  if (totals.thirds & 1) player.push(thirds.shift()!);
  if (totals.thirds & 2) banker.push(thirds.shift()!);
  return { player, banker, playerTotal: totals.player, bankerTotal: totals.banker };
}

export function dealBaccarat(rng: Rng): BaccaratHand {
  const hand = coup(() => Math.floor(rng() * 13));
  const winner = hand.playerTotal > hand.bankerTotal ? 0 : hand.bankerTotal > hand.playerTotal ? 1 : 2;
  return { ...hand, winner };
}

/** What a stake on `option` returns for the hand, stake included: a tie gives Player and Banker stakes back. */
export function baccaratReturn(winner: number, option: number, stake: number): number {
  if (winner === option) return Math.floor((stake * RETURN_PER_100[option as 0 | 1 | 2]) / 100);
  if (winner === 2 && option !== 2) return stake;
  return 0;
}

/** The exact chance of each winner (player, banker, tie), summing every coup weighted by its cards' chances. */
export function baccaratOdds(): [number, number, number] {
  // By points: 0 has four ranks (10, J, Q, K), the others one each; a card of `v` points stands for rank v-1 (or 9).
  const weight = (v: number) => (v === 0 ? 4 / 13 : 1 / 13);
  const odds: [number, number, number] = [0, 0, 0];
  const cards: number[] = [];
  const walk = (prob: number) => {
    let at = 0;
    let needed = false;
    const hand = coup(() => {
      if (at < cards.length) return cards[at++]!;
      needed = true;
      return 0;
    });
    if (needed) {
      for (let v = 0; v < 10; v += 1) {
        cards.push(v === 0 ? 9 : v - 1);
        walk(prob * weight(v));
        cards.pop();
      }
      return;
    }
    const winner = hand.playerTotal > hand.bankerTotal ? 0 : hand.bankerTotal > hand.playerTotal ? 1 : 2;
    odds[winner] += prob;
  };
  walk(1);
  return odds;
}

/** Returns per unit stake of each bet from the winner odds. */
export function baccaratRtps(): { player: number; banker: number; tie: number } {
  const [p, b, t] = baccaratOdds();
  return { player: 2 * p + t, banker: 1.95 * b + t, tie: 9 * t };
}
