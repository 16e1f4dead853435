// Baccarat (punto banco): an 8-deck shoe shuffled fresh each round, two cards each to Player and Banker, third cards
// by the fixed tableau, the hand nearer 9 wins. Player pays 1:1, Banker 0.95:1 (5% commission), Tie 8:1; Player and
// Banker bets push on a tie. Pure rules.
import { baccaratPoint, type Card, Shoe } from '../cards/shoe.ts';
import type { Rng } from '../rng.ts';

export const DECKS = 8;
export const BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BETS)[number];

/**
 * Declared RTP: the Banker bet's, 98.94% (exact for an 8-deck shoe by enumeration, see the tests). The Player bet
 * returns 98.76% and the Tie bet 85.64%; the help sheet shows all three.
 */
export const BACCARAT_RTP = 0.9894;

/** Whether the Banker draws a third card, by the Banker's total and the Player's third card (-1: none drawn). */
export function bankerDraws(banker: number, playerThird: number): boolean {
  if (playerThird < 0) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratHands {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratBet;
}

/**
 * Plays out one coup from the points of the first cards; `next` gives the next card's point. Returns the totals and
 * how many third cards were drawn (bits: 1 Player, 2 Banker). Shared by the deal and the exact enumeration.
 */
export function coup(p1: number, b1: number, p2: number, b2: number, next: () => number): { player: number; banker: number; thirds: number } {
  let player = (p1 + p2) % 10;
  let banker = (b1 + b2) % 10;
  let thirds = 0;
  if (player >= 8 || banker >= 8) return { player, banker, thirds };
  let playerThird = -1;
  if (player <= 5) {
    playerThird = next();
    player = (player + playerThird) % 10;
    thirds |= 1;
  }
  if (bankerDraws(banker, playerThird)) {
    banker = (banker + next()) % 10;
    thirds |= 2;
  }
  return { player, banker, thirds };
}

/** Deals one coup: cards alternate Player, Banker, Player, Banker, then the third cards. */
export function dealBaccarat(shoe: Shoe): BaccaratHands {
  const p = [shoe.deal(), 0];
  const b = [shoe.deal(), 0];
  p[1] = shoe.deal();
  b[1] = shoe.deal();
  const drawn: Card[] = [];
  const result = coup(baccaratPoint(p[0]!), baccaratPoint(b[0]!), baccaratPoint(p[1]), baccaratPoint(b[1]), () => {
    const card = shoe.deal();
    drawn.push(card);
    return baccaratPoint(card);
  });
  const player = [p[0]!, p[1]];
  const banker = [b[0]!, b[1]];
  if (result.thirds & 1) player.push(drawn.shift()!);
  if (result.thirds & 2) banker.push(drawn.shift()!);
  const winner: BaccaratBet = result.player > result.banker ? 'player' : result.banker > result.player ? 'banker' : 'tie';
  return { player, banker, playerTotal: result.player, bankerTotal: result.banker, winner };
}

/** What a bet returns (stake included, hundredths, cut down) for the winning side. */
export function baccaratReturn(bet: BaccaratBet, stake: number, winner: BaccaratBet): number {
  if (stake <= 0) return 0;
  if (winner === 'tie') return bet === 'tie' ? stake * 9 : stake;
  if (bet !== winner) return 0;
  return bet === 'banker' ? Math.floor((stake * 195) / 100) : stake * 2;
}

export type BaccaratStakes = Record<BaccaratBet, number>;

export function playBaccarat(rng: Rng, stakes: BaccaratStakes): BaccaratHands & { win: number } {
  const hands = dealBaccarat(new Shoe(DECKS, rng));
  let win = 0;
  for (const bet of BETS) win += baccaratReturn(bet, stakes[bet], hands.winner);
  return { ...hands, win };
}

/**
 * The exact chances of a Player win, a Banker win and a Tie for a fresh shoe, by enumerating every sequence of up
 * to six card points with its probability of being dealt without replacement.
 */
export function exactBaccaratOdds(decks = DECKS): { player: number; banker: number; tie: number } {
  // Points 0 (tens and pictures: 16 a deck) and 1..9 (4 a deck).
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  let left = decks * 52;
  const odds = { player: 0, banker: 0, tie: 0 };
  const take = (v: number) => {
    const p = counts[v]! / left;
    counts[v]! -= 1;
    left -= 1;
    return p;
  };
  const give = (v: number) => {
    counts[v]! += 1;
    left += 1;
  };
  // Enumerate the first four cards, then the third cards as the tableau calls for them.
  const rest = (p1: number, b1: number, p2: number, b2: number, prob: number) => {
    const initialPlayer = (p1 + p2) % 10;
    const initialBanker = (b1 + b2) % 10;
    const settle = (player: number, banker: number, pr: number) => {
      if (player > banker) odds.player += pr;
      else if (banker > player) odds.banker += pr;
      else odds.tie += pr;
    };
    if (initialPlayer >= 8 || initialBanker >= 8) return settle(initialPlayer, initialBanker, prob);
    if (initialPlayer <= 5) {
      for (let t = 0; t < 10; t += 1) {
        if (!counts[t]) continue;
        const pt = take(t);
        const player = (initialPlayer + t) % 10;
        if (bankerDraws(initialBanker, t)) {
          for (let u = 0; u < 10; u += 1) {
            if (!counts[u]) continue;
            const pu = take(u);
            settle(player, (initialBanker + u) % 10, prob * pt * pu);
            give(u);
          }
        } else settle(player, initialBanker, prob * pt);
        give(t);
      }
      return;
    }
    if (bankerDraws(initialBanker, -1)) {
      for (let u = 0; u < 10; u += 1) {
        if (!counts[u]) continue;
        const pu = take(u);
        settle(initialPlayer, (initialBanker + u) % 10, prob * pu);
        give(u);
      }
    } else settle(initialPlayer, initialBanker, prob);
  };
  for (let p1 = 0; p1 < 10; p1 += 1) {
    const a = take(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const b = take(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const c = take(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const d = take(b2);
          rest(p1, b1, p2, b2, a * b * c * d);
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  return odds;
}

/** Each bet's exact return per unit staked. */
export function exactBaccaratRtp(decks = DECKS): BaccaratStakes {
  const { player, banker, tie } = exactBaccaratOdds(decks);
  return { player: 2 * player + tie, banker: 1.95 * banker + tie, tie: 9 * tie };
}
