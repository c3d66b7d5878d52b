// The SQL of a customer's answer to a quote (quote-answer-service.ts, behind the route the
// customer's own page calls): the answer reads and writes the request only through here.
import { and, eq, sql } from 'drizzle-orm';
import type { QuoteResponse } from '../../../shared/customer-portal/customer-portal.js';
import type { Executor } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';
import type { ServiceRequestRow } from './repository.js';

/**
 * The customer's request, locked until the transaction ends, so an answer and a revision of the
 * quote (which also locks the row) happen one after the other. The contact e-mail is compared
 * the way the portal lists requests: lower-cased, against the session's normalised address.
 */
export async function lockCustomerRequest(executor: Executor, referenceId: string, email: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await executor
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
    .limit(1)
    .for('update');
  return row;
}

/** Records the answer (an accepted quote's move of the status is quote-answer-service.ts's). */
export async function setQuoteResponse(
  executor: Executor,
  id: number,
  answer: { response: QuoteResponse; declineReason: string | null },
): Promise<ServiceRequestRow> {
  const [row] = await executor
    .update(serviceRequests)
    .set({ quoteResponse: answer.response, quoteRespondedAt: sql`now()`, quoteDeclineReason: answer.declineReason, updatedAt: sql`now()` })
    .where(eq(serviceRequests.id, id))
    .returning();
  if (!row) throw new Error(`service request ${id} vanished while locked`);
  return row;
}
