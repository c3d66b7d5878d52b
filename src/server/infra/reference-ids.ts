import { randomBytes } from 'node:crypto';
import { CROCKFORD_ALPHABET, formatReferenceId, REFERENCE_ID_CHARACTERS, type ReferencePrefix } from '../../shared/reference-id.js';

/** A new reference ID with 80 bits from the crypto random source. */
export function generateReferenceId(prefix: ReferencePrefix): string {
  return formatReferenceId(prefix, randomCrockford(REFERENCE_ID_CHARACTERS));
}

/**
 * A driver profile's ID, e.g. DRV-7K3M-Q9XD: 40 random bits. Only admins see it, so it need not
 * be unguessable like a reference ID; the unique index settles the rare collision.
 */
export function generateDriverProfileId(): string {
  const characters = randomCrockford(8);
  return `DRV-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** `count` Crockford base32 characters, 5 random bits each, from the crypto random source. */
export function randomCrockford(count: number): string {
  const bytes = randomBytes(Math.ceil((count * 5) / 8));
  let bits = 0;
  let bitCount = 0;
  let characters = '';
  for (const byte of bytes) {
    bits = (bits << 8) | byte;
    bitCount += 8;
    while (bitCount >= 5 && characters.length < count) {
      bitCount -= 5;
      characters += CROCKFORD_ALPHABET[(bits >> bitCount) & 31];
    }
    bits &= (1 << bitCount) - 1;
  }
  return characters;
}
