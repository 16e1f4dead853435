// Blackjack: six decks shuffled fresh each round; dealer stands on soft 17 and peeks for blackjack under an ace or a
// ten; blackjack pays 3:2; double on any first two cards (also after a split, not on split aces); one split of a
// pair (two hands), split aces take one card each; no surrender, no insurance. Pure rules: the round is a state
// that actions move on, with cards drawn in order from the round's shuffled shoe.
import { blackjackValue, type Card, rankOf, Shoe } from '../cards/shoe.ts';
import type { Rng } from '../rng.ts';

export const DECKS = 6;
/** Cards kept for a round: more than two hands and the dealer can ever use. */
export const ROUND_CARDS = 52;
/**
 * Declared RTP: basic strategy over 10,000,000 simulated rounds of these rules (99.49% ± 0.04, declared 99.50%; see the tests, which
 * simulate a million more and the bench).
 */
export const BLACKJACK_RTP = 0.995;

export interface BjHand {
  cards: Card[];
  /** Stake on this hand in hundredths (doubled when the hand doubled). */
  bet: number;
  doubled: boolean;
  done: boolean;
}

export interface BjState {
  hands: BjHand[];
  active: number;
  dealer: Card[];
  split: boolean;
  /** The round is over once every hand is done and the dealer has played (or blackjack decided it). */
  over: boolean;
  /** What each hand returns once over (stake included). */
  returns: number[];
}

export type BjAction = 'hit' | 'stand' | 'double' | 'split';

/** A hand's best total and whether an ace counts 11 in it. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = blackjackValue(c);
    total += v;
    if (v === 1) aces += 1;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;

const isSplitAces = (state: BjState, hand: BjHand) => state.split && rankOf(hand.cards[0]!) === 0;

/** Which actions the active hand may take now. */
export function allowedActions(state: BjState): BjAction[] {
  if (state.over) return [];
  const hand = state.hands[state.active]!;
  const actions: BjAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (!state.split && blackjackValue(hand.cards[0]!) === blackjackValue(hand.cards[1]!)) actions.push('split');
  }
  return actions;
}

function settleAll(state: BjState): void {
  const dealer = handValue(state.dealer).total;
  const dealerBj = isBlackjack(state.dealer);
  state.returns = state.hands.map((hand) => {
    const player = handValue(hand.cards).total;
    if (player > 21) return 0;
    // A blackjack is the two first cards of an unsplit hand; 21 after a split counts as 21.
    const natural = !state.split && isBlackjack(hand.cards);
    if (natural && dealerBj) return hand.bet;
    if (natural) return Math.floor((hand.bet * 5) / 2);
    if (dealerBj) return 0;
    if (dealer > 21 || player > dealer) return hand.bet * 2;
    return player === dealer ? hand.bet : 0;
  });
  state.over = true;
}

/** Moves to the next unfinished hand, or plays the dealer and settles when there is none. */
function advance(state: BjState, draw: () => Card): void {
  while (state.active < state.hands.length && state.hands[state.active]!.done) state.active += 1;
  if (state.active < state.hands.length) return;
  state.active = state.hands.length - 1;
  const allBust = state.hands.every((h) => handValue(h.cards).total > 21);
  if (!allBust) {
    // Dealer stands on all 17s, soft ones included.
    while (handValue(state.dealer).total < 17) state.dealer.push(draw());
  }
  settleAll(state);
}

/** Finishes a hand by itself when it reaches 21 or busts, then moves on. */
function afterCard(state: BjState, draw: () => Card): void {
  const hand = state.hands[state.active]!;
  if (handValue(hand.cards).total >= 21) hand.done = true;
  if (hand.done) advance(state, draw);
}

/** Deals the round: player, dealer, player, dealer (the hole card). Blackjacks settle at once. */
export function dealBlackjack(bet: number, draw: () => Card): BjState {
  const p1 = draw();
  const d1 = draw();
  const p2 = draw();
  const d2 = draw();
  const state: BjState = {
    hands: [{ cards: [p1, p2], bet, doubled: false, done: false }],
    active: 0,
    dealer: [d1, d2],
    split: false,
    over: false,
    returns: [],
  };
  // The dealer peeks: a dealer blackjack ends the round before the player acts, as does a player blackjack.
  if (isBlackjack(state.dealer) || isBlackjack(state.hands[0]!.cards)) {
    state.hands[0]!.done = true;
    settleAll(state);
  }
  return state;
}

