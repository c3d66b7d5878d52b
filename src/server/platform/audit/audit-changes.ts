// What an event may say changed: the fields that did, before and after, and never a secret.
import type { AuditChanges, AuditValue } from '../../../shared/audit/audit.js';

// Field names that would carry a secret: passwords and their hashes, codes, tokens, TOTP secrets,
// card data, a driver's licence number, a Social Security number. A change naming one is a programming error, refused
// before it reaches the table (and so with the change's rollback).
const SECRET_FIELD = /password|secret|token|code|otp|cvc|cvv|card|licen[cs]e|ssn|social/i;

/** Thrown when an event would record a secret field; a bug, so it fails loudly (and rolls back). */
export class SecretInAuditEvent extends Error {}

export function assertNoSecrets(changes: AuditChanges): void {
  for (const field of Object.keys(changes)) {
    if (SECRET_FIELD.test(field)) throw new SecretInAuditEvent(`an audit event may not record the field "${field}"`);
  }
}

/** Facts of an event that changed no field (a download, a sign-in): each as an `after`. */
export function factsOf(facts: Record<string, AuditValue>): AuditChanges {
  return Object.fromEntries(Object.entries(facts).map(([field, value]) => [field, { before: null, after: value }]));
}

/** One field's change, or nothing when it kept its value (a save of the same status with new notes). */
export function changeOf(field: string, before: AuditValue, after: AuditValue): AuditChanges {
  return before === after ? {} : { [field]: { before, after } };
}
