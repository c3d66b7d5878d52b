// Admin passwords: argon2id with OWASP's recommended cost (19 MiB, 2 passes), never stored plain.
// The native argon2 module is loaded at the first sign-in or password set, not at start
// (docs/decisions/053-memory-at-rest.md).
import { loadOnce } from '../../infra/load-once.js';

const argon2 = loadOnce(async () => {
  // The module's own object (CommonJS), not the namespace's copies of its functions: what
  // `import argon2 from 'argon2'` gave, and what a test's spy replaces.
  const { default: library } = await import('argon2');
  return { library, options: { type: library.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const };
});

export async function hashPassword(password: string): Promise<string> {
  const { library, options } = await argon2();
  return library.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const { library } = await argon2();
  try {
    return await library.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/** True when a hash was made with other (older) settings and should be remade at the next sign-in. */
export async function needsRehash(hash: string): Promise<boolean> {
  const { library, options } = await argon2();
  return library.needsRehash(hash, options);
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
