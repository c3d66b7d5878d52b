// How the audit log names a customer: a customer has no account id, and the log must not hold
// their address, so the record is the first 16 hex characters of the normalised address's SHA-256.
// The same address always gives the same id, so a customer's events can be read together.
import { createHash } from 'node:crypto';
import { normalizeCustomerEmail } from '../../../shared/customer-portal/customer-account.js';

export function customerRecordId(email: string): string {
  return createHash('sha256').update(normalizeCustomerEmail(email)).digest('hex').slice(0, 16);
}
