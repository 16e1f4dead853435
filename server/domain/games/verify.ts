// Recomputes a round's outcome from its seeds: the same derivation the live rounds use, answered as data and in words.
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/constants.ts';
import type { VerifiedRound } from '../../../contract/game-api.ts';
import { builtinGame } from '../../games/registry.ts';
import { badInput } from '../errors.ts';
import { fairRng, hashSeed } from './fair.ts';

export function outcomeOf(
  slug: string,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: Record<string, number | string> = {},
  language: Language = DEFAULT_LANGUAGE,
): VerifiedRound {
  const game = builtinGame(slug);
  if (!game) throw badInput('This game cannot be verified');
  const checked = game.verifyParams ? game.verifyParams.parse(params) : {};
  const { outcome, words, wordsFil } = game.verify(fairRng(serverSeed, clientSeed, nonce), checked);
  return { serverSeedHash: hashSeed(serverSeed), outcome, words: language === 'fil' && wordsFil ? wordsFil : words };
}
