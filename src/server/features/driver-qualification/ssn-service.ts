// Recording a driver's Social Security number (issue 41): at hire (the hire's transaction calls
// storeDriverSsn) or later from the qualification file (PUT .../drivers/:id/ssn). The number is
// sealed with FIELD_ENCRYPTION_KEY (platform/security/field-encryption.ts), bound to the driver's
// row, and only its last four digits are kept beside it for the masked view. It is never logged,
// never in an audit event (the event says a number was recorded, not which), never exported and
// never answered whole. Without a key nothing is stored: 409, never the number in the clear.
import { maskedSsn, SSN_NEEDS_KEY, type RecordedSsn } from '../../../shared/driver-qualification/ssn.js';
import type { Database, Executor } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { sealField } from '../../platform/security/field-encryption.js';
import { lockDriverSsn, updateDriverSsn } from './ssn-repository.js';

export interface SsnDeps {
  db: Database;
  /** FIELD_ENCRYPTION_KEY; unset: no number can be recorded. */
  fieldEncryptionKey: Buffer | undefined;
}

export const DRIVER_NOT_FOUND = 'There is no driver with that id.';

/** What a sealed number is bound to: a value copied to another driver's row does not open. */
export function ssnContext(driverProfileId: number): string {
  return `driver_profiles.ssn_ciphertext:${driverProfileId}`;
}

/** Refuses, before anything is written, a number the server could not keep encrypted. */
export function requireFieldKey(key: Buffer | undefined): Buffer {
  if (!key) throw conflict(SSN_NEEDS_KEY);
  return key;
}

/**
 * Seals and stores `ssn` (nine digits, checked by the shared ssnField) on the driver's row inside
 * the caller's transaction, audited driver_profile.ssn_recorded. `via` says where it was typed.
 */
export async function storeDriverSsn(
  tx: Executor,
  key: Buffer | undefined,
  driverProfileId: number,
  ssn: string,
  audit: MemberAuditContext,
  via: 'hire' | 'qualification_file',
): Promise<RecordedSsn> {
  const sealingKey = requireFieldKey(key);
  const before = await lockDriverSsn(tx, driverProfileId);
  if (!before) throw notFound(DRIVER_NOT_FOUND);
  const last4 = ssn.slice(-4);
  await updateDriverSsn(tx, driverProfileId, { ciphertext: sealField(sealingKey, ssn, ssnContext(driverProfileId)), last4 });
  // That a number was recorded, and whether it replaced one: never the number, nor its last digits.
  await recordAuditEvent(tx, audit, {
    action: 'driver_profile.ssn_recorded',
    recordType: 'driver_profile',
    recordId: driverProfileId,
    changes: factsOf({ via, replacedEarlier: before.recorded }),
  });
  return { ssnMasked: maskedSsn(last4) };
}

export async function recordDriverSsn(
  deps: SsnDeps,
  driverProfileId: number,
  ssn: string,
  audit: MemberAuditContext,
): Promise<RecordedSsn> {
  requireFieldKey(deps.fieldEncryptionKey);
  return deps.db.transaction((tx) => storeDriverSsn(tx, deps.fieldEncryptionKey, driverProfileId, ssn, audit, 'qualification_file'));
}
