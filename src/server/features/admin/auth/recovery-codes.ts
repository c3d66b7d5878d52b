// Recovery codes: one-time stand-ins for a lost authenticator. 50 random bits each, in Crockford
// base32 (nothing to misread), shown once; only a SHA-256 is stored. A slow hash is not needed:
// the codes are random, not chosen by people, so they cannot be guessed from a dictionary.
import { createHash } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../shared/admin/admin-auth.js';
import { CROCKFORD_ALPHABET } from '../../../../shared/reference-id.js';
import { randomCrockford } from '../../../infra/reference-ids.js';

const CODE_CHARACTERS = 10;

/** Fresh codes formatted for people, e.g. 7K3MQ-9XD2H. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = randomCrockford(CODE_CHARACTERS);
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** The code as stored (hashed), however it was typed; undefined when it cannot be a recovery code. */
export function recoveryCodeHash(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== CODE_CHARACTERS) return undefined;
  if ([...compact].some((character) => !CROCKFORD_ALPHABET.includes(character))) return undefined;
  return createHash('sha256').update(compact).digest('hex');
}
