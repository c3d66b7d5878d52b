// Admin passwords: argon2id with OWASP's recommended cost (19 MiB, 2 passes), never stored plain.
import argon2 from 'argon2';

const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/** True when a hash was made with other (older) settings and should be remade at the next sign-in. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, HASH_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an e-mail with no account: otherwise a
 * fast "no" would tell an attacker which addresses are admins.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no admin has');
  await verifyPassword(await decoyHash, password);
  return false;
}
