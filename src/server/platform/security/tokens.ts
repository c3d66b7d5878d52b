// Session and device tokens: 256 random bits for the browser, and their SHA-256 for the database,
// so a leaked database backup holds no usable session.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as our code makes it: 43 base64url characters. Anything else is not looked up. */
export function isWellFormedToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
