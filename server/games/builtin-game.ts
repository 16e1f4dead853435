// What a built-in game declares: its page folder, how an instant round is staked and played, and how a round is
// recomputed from revealed seeds. Each game's module under server/games/<game>/game.ts fills one in.
import type { z } from 'zod';
import type { PageTexts } from './page-texts.ts';
import type { Rng } from './rng.ts';

export interface Verification {
  /** The outcome as data (what the page draws). */
  outcome: Record<string, unknown>;
  /** The outcome in words for a player, e.g. "Mines were on tiles 3, 9 and 17". */
  words: string;
  /** The same in Filipino, for a page opened in Filipino. */
  wordsFil?: string;
}

export interface InstantPlay<B> {
  /** The play body (declared in contract/game-api.ts). */
  body: z.ZodType<B>;
  /** The total stake in hundredths, or a player-facing reason the bet is refused. */
  stake(body: B): number | { refused: string };
  /** Draws and settles the round; `win` is what comes back to the player, stake included. */
  play(rng: Rng, body: B): { win: number };
  /** The values of the bet the draw depends on, kept on the round so it can be verified later. */
  params?(body: B): Record<string, number | string>;
}

export interface BuiltinGame {
  slug: string;
  /**
   * Folder under server/games/ whose page/ holds index.html, game.js, style.css and other assets. Absent for a game
   * the app draws itself (the coin pusher), which no launch URL can open.
   */
  dir?: string;
  /** Declared return to player (fraction); the RTP bench simulates `simulate` against it. */
  rtp: number;
  /** Present for games that settle in one request (action `play`); stateful games have their own actions. */
  instant?: InstantPlay<never>;
  /** The params a verification needs (checked before `verify` runs); none when the draw depends on nothing. */
  verifyParams?: z.ZodType<Record<string, number | string>>;
  /** Recomputes a round from its revealed seeds and the round's params. */
  verify(rng: Rng, params: Record<string, number | string>): Verification;
  /**
   * Data a page shared by several games draws itself from (served as `/games/<slug>/table.js`, setting
   * `window.GAME_TABLE`), so the rules' own table is the one the player sees.
   */
  pageData?(): Record<string, unknown>;
  /** The page in Filipino (every game with a page has one; tests/unit/server/game-pages-fil.test.ts checks it). */
  fil?: PageTexts;
  /** One typical round for the RTP simulation: what was staked and what came back. */
  simulate?(rng: Rng): { bet: number; win: number };
}

/** Narrows an instant play's body type where a game declares it, and widens it for the list. */
export function instant<B>(play: InstantPlay<B>): InstantPlay<never> {
  return play as unknown as InstantPlay<never>;
}
