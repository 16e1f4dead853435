// The live tables: what a round draws from its revealed seed and what each option's stake returns. Pure; the table
// engine (server/domain/games/live/) runs the clock, the bets and the settlement around these.
import { colorReturn, COLORS, rollDice } from '../color-game/rules.ts';
import type { Rng } from '../rng.ts';
import { BACCARAT_OPTIONS, baccaratReturn, dealBaccarat, points, RANKS, type BaccaratHand } from './baccarat.ts';

export interface LiveTable<R extends Record<string, unknown> = Record<string, unknown>> {
  slug: string;
  /** The bet spots, in the order of a bet's `stakes`. */
  options: readonly string[];
  draw(rng: Rng): R;
  /** What the stakes (by option, hundredths) return for the result, stakes of winning options included. */
  returns(result: R, stakes: readonly number[]): number;
  words(result: R): string;
  /** The same words in Filipino (verify answers them for a page in Filipino). */
  wordsFil(result: R): string;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/** COLORS in Filipino, in the same order. */
const COLORS_FIL = ['dilaw', 'puti', 'rosas', 'asul', 'pula', 'berde'] as const;

export const liveColorTable: LiveTable<{ dice: number[] }> = {
  slug: 'live-color-game',
  options: COLORS,
  draw: (rng) => ({ dice: rollDice(rng) }),
  returns: ({ dice }, stakes) => {
    let win = 0;
    for (let i = 0; i < stakes.length; i += 1) if (stakes[i]! > 0) win += colorReturn(dice, i, stakes[i]!);
    return win;
  },
  words: ({ dice }) => `The dice showed ${dice.map((d) => COLORS[d]).join(', ')}.`,
  wordsFil: ({ dice }) => `Lumabas sa dice ang ${dice.map((d) => COLORS_FIL[d]).join(', ')}.`,
};

const cards = (hand: number[]) => hand.map((r) => RANKS[r]).join(' ');

export const liveBaccaratTable: LiveTable<BaccaratHand & Record<string, unknown>> = {
  slug: 'punto-banco-live',
  options: BACCARAT_OPTIONS,
  draw: (rng) => ({ ...dealBaccarat(rng) }),
  returns: ({ winner }, stakes) => {
    let win = 0;
    for (let i = 0; i < stakes.length; i += 1) if (stakes[i]! > 0) win += baccaratReturn(winner, i, stakes[i]!);
    return win;
  },
  words: (hand) =>
    `Player drew ${cards(hand.player)} (${hand.playerTotal}), Banker drew ${cards(hand.banker)} (${hand.bankerTotal}): ` +
    `${hand.winner === 2 ? 'a tie' : `${cap(BACCARAT_OPTIONS[hand.winner])} wins`}.`,
  wordsFil: (hand) =>
    `Nakuha ng Player ang ${cards(hand.player)} (${hand.playerTotal}), at ng Banker ang ${cards(hand.banker)} (${hand.bankerTotal}): ` +
    `${hand.winner === 2 ? 'tabla (Tie)' : `panalo ang ${cap(BACCARAT_OPTIONS[hand.winner])}`}.`,
};

export const LIVE_TABLES: readonly LiveTable[] = [liveColorTable as unknown as LiveTable, liveBaccaratTable as unknown as LiveTable];
export const liveTable = (slug: string): LiveTable | undefined => LIVE_TABLES.find((t) => t.slug === slug);
export { points };
