// Blackjack rounds: the stake is taken and the round's shoe shuffled at the deal; each action (hit, stand, double,
// split) moves the round on under the wallet lock; a double or split takes its extra stake as a further debit of the
// same round; the round settles once, when the dealer has played. One open round per launch, as for Mines.
import type { Database } from '../../db/database.ts';
import {
  act,
  allowedActions,
  dealBlackjack,
  handValue,
  raiseFor,
  shuffledCards,
  totalReturn,
  type BjAction,
  type BjState,
} from '../../games/blackjack/rules.ts';
import type { Card } from '../../games/cards/shoe.ts';
import { badInput, conflict } from '../errors.ts';
import type { GameSession } from './launches.ts';
import { fairnessOf, lockRound, openRoundOfLaunch, startRound } from './multi-step-rounds.ts';
import { openRound, raiseStake, sessionBalance, settle, type Fairness, type RoundOptions, type RoundRow } from './rounds.ts';

interface BlackjackDetail {
  /** The round's shuffled shoe, first card first; kept from the player until the round is over. */
  shoe: Card[];
  /** How many cards of the shoe have been dealt. */
  dealt: number;
  state: BjState;
  /** How many extra stakes (doubles, splits) have been taken, naming each debit. */
  raises: number;
}

export interface BlackjackView extends Fairness {
  roundId: string;
  /** Total staked on the round so far (doubles and splits included). */
  bet: number;
  state: 'open' | 'settled';
  hands: { cards: Card[]; bet: number; total: number; soft: boolean; doubled: boolean; done: boolean }[];
  active: number;
  /** The dealer's cards: the up card only while the round is open. */
  dealer: Card[];
  dealerTotal: number;
  actions: BjAction[];
  returns: number[];
  win: number;
  balance: number;
}

function view(round: RoundRow, detail: BlackjackDetail, balance: number, fairness: Fairness): BlackjackView {
  const s = detail.state;
  const dealer = s.over ? s.dealer : s.dealer.slice(0, 1);
  return {
    roundId: round.round_id,
    bet: round.bet,
    state: s.over ? 'settled' : 'open',
    hands: s.hands.map((h) => ({ cards: h.cards, bet: h.bet, ...handValue(h.cards), doubled: h.doubled, done: h.done })),
    active: s.active,
    dealer,
    dealerTotal: handValue(dealer).total,
    actions: allowedActions(s),
    returns: s.returns,
    win: s.over ? totalReturn(s) : 0,
    balance,
    ...fairness,
  };
}

const FINISH_FIRST = 'Finish your open hand first';

/** Draws the next card of the round's shoe. */
const drawFrom = (detail: BlackjackDetail) => () => {
  const card = detail.shoe[detail.dealt];
  if (card === undefined) throw new Error('The round ran out of cards');
  detail.dealt += 1;
  return card;
};

/** The launch's open hand, if any (for a page that reloads mid-round). */
export async function openBlackjackRound(db: Database, session: GameSession): Promise<BlackjackView | null> {
  const round = await openRoundOfLaunch(db, session);
  if (!round) return null;
  return view(round, round.detail as BlackjackDetail, await sessionBalance(db, session), await fairnessOf(db, round));
}

export async function dealHand(db: Database, session: GameSession, bet: number, now: number, options: RoundOptions = {}): Promise<BlackjackView> {
  return startRound(db, session, FINISH_FIRST, async (trx) => {
    const { round, outcome, balance, fairness } = await openRound(trx, session, bet, (rng) => shuffledCards(rng), now, options);
    const detail = { shoe: outcome, dealt: 0, raises: 0 } as BlackjackDetail;
    detail.state = dealBlackjack(bet, drawFrom(detail));
    if (detail.state.over) {
      const win = totalReturn(detail.state);
      const after = await settle(trx, round, win, detail, now);
      return view({ ...round, state: 'settled', win }, detail, after, fairness);
    }
    await trx
      .updateTable('game_rounds')
      .set({ detail: JSON.stringify(detail) })
      .where('id', '=', round.id)
      .execute();
    return view(round, detail, balance, fairness);
  });
}

const ACTION_WORDS: Record<BjAction, string> = { hit: 'hit', stand: 'stand', double: 'double', split: 'split' };

export async function blackjackAction(db: Database, session: GameSession, roundId: string, action: BjAction, now: number): Promise<BlackjackView> {
  return db.transaction().execute(async (trx) => {
    let round = await lockRound(trx, session, roundId);
    if (round.state !== 'open') throw conflict('This hand is over');
    const detail = structuredClone(round.detail as BlackjackDetail);
    if (!allowedActions(detail.state).includes(action)) throw badInput(`You cannot ${ACTION_WORDS[action]} this hand now`);
    const fairness = await fairnessOf(trx, round);
    const extra = raiseFor(detail.state, action);
    let balance: number | null = null;
    if (extra > 0) {
      detail.raises += 1;
      ({ round, balance } = await raiseStake(trx, session, round, extra, `${action}-${detail.raises}`, now));
    }
    act(detail.state, action, drawFrom(detail));
    if (detail.state.over) {
      const win = totalReturn(detail.state);
      const after = await settle(trx, round, win, detail, now);
      return view({ ...round, state: 'settled', win }, detail, after, fairness);
    }
    await trx
      .updateTable('game_rounds')
      .set({ detail: JSON.stringify(detail) })
      .where('id', '=', round.id)
      .execute();
    return view(round, detail, balance ?? (await sessionBalance(trx, session)), fairness);
  });
}
