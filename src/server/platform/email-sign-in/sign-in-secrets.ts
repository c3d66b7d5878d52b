// The two secrets of a sign-in: the link's token (256 random bits, platform/security/tokens.ts) and a
// 6-digit code. Only their SHA-256 hashes are stored. The code's hash is salted with the row's
// token hash, so two sign-ins with the same code store different hashes and one precomputed
// table of the million codes fits no row.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../security/tokens.js';

export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashSignInCode(tokenHash: string, code: string): string {
  return createHash('sha256').update(`${tokenHash}:${code}`).digest('hex');
}

/** Whether `code` is the sign-in's code; compared in constant time. */
export function isSignInCode(signIn: { tokenHash: string; codeHash: string }, code: string): boolean {
  const typed = Buffer.from(hashSignInCode(signIn.tokenHash, code), 'hex');
  const stored = Buffer.from(signIn.codeHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/** A new sign-in's link token and code, as mailed, and their hashes, as stored. */
export interface SignInSecrets {
  token: string;
  code: string;
  tokenHash: string;
  codeHash: string;
}

export function newSignInSecrets(): SignInSecrets {
  const token = newToken();
  const code = newSignInCode();
  const tokenHash = hashToken(token);
  return { token, code, tokenHash, codeHash: hashSignInCode(tokenHash, code) };
}
