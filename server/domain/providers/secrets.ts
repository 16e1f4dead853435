// Provider signing secrets at rest: AES-256-GCM under a key kept outside the database, PROVIDER_SECRET_KEY (64 hex
// digits) or one made once in DATA_DIR/provider-secret-key. The server needs each secret itself to compute HMACs, so
// it cannot store a one-way hash; encrypting keeps a database copy alone from signing calls as a provider.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

let key: Buffer | undefined;

function masterKey(): Buffer {
  if (key) return key;
  const fromEnv = process.env.PROVIDER_SECRET_KEY?.trim();
  if (fromEnv) {
    if (!/^[0-9a-f]{64}$/i.test(fromEnv)) throw new Error('PROVIDER_SECRET_KEY must be 64 hex digits (32 bytes)');
    return (key = Buffer.from(fromEnv, 'hex'));
  }
  const dir = resolve(process.env.DATA_DIR ?? './data');
  const file = join(dir, 'provider-secret-key');
  const stored = readKey(file);
  if (stored) return (key = stored);
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx': of two processes making it at once, the second reads the first one's key.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = readKey(file);
  if (!made) throw new Error(`${file} does not hold a 32-byte hex key`);
  return (key = made);
}

function readKey(file: string): Buffer | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : undefined;
  } catch {
    return undefined;
  }
}

/** A new signing secret for a provider (shown to the operator once). */
export const newProviderSecret = () => randomBytes(32).toString('base64url');

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey(), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown provider secret format');
  const decipher = createDecipheriv('aes-256-gcm', masterKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
