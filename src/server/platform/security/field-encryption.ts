// Fields kept secret at rest (issue 41: a driver's Social Security number), sealed with AES-256-GCM
// under the configuration's FIELD_ENCRYPTION_KEY, so a database backup or a replica holds no
// readable number. A sealed value is one text:
//
//   f1.<key id>.<iv>.<tag>.<ciphertext>      (base64url parts)
//
// f1 is the format; the key id (the first 8 hex digits of the key's SHA-256) says which key sealed
// it, so a later key rotation can keep the old key for the old values; the 12-byte IV is random
// for every value; the 16-byte tag makes any change to the text (or a value moved to another
// row) fail to open. `context` is bound in as associated data: a number sealed for driver 7's row
// does not open as driver 8's.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT = 'f1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key's short fingerprint: names the key without revealing it. */
export function fieldKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function sealField(key: Buffer, plaintext: string, context: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT, fieldKeyId(key), iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Thrown for a sealed value that is damaged, altered, moved to another context, or sealed with another key. */
export class FieldDecryptionError extends Error {}

export function openField(key: Buffer, sealed: string, context: string): string {
  checkKey(key);
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== FORMAT) throw new FieldDecryptionError('not a sealed field');
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  if (keyId !== fieldKeyId(key)) throw new FieldDecryptionError(`sealed with another key (${keyId})`);
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new FieldDecryptionError('damaged tag');
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new FieldDecryptionError('the sealed field was altered');
  }
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('a field encryption key is 32 bytes');
}
