// The invoice: its amount, when it was sent, whether it is paid, and the two things to do with
// it. "Pay invoice" opens the same payment page the invoice e-mail links to (there is no second
// way to pay) as a whole new document: the payment pages carry their own Content-Security-Policy
// (PAYMENT_PAGE_PATHS in @shared/page-routes), which a page reached inside this one would lack.
import { CreditCard, FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal';
import { formatUsd } from '@shared/money-format';
import { paymentStatusLabel } from '@shared/service-requests';
import { Button } from '@/components/ui/button';
import { RequestFacts, type RequestFact } from './request-facts';
import { RequestSection } from './request-section';

export function RequestInvoice({ request }: { request: PortalRequestDetail }) {
  const { invoice } = request;
  if (!invoice) {
    return (
      <RequestSection title="Invoice">
        <p className="text-sm">No invoice yet. We will e-mail it to you when it is ready.</p>
      </RequestSection>
    );
  }

  const facts: RequestFact[] = [
    { label: 'Amount', value: formatUsd(invoice.amount) },
    { label: 'Sent', value: invoice.sentAt ? <Moment at={invoice.sentAt} /> : 'Not sent yet' },
    { label: 'Status', value: paymentStatusLabel(request.paymentStatus) },
  ];
  if (invoice.paidAt) facts.push({ label: 'Paid', value: <Moment at={invoice.paidAt} /> });

  return (
    <RequestSection title="Invoice">
      <RequestFacts facts={facts} />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {invoice.payUrl && (
          <Button asChild size="lg" className="w-full sm:w-auto">
            <a href={invoice.payUrl}>
              <CreditCard aria-hidden />
              Pay invoice
            </a>
          </Button>
        )}
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
          <a href={invoice.pdfUrl} download>
            <FileDown aria-hidden />
            Download invoice (PDF)
          </a>
        </Button>
      </div>
    </RequestSection>
  );
}

function Moment({ at }: { at: string }) {
  return <time dateTime={at}>{formatViewerDateTime(at)}</time>;
}
