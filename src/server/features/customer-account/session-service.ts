// Ending customer sessions from the page: this browser's ("sign out"), or every browser's of the
// address ("sign out everywhere", for a lost phone or a shared computer). Each is audited.
import type { Database } from '../../db/client.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { customerRecordId } from './customer-record-id.js';
import { deleteCustomerSession, deleteCustomerSessionsOf } from './session-repository.js';
import type { SignedInCustomer } from './sessions.js';

export async function signOutCustomer(db: Database, customer: SignedInCustomer, origin: AuditOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteCustomerSession(tx, customer.tokenHash);
    await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
      action: 'customer.signed_out',
      recordType: 'customer',
      recordId: customerRecordId(customer.email),
    });
  });
}

/** Ends every session of the customer's address, this one included; resolves to how many ended. */
export async function signOutCustomerEverywhere(db: Database, customer: SignedInCustomer, origin: AuditOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    const sessionsEnded = await deleteCustomerSessionsOf(tx, customer.email);
    await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
      action: 'customer.signed_out_everywhere',
      recordType: 'customer',
      recordId: customerRecordId(customer.email),
      changes: factsOf({ sessionsEnded }),
    });
    return sessionsEnded;
  });
}
