// A customer's contact preferences: which status changes they are e-mailed about. One row per
// normalised address; no row means the default (every status change), so customers who never
// open their page keep today's behaviour.
import { eq } from 'drizzle-orm';
import { normalizeCustomerEmail } from '../../../shared/customer-portal/customer-account.js';
import type { ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { customerPreferences } from '../../db/schema.js';

/** The statuses `email` chose to be e-mailed about, or undefined when they never chose. */
export async function findStatusEmails(executor: Executor, email: string): Promise<ServiceRequestStatus[] | undefined> {
  const [row] = await executor
    .select({ statusEmails: customerPreferences.statusEmails })
    .from(customerPreferences)
    .where(eq(customerPreferences.email, normalizeCustomerEmail(email)))
    .limit(1);
  return row?.statusEmails;
}

/** Whether the customer with `email` (any case) wants an e-mail when a request moves to `status`. */
export async function statusEmailWanted(executor: Executor, email: string, status: ServiceRequestStatus): Promise<boolean> {
  const statusEmails = await findStatusEmails(executor, email);
  return statusEmails === undefined || statusEmails.includes(status);
}

/** Saves the statuses `email` is e-mailed about (replacing an earlier choice). */
export async function saveStatusEmails(executor: Executor, email: string, statusEmails: ServiceRequestStatus[], at: Date): Promise<void> {
  const normalized = normalizeCustomerEmail(email);
  await executor
    .insert(customerPreferences)
    .values({ email: normalized, statusEmails, updatedAt: at })
    .onConflictDoUpdate({ target: customerPreferences.email, set: { statusEmails, updatedAt: at } });
}
