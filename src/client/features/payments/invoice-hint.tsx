// When the reference a customer types on a free-form page is one of our invoices, say so and
// link to it: an invoice is paid for its own amount, on its own page.
import { formatUsd } from '@shared/money-format';
import { normalizeReferenceId } from '@shared/reference-id';
import { useInvoice } from './api/invoice';

export function InvoiceHint({ reference }: { reference: string | undefined }) {
  const normalized = reference ? normalizeReferenceId(reference) : null;
  const invoice = useInvoice(normalized?.startsWith('SR-') ? normalized : undefined);
  if (!invoice.data?.finalAmount || invoice.data.paymentStatus === 'paid') return null;
  return (
    <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
      {invoice.data.referenceId} has an invoice of {formatUsd(invoice.data.finalAmount)}.{' '}
      <a className="font-semibold underline" href={`/payment?ref=${encodeURIComponent(invoice.data.referenceId)}`}>
        Pay the invoice
      </a>
    </p>
  );
}
