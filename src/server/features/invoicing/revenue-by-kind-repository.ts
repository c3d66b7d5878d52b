// Billed line amounts by kind for the invoices paid in a window: Advanced Analytics' revenue by kind.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { LineKind } from '../../../shared/invoicing/invoice-lines.js';
import type { ServiceRequestStatus, ServiceType } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { invoiceLines, invoices, serviceRequests } from '../../db/schema.js';

export interface PaidWindow {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface PaidRequestFilters {
  serviceType?: ServiceType | undefined;
  status?: ServiceRequestStatus | undefined;
}

/** Per kind: the billed lines' sum in cents (text: a bigint) and their count. */
export async function sumPaidLinesByKind(
  executor: Executor,
  window: PaidWindow,
  filters: PaidRequestFilters,
): Promise<{ kind: LineKind; cents: string; lines: number }[]> {
  return (
    executor
      .select({
        kind: invoiceLines.kind,
        cents: sql<string>`(sum(${invoiceLines.amount}) * 100)::bigint::text`,
        lines: sql<number>`count(*)::int`,
      })
      .from(invoiceLines)
      // The invoice in force: a voided one was replaced (its re-issue is the one paid).
      .innerJoin(invoices, and(eq(invoices.id, invoiceLines.invoiceId), eq(invoices.state, 'sent')))
      .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
      .where(
        and(
          eq(invoiceLines.state, 'approved'),
          gte(serviceRequests.paidAt, window.start),
          lt(serviceRequests.paidAt, window.end),
          filters.serviceType ? eq(serviceRequests.serviceType, filters.serviceType) : undefined,
          filters.status ? eq(serviceRequests.status, filters.status) : undefined,
        ),
      )
      .groupBy(invoiceLines.kind)
  );
}
