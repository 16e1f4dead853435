// Dragon Tiger: one card to Dragon and one to Tiger from a fresh 8-deck shoe; the higher card wins (ace low, king
// high, suits do not count). Dragon and Tiger pay 1:1 and get half the stake back on a tie; Tie pays 11:1. Pure rules.
import { type Card, faceRank, Shoe } from '../cards/shoe.ts';
import type { Rng } from '../rng.ts';

export const DECKS = 8;
export const BETS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBet = (typeof BETS)[number];
export type DragonTigerStakes = Record<DragonTigerBet, number>;

const CARDS = DECKS * 52;
/** Both cards share a rank: 13 ranks, 4·DECKS cards each, dealt without replacement. */
export const TIE_CHANCE = (13 * (4 * DECKS) * (4 * DECKS - 1)) / (CARDS * (CARDS - 1));
export const SIDE_CHANCE = (1 - TIE_CHANCE) / 2;
/** Exact returns per unit: Dragon or Tiger 2·P(win) + ½·P(tie); Tie 12·P(tie). */
export const DRAGON_RTP = 2 * SIDE_CHANCE + 0.5 * TIE_CHANCE;
export const TIE_RTP = 12 * TIE_CHANCE;
/** Declared: the Dragon (or Tiger) bet's exact return, 96.27%. */
export const DRAGON_TIGER_RTP = DRAGON_RTP;

export interface DragonTigerRound {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerBet;
}

export function dealDragonTiger(shoe: Shoe): DragonTigerRound {
  const dragon = shoe.deal();
  const tiger = shoe.deal();
  const d = faceRank(dragon);
  const t = faceRank(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

export function dragonTigerReturn(bet: DragonTigerBet, stake: number, winner: DragonTigerBet): number {
  if (stake <= 0) return 0;
  if (winner === 'tie') return bet === 'tie' ? stake * 12 : Math.floor(stake / 2);
  return bet === winner ? stake * 2 : 0;
}

export function playDragonTiger(rng: Rng, stakes: DragonTigerStakes): DragonTigerRound & { win: number } {
  const round = dealDragonTiger(new Shoe(DECKS, rng));
  let win = 0;
  for (const bet of BETS) win += dragonTigerReturn(bet, stakes[bet], round.winner);
  return { ...round, win };
}
