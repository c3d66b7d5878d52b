// A customer's contact preferences: read (the default until they choose) and saved with the audit
// event of the change, in one transaction. The event names the customer by a hash of their
// address (customerRecordId), never the address itself.
import { DEFAULT_CUSTOMER_PREFERENCES, type CustomerPreferences } from '../../../shared/customer-portal/customer-portal.js';
import { SERVICE_REQUEST_STATUSES } from '../../../shared/service-requests/service-requests.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { changeOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { customerRecordId } from '../../platform/audit/customer-record-id.js';
import type { Database } from '../../db/client.js';
import { findStatusEmails, saveStatusEmails } from './status-email-preferences-repository.js';

type PreferenceDeps = { db: Database };

/** The statuses in their usual order, each once, whatever order and repeats were sent. */
function inStatusOrder(statuses: readonly string[]): CustomerPreferences['statusEmails'] {
  return SERVICE_REQUEST_STATUSES.filter((status) => statuses.includes(status));
}

export async function customerPreferencesOf({ db }: PreferenceDeps, email: string): Promise<CustomerPreferences> {
  const statusEmails = await findStatusEmails(db, email);
  return statusEmails === undefined ? DEFAULT_CUSTOMER_PREFERENCES : { statusEmails: inStatusOrder(statusEmails) };
}

export async function saveCustomerPreferences(
  { db }: PreferenceDeps,
  email: string,
  preferences: CustomerPreferences,
  origin: AuditOrigin,
  now = new Date(),
): Promise<CustomerPreferences> {
  const statusEmails = inStatusOrder(preferences.statusEmails);
  await db.transaction(async (tx) => {
    const before = (await findStatusEmails(tx, email)) ?? DEFAULT_CUSTOMER_PREFERENCES.statusEmails;
    await saveStatusEmails(tx, email, statusEmails, now);
    await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
      action: 'customer.preferences_changed',
      recordType: 'customer',
      recordId: customerRecordId(email),
      changes: changeOf('statusEmails', inStatusOrder(before).join(', '), statusEmails.join(', ')),
    });
  });
  return { statusEmails };
}
