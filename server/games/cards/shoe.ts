// Cards for the table games: a shoe of whole decks dealt without replacement from the round's random stream.
// Each round deals from a freshly shuffled shoe, so a round depends only on its own seeds and can be verified alone.
import type { Rng } from '../rng.ts';

/** A card is its index in an ordered shoe: rank = card % 13 (0 ace … 12 king), suit = floor(card / 13) % 4. */
export type Card = number;

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;

export const rankOf = (card: Card): number => card % 13;
export const suitOf = (card: Card): number => Math.floor(card / 13) % 4;
/** "A♠", "10♥": how a card is written in verifications. */
export const cardName = (card: Card): string => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
/** Ace 1 … king 13 (Dragon Tiger's order). */
export const faceRank = (card: Card): number => rankOf(card) + 1;
/** Baccarat's point value: ace 1, two to nine at face value, tens and pictures 0. */
export const baccaratPoint = (card: Card): number => {
  const r = rankOf(card);
  return r >= 9 ? 0 : r + 1;
};
/** Blackjack's value: ace 1 (counted 11 by the hand when that does not bust), pictures 10. */
export const blackjackValue = (card: Card): number => Math.min(rankOf(card) + 1, 10);

/**
 * A shoe dealt by a lazy Fisher-Yates shuffle: the n-th card dealt is uniform over the cards still in the shoe.
 * `reset` puts the shoe back in order by undoing the swaps, so a simulation reuses one shoe with no allocation.
 */
export class Shoe {
  readonly size: number;
  private readonly cards: Uint16Array;
  private readonly swaps: Uint16Array;
  private dealt = 0;

  constructor(
    readonly decks: number,
    private rng: Rng,
  ) {
    this.size = decks * 52;
    this.cards = new Uint16Array(this.size);
    for (let i = 0; i < this.size; i += 1) this.cards[i] = i;
    this.swaps = new Uint16Array(this.size);
  }

  deal(): Card {
    const i = this.dealt;
    if (i >= this.size) throw new Error('The shoe is empty');
    const j = i + Math.floor(this.rng() * (this.size - i));
    const card = this.cards[j]!;
    this.cards[j] = this.cards[i]!;
    this.cards[i] = card;
    this.swaps[i] = j;
    this.dealt = i + 1;
    return card;
  }

  /** A fresh, ordered shoe for the next round, drawing from `rng` (the same one if none is given). */
  reset(rng?: Rng): void {
    for (let i = this.dealt - 1; i >= 0; i -= 1) {
      const j = this.swaps[i]!;
      const t = this.cards[i]!;
      this.cards[i] = this.cards[j]!;
      this.cards[j] = t;
    }
    this.dealt = 0;
    if (rng) this.rng = rng;
  }
}
