// Ending customer sessions from the page: this browser's ("sign out"), or every browser's of the
// address ("sign out everywhere", for a lost phone or a shared computer). Each is audited.
import type { Database } from '../../db/client.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../audit/audit-context.js';
import { factsOf } from '../audit/audit-changes.js';
import { customerRecordId } from '../audit/customer-record-id.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { endSession } from '../sessions/session-kind.js';
import { CUSTOMER_SESSIONS, type SignedInCustomer } from './customer-session.js';
import { deleteCustomerSessionsOf } from './session-repository.js';

export async function signOutCustomer(db: Database, customer: SignedInCustomer, origin: AuditOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await endSession(tx, CUSTOMER_SESSIONS, customer.tokenHash);
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
