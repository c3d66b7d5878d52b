// Reference IDs: 80 random bits in Crockford base32 (no I, L, O, U: nothing to misread aloud),
// in four groups of four behind a prefix, e.g. SR-7K3M-Q9XD-2HVB-N4TE. They appear in payment
// links, so they must be unguessable; the server makes them from the crypto random source.

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const REFERENCE_PREFIXES = {
  serviceRequest: 'SR',
  driverApplication: 'DA',
} as const;
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[keyof typeof REFERENCE_PREFIXES];

export const REFERENCE_ID_CHARACTERS = 16;
export const REFERENCE_ID_PATTERN = /^(SR|DA)-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Formats 16 Crockford characters as PREFIX-XXXX-XXXX-XXXX-XXXX. */
export function formatReferenceId(prefix: ReferencePrefix, characters: string): string {
  const groups = characters.match(/.{4}/g) ?? [];
  return [prefix, ...groups].join('-');
}

/**
 * What a customer typed, as the canonical ID, or null when it cannot be one. Case, spaces and
 * dashes do not matter, and the letters people confuse with digits are read as those digits.
 */
export function normalizeReferenceId(input: string): string | null {
  // Links and the look-up page send the canonical form: one test, no copies (the busiest path).
  if (REFERENCE_ID_PATTERN.test(input)) return input;
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  const prefix = compact.slice(0, 2);
  const characters = compact.slice(2);
  if (prefix !== 'SR' && prefix !== 'DA') return null;
  if (characters.length !== REFERENCE_ID_CHARACTERS) return null;
  if ([...characters].some((character) => !CROCKFORD_ALPHABET.includes(character))) return null;
  return formatReferenceId(prefix, characters);
}

/** Whether `text` could be a piece of a reference ID as stored (its letters, digits and dashes). */
export function couldBePartOfReferenceId(text: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z-]+$/.test(text.toUpperCase());
}

/** True when a canonical reference ID names a service request (driver applications use DA-). */
export function isServiceRequestReferenceId(referenceId: string): boolean {
  return referenceId.startsWith(`${REFERENCE_PREFIXES.serviceRequest}-`) && normalizeReferenceId(referenceId) === referenceId;
}
