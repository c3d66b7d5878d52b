// GET /api/service-requests/{ref}: what the invoice payment page shows. Anyone holding the link
// sees it, so: the name as given, the e-mail masked, the amounts and states; nothing else.
import { maskEmail, type InvoiceView } from '../../../shared/payments.js';
import { notFound } from '../../errors.js';
import type { Executor } from '../../db/client.js';
import { findInvoiceByReference } from '../service-requests/invoice-service.js';
import { asServiceRequestReference } from './payment-target.js';
import { INVOICE_LOOKUP_NOT_FOUND } from './manual-payments.js';

export async function invoiceView(executor: Executor, typedReference: string): Promise<InvoiceView> {
  const referenceId = asServiceRequestReference(typedReference);
  // One answer for malformed, unknown and driver-application IDs: nothing to learn by guessing.
  const invoice = referenceId ? await findInvoiceByReference(executor, referenceId) : undefined;
  if (!invoice) throw notFound(INVOICE_LOOKUP_NOT_FOUND);
  return {
    referenceId: invoice.referenceId,
    customerName: invoice.contactName,
    contactEmail: maskEmail(invoice.contactEmail),
    finalAmount: invoice.finalAmount,
    invoiceStatus: invoice.invoiceStatus,
    paymentStatus: invoice.paymentStatus,
    paymentMethod: invoice.paymentMethod,
    paidAt: invoice.paidAt?.toISOString() ?? null,
  };
}
