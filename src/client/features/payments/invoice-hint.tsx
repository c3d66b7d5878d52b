// When the reference a customer types on a free-form page is one of our invoices, say so: an
// unpaid invoice is paid for its own amount, on its own page (link); a settled one is not to be
// paid again, and the page then offers no payment for it.
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import type { InvoiceView } from '@shared/payments/payments';
import { normalizeReferenceId } from '@shared/reference-id';
import { isSettledPaymentStatus } from '@shared/service-requests/service-requests';
import { RichText } from '@/i18n/rich-text';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
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
  const i18n = useI18n();
  const locale = useLocale();
  if (!invoice?.finalAmount) return null;
  if (isPaidInvoice(invoice)) {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900">
        {sharedMessage(i18n, PAYMENT_MESSAGES.invoiceAlreadyPaid(invoice.referenceId))}
      </p>
    );
  }
  return (
    <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
      <RichText
        message={/*i18n*/ { id: 'payments.hint.invoice' }}
        values={{ referenceId: invoice.referenceId, amount: formatUsd(invoice.finalAmount, locale) }}
        components={{ 0: <a className="font-semibold underline" href={`/payment?ref=${encodeURIComponent(invoice.referenceId)}`} /> }}
      />
    </p>
  );
}
