// Recomputes a round's outcome from its seeds: the same derivation the live rounds use.
import type { RoundOutcome } from '../../../contract/index.ts';
import { rollDice } from '../../games/color-game/rules.ts';
import { placeMines } from '../../games/mines/rules.ts';
import { playSlot, LINES } from '../../games/slot/rules.ts';
import { badInput } from '../errors.ts';
import { fairRng, hashSeed } from './fair.ts';

export function outcomeOf(gameId: string, serverSeed: string, clientSeed: string, nonce: number, mines?: number): RoundOutcome {
  const rng = fairRng(serverSeed, clientSeed, nonce);
  const serverSeedHash = hashSeed(serverSeed);
  if (gameId === 'lucky-sampaguita') {
    const round = playSlot(rng, LINES);
    return { serverSeedHash, grids: [round.base.grid, ...round.freeSpins.map((s) => s.grid)] };
  }
  if (gameId === 'color-game') return { serverSeedHash, dice: rollDice(rng) };
  if (gameId === 'mines') {
    if (mines === undefined) throw badInput('Say how many mines the round had');
    return { serverSeedHash, mines: placeMines(rng, mines) };
  }
  throw badInput('This game cannot be verified');
}
