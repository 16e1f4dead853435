// A slot on the engine as a built-in game: the bet splits into the slot's units, a round is one paid spin and its
// free spins, and verification recomputes the reels and says them in words.
import type { z } from 'zod';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import type { PageTexts } from '../page-texts.ts';
import { gridWords, playRound, roundReturn, validBet, type Slot } from './engine.ts';

export function slotGame(options: {
  slug: string;
  dir: string;
  slot: Slot;
  rtp: number;
  body: z.ZodType<{ bet: number }>;
  names?: readonly string[];
  /** The page in Filipino; its table also names the symbols in the Filipino verify words. */
  fil: PageTexts;
}): BuiltinGame {
  const { slot } = options;
  const units = slot.config.betUnits;
  const names = options.names ?? slot.config.symbols;
  const namesFil = names.map((name) => options.fil.texts[name] ?? name);
  const grid = new Uint8Array(slot.config.reels * slot.config.rows);
  return {
    slug: options.slug,
    dir: options.dir,
    rtp: options.rtp,
    instant: instant({
      body: options.body,
      stake: ({ bet }) => (validBet(slot, bet) ? bet : { refused: `Choose a bet that splits evenly into ${units} parts` }),
      play: (rng, { bet }) => playRound(slot, rng, bet),
    }),
    // The outcome does not depend on the bet: verify a one-unit bet and say the reels and the wins in bets.
    verify: (rng) => {
      const round = playRound(slot, rng, units);
      const spins = [round.base, ...round.freeSpins];
      const grids = spins.map((s) => s.grid);
      const wins = (win: number) => (win > 0 ? `paying ${+(win / units).toFixed(2)}× the bet` : 'with no win');
      const free = round.freeSpins.length
        ? `, then ${round.freeSpins.length} free spins with wins ×${round.multiplier} ${wins(round.win - round.base.win)}`
        : '';
      const words = `The reels showed ${gridWords(slot, round.base.grid, names)} (reel by reel, top to bottom) ${wins(round.base.win)}${free}.`;
      const winsFil = (win: number) => (win > 0 ? `nagbayad ng ${+(win / units).toFixed(2)}× ng taya` : 'walang panalo');
      const freeFil = round.freeSpins.length
        ? `; sumunod ang ${round.freeSpins.length} free spins na ×${round.multiplier} ang bawat panalo: ${winsFil(round.win - round.base.win)}`
        : '';
      const wordsFil = `Ipinakita ng mga reel ang ${gridWords(slot, round.base.grid, namesFil)} (bawat reel, mula itaas pababa): ${winsFil(round.base.win)}${freeFil}.`;
      return { outcome: { grids, win: round.win / units }, words, wordsFil };
    },
    // The same draws as a played round, without building its record: a million of these run in a few seconds.
    simulate: (rng) => ({ bet: units, win: Math.round(roundReturn(slot, rng, grid) * units) }),
    fil: options.fil,
  };
}
