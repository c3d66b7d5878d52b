// When the reference a customer types on a free-form page is one of our invoices, say so: an
// unpaid invoice is paid for its own amount, on its own page (link); a settled one is not to be
// paid again, and the page then offers no payment for it.
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payment-messages';
import type { InvoiceView } from '@shared/payments';
import { normalizeReferenceId } from '@shared/reference-id';
import { isSettledPaymentStatus } from '@shared/service-requests';
import { useInvoice } from './api/invoice';

/**
 * The invoice the typed reference names, once the server confirmed it is one; `looking` while
 * the server is asked (only references shaped like a request's are).
 */
export function useReferencedInvoice(reference: string | undefined): { invoice: InvoiceView | undefined; looking: boolean } {
  const normalized = reference ? normalizeReferenceId(reference) : null;
  const candidate = normalized?.startsWith('SR-') ? normalized : undefined;
  const invoice = useInvoice(candidate);
  return {
    invoice: candidate && invoice.data?.referenceId === candidate ? invoice.data : undefined,
    looking: Boolean(candidate) && invoice.isPending,
  };
}

export function isPaidInvoice(invoice: InvoiceView | undefined): boolean {
  return Boolean(invoice && isSettledPaymentStatus(invoice.paymentStatus));
}

export function InvoiceHint({ invoice }: { invoice: InvoiceView | undefined }) {
  if (!invoice?.finalAmount) return null;
  if (isPaidInvoice(invoice)) {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900">
        {PAYMENT_MESSAGES.invoiceAlreadyPaid(invoice.referenceId)}
      </p>
    );
  }
  return (
    <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
      {invoice.referenceId} has an invoice of {formatUsd(invoice.finalAmount)}.{' '}
      <a className="font-semibold underline" href={`/payment?ref=${encodeURIComponent(invoice.referenceId)}`}>
        Pay the invoice
      </a>
    </p>
  );
}