/** Applies one action to the active hand; `raise` is the stake added (double or split), already taken by the caller. */
export function act(state: BjState, action: BjAction, draw: () => Card): void {
  if (!allowedActions(state).includes(action)) throw new Error(`Cannot ${action} now`);
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(draw());
      afterCard(state, draw);
      return;
    case 'stand':
      hand.done = true;
      advance(state, draw);
      return;
    case 'double':
      hand.bet *= 2;
      hand.doubled = true;
      hand.cards.push(draw());
      hand.done = true;
      advance(state, draw);
      return;
    case 'split': {
      const second: BjHand = { cards: [hand.cards[1]!], bet: hand.bet, doubled: false, done: false };
      hand.cards = [hand.cards[0]!];
      state.hands.push(second);
      state.split = true;
      hand.cards.push(draw());
      second.cards.push(draw());
      if (isSplitAces(state, hand)) {
        hand.done = true;
        second.done = true;
        advance(state, draw);
        return;
      }
      afterCard(state, draw);
      return;
    }
  }
}

/** The stake an action adds: a double or a split puts up the hand's bet again. */
export function raiseFor(state: BjState, action: BjAction): number {
  return action === 'double' || action === 'split' ? state.hands[state.active]!.bet : 0;
}

export const totalBet = (state: BjState) => state.hands.reduce((a, h) => a + h.bet, 0);
export const totalReturn = (state: BjState) => state.returns.reduce((a, b) => a + b, 0);

/** The first `count` cards of a round's shuffled shoe, in the order they are dealt. */
export function shuffledCards(rng: Rng, count = ROUND_CARDS): Card[] {
  const shoe = new Shoe(DECKS, rng);
  const cards: Card[] = [];
  for (let i = 0; i < count; i += 1) cards.push(shoe.deal());
  return cards;
}

/**
 * Basic strategy for these rules (6 decks, dealer stands on soft 17, double after split, no surrender): the play
 * the RTP simulation makes. `up` is the dealer's up card value (1 = ace … 10).
 */
export function basicStrategy(state: BjState, up: number): BjAction {
  const allowed = allowedActions(state);
  const hand = state.hands[state.active]!;
  const canDouble = allowed.includes('double');
  const dealer = up === 1 ? 11 : up;
  if (allowed.includes('split')) {
    const pair = blackjackValue(hand.cards[0]!);
    const split =
      pair === 1 ||
      pair === 8 ||
      ((pair === 2 || pair === 3 || pair === 7) && dealer <= 7) ||
      (pair === 4 && (dealer === 5 || dealer === 6)) ||
      (pair === 6 && dealer <= 6) ||
      (pair === 9 && dealer !== 7 && dealer <= 9);
    if (split) return 'split';
  }
  const { total, soft } = handValue(hand.cards);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (dealer >= 3 && dealer <= 6) return canDouble ? 'double' : 'stand';
      return dealer <= 8 ? 'stand' : 'hit';
    }
    const doubleFrom = total === 17 ? 3 : total >= 15 ? 4 : 5;
    return canDouble && dealer >= doubleFrom && dealer <= 6 ? 'double' : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return dealer <= 6 ? 'stand' : 'hit';
  if (total === 12) return dealer >= 4 && dealer <= 6 ? 'stand' : 'hit';
  if (total === 11) return canDouble && dealer <= 10 ? 'double' : 'hit';
  if (total === 10) return canDouble && dealer <= 9 ? 'double' : 'hit';
  if (total === 9) return canDouble && dealer >= 3 && dealer <= 6 ? 'double' : 'hit';
  return 'hit';
}

/** One round played by basic strategy on `shoe` (reset by the caller): what was staked and what came back. */
export function basicStrategyRound(shoe: Shoe, bet: number): { bet: number; win: number } {
  const draw = () => shoe.deal();
  const state = dealBlackjack(bet, draw);
  const up = blackjackValue(state.dealer[0]!);
  while (!state.over) act(state, basicStrategy(state, up), draw);
  return { bet: totalBet(state), win: totalReturn(state) };
}
