// Provably fair outcomes: floats from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), 4 bytes a float,
// 8 floats per HMAC block. The server seed's SHA-256 is shown before play and the seed itself after rotation.
import { createHmac, randomBytes, hash } from 'node:crypto';
import type { Rng } from '../../games/rng.ts';

export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');
export const hashSeed = (serverSeed: string): string => hash('sha256', serverSeed, 'hex');

/** The round's random stream: uniform floats in [0, 1) drawn block by block. */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 32;
  return () => {
    if (offset >= 32) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor += 1;
      offset = 0;
    }
    let value = 0;
    for (let i = 0; i < 4; i += 1) value += block[offset + i]! / 256 ** (i + 1);
    offset += 4;
    return value;
  };
}
