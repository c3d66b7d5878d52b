// The demo's invoices go out in the order they were sent, each numbered by the same per-year
// counter the product's sending takes its number from (docs/decisions/065-invoice-numbers.md),
// so the data set's numbers are consecutive per year and the next real send continues them.
import { recordInvoiceAsSent } from '../features/invoicing/index.js';
import type { SeededRequest } from './demo-requests.js';
import { byMember, type SeedContext } from './seed-context.js';

export async function sendDemoInvoices(context: SeedContext, requests: readonly SeededRequest[]): Promise<void> {
  const sent = requests
    .flatMap((request) =>
      request.invoiceSentAt && request.finalAmount ? [{ ...request, sentAt: request.invoiceSentAt, finalAmount: request.finalAmount }] : [],
    )
    .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id - b.id);
  for (const request of sent) {
    const invoiceNumber = await recordInvoiceAsSent(context.tx, {
      serviceRequestId: request.id,
      amount: request.finalAmount,
      sentAt: request.sentAt,
    });
    context.audit.push({
      ...byMember(context.staff.operations),
      occurredAt: request.sentAt,
      action: 'service_request.invoice_sent',
      recordType: 'service_request',
      recordId: String(request.id),
      changes: {
        finalAmount: { before: null, after: request.finalAmount },
        invoiceNumber: { before: null, after: invoiceNumber },
        invoiceStatus: { before: 'pending', after: 'sent' },
      },
    });
  }
}
