// Which request a texts route is about (issue 40): a signed-in customer's own, by its reference
// (another's answers the portal's one 404), or any, by id, for the office.
import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import { normalizeReferenceId } from '../../../shared/reference-id.js';
import type { Executor } from '../../db/client.js';
import { consigneeContacts, serviceRequests } from '../../db/schema.js';
import { notFound } from '../../errors.js';

export async function ownRequestId(executor: Executor, email: string, referenceId: string): Promise<number> {
  const canonical = normalizeReferenceId(referenceId);
  const [row] = canonical
    ? await executor
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.referenceId, canonical), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
        .limit(1)
    : [];
  if (!row) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return row.id;
}

/** The request, by id, with its language (the office's default for a subscriber's texts); 404 when there is none. */
export async function existingRequest(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({ id: serviceRequests.id, language: serviceRequests.language })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  if (!row) throw notFound('Service request not found.');
  return row;
}

/** The consignee contact's language, when the request has one (the consignee's texts default to it). */
export async function consigneeLanguage(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({ language: consigneeContacts.language })
    .from(consigneeContacts)
    .where(eq(consigneeContacts.serviceRequestId, serviceRequestId))
    .limit(1);
  return row?.language;
}
