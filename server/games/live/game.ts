// The live tables in the registry: no instant play (bets go on the table's shared round), a verification that
// recomputes a round from its revealed seed (client seed = the table, nonce = the round number) and a simulation.
import type { BuiltinGame } from '../builtin-game.ts';
import { COLOR_GAME_RTP, colorReturn, rollDice } from '../color-game/rules.ts';
import { liveColorFil } from '../live-color-game/fil.ts';
import { puntoBancoLiveFil } from '../punto-banco-live/fil.ts';
import { baccaratReturn, dealBaccarat } from './baccarat.ts';
import { liveBaccaratTable, liveColorTable, type LiveTable } from './tables.ts';

/** The average of the Player and Banker bets' returns (the bets a table mostly takes), exact for the dealing. */
export const LIVE_BACCARAT_RTP = 0.98853930205;

const verifyWith =
  (table: LiveTable): BuiltinGame['verify'] =>
  (rng) => {
    const outcome = table.draw(rng);
    return { outcome, words: table.words(outcome), wordsFil: table.wordsFil(outcome) };
  };

export const liveColorGame: BuiltinGame = {
  slug: 'live-color-game',
  dir: 'live-color-game',
  rtp: COLOR_GAME_RTP,
  fil: liveColorFil,
  verify: verifyWith(liveColorTable as unknown as LiveTable),
  simulate: (rng) => {
    const color = Math.floor(rng() * 6);
    return { bet: 100, win: colorReturn(rollDice(rng), color, 100) };
  },
};

export const liveBaccarat: BuiltinGame = {
  slug: 'punto-banco-live',
  dir: 'punto-banco-live',
  rtp: LIVE_BACCARAT_RTP,
  fil: puntoBancoLiveFil,
  verify: verifyWith(liveBaccaratTable as unknown as LiveTable),
  simulate: (rng) => {
    const option = rng() < 0.5 ? 0 : 1;
    return { bet: 100, win: baccaratReturn(dealBaccarat(rng).winner, option, 100) };
  },
};
