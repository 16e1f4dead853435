// Password hashing with argon2id. Hashes never leave the server.
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong enough, and quick enough on a 2-core box.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown account) it still verifies against a dummy hash, so a wrong
 * account name takes as long to refuse as a wrong password and timing does not tell which one was wrong.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
