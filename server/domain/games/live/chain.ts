// A table's hash chain: seed[i] = sha256(seed[i+1]) down from a secret terminal seed; seed[0] is the commitment,
// published before any round uses the chain. Round k of the chain reveals seed[k], which hashes to seed[k-1] (the
// commitment for k = 1), so every revealed seed checks against what was public before its round opened.
import { randomBytes } from 'node:crypto';
import { hashSeed } from '../fair.ts';

/** All the chain's seeds, seed[0] (the commitment) to seed[length] (the terminal seed). */
export function chainSeeds(terminalSeed: string, length: number): string[] {
  const seeds = new Array<string>(length + 1);
  seeds[length] = terminalSeed;
  for (let i = length - 1; i >= 0; i -= 1) seeds[i] = hashSeed(seeds[i + 1]!);
  return seeds;
}

export function newChain(length: number): { terminalSeed: string; commitment: string } {
  const terminalSeed = randomBytes(32).toString('hex');
  return { terminalSeed, commitment: chainSeeds(terminalSeed, length)[0]! };
}

/** Whether a revealed seed is the one its round promised: it hashes to the previous round's published hash. */
export const seedFollows = (seed: string, prevHash: string): boolean => hashSeed(seed) === prevHash;
