// Which requests the office may dispatch (issue 22): a shipper's or a broker's request (a
// dispatcher's has no load to drive) that has a price, a quote or an invoice, and is neither
// delivered nor cancelled. A broker's load is assigned only with a signed or accepted rate
// confirmation, or the owner's override (issue 39; assignment-rate-confirmation.ts). Written once as SQL for the board and once in TypeScript for the row
// an assignment has locked; the tests hold both to the same cases.
import { and, inArray, isNotNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { InvoiceStatus, ServiceRequestStatus, UserRole } from '../../../../shared/service-requests/service-requests.js';
import { serviceRequests } from '../../../db/schema.js';

const INVOICED: InvoiceStatus[] = ['sent', 'paid'];
const FINISHED: ServiceRequestStatus[] = ['delivered', 'cancelled'];
const DISPATCHED_ROLES: UserRole[] = ['shipper', 'broker'];

export interface RequestForDispatch {
  userRole: UserRole;
  status: ServiceRequestStatus;
  estimatedQuote: string | null;
  finalAmount: string | null;
  invoiceStatus: InvoiceStatus;
}

export function isDispatchable(request: RequestForDispatch): boolean {
  const priced = request.estimatedQuote !== null || request.finalAmount !== null || INVOICED.includes(request.invoiceStatus);
  return DISPATCHED_ROLES.includes(request.userRole) && priced && !FINISHED.includes(request.status);
}

export function dispatchableRequestSql(): SQL {
  const priced = or(
    isNotNull(serviceRequests.estimatedQuote),
    isNotNull(serviceRequests.finalAmount),
    inArray(serviceRequests.invoiceStatus, INVOICED),
  );
  const condition = and(inArray(serviceRequests.userRole, DISPATCHED_ROLES), priced, notInArray(serviceRequests.status, FINISHED));
  if (!condition) throw new Error('the dispatchable condition is never empty');
  return condition;
}
