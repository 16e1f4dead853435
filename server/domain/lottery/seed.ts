// The server side of the commitment: a fresh secret seed per draw, its published hash, and the numbers it draws (the
// same contract function the app re-runs in the browser).
import { createHash, randomBytes } from 'node:crypto';
import { numbersFromSeed, toHex } from '../../../contract/lottery.ts';

const sha256 = (text: string): Promise<Uint8Array> => Promise.resolve(new Uint8Array(createHash('sha256').update(text).digest()));

export const newSeed = (): string => randomBytes(32).toString('hex');
export const seedHashOf = async (seed: string): Promise<string> => toHex(await sha256(seed));
export const drawNumbers = (seed: string): Promise<number[]> => numbersFromSeed(seed, sha256);
