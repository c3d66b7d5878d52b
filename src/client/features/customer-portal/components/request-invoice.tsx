// The invoice: its number, its amount and what it bills line by line, when it was sent, whether it is paid, and the two things to do with
// it. "Pay invoice" opens the same payment page the invoice e-mail links to (there is no second
// way to pay) as a whole new document: the payment pages carry their own Content-Security-Policy
// (PAYMENT_PAGE_PATHS in @shared/page-routes), which a page reached inside this one would lack.
import { CreditCard, FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { formatUsd } from '@shared/money-format';
import { AssignmentNotice } from '@/components/invoice/assignment-notice';
import { InvoiceLinesTable } from '@/components/invoice/invoice-lines-table';
import { Button } from '@/components/ui/button';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { RequestFacts, type RequestFact } from './request-facts';
import { RequestSection } from './request-section';

export function RequestInvoice({ request }: { request: PortalRequestDetail }) {
  const i18n = useI18n();
  const locale = useLocale();
  const { invoice } = request;
  if (!invoice) {
    return (
      <RequestSection title={i18n._('account.invoice.heading')}>
        {/* A voided invoice whose re-issue is not sent yet owes nothing (decision 069). */}
        <p className="text-sm">{request.invoiceStatus === 'void' ? i18n._('account.invoice.voided') : i18n._('account.invoice.none')}</p>
      </RequestSection>
    );
  }

  const facts: RequestFact[] = [
    { label: i18n._('account.invoice.number'), value: invoice.number },
    { label: i18n._('account.invoice.amount'), value: formatUsd(invoice.amount, locale) },
    { label: i18n._('account.invoice.sent'), value: invoice.sentAt ? <Moment at={invoice.sentAt} /> : i18n._('account.invoice.notSent') },
    { label: i18n._('account.invoice.status'), value: sharedLabel(i18n, 'paymentStatus', request.paymentStatus) },
  ];
  if (invoice.paidAt) facts.push({ label: i18n._('account.invoice.paid'), value: <Moment at={invoice.paidAt} /> });

  return (
    <RequestSection title={i18n._('account.invoice.heading')}>
      <RequestFacts facts={facts} />
      {invoice.lines.length > 0 && (
        <InvoiceLinesTable lines={invoice.lines} total={invoice.invoiceTotal} creditNotes={invoice.creditNotes} balance={invoice.amount} />
      )}
      {/* A factored invoice is paid to the factor (decision 078): where, instead of a pay button. */}
      {invoice.assignment && <AssignmentNotice assignment={invoice.assignment} invoiceNumber={invoice.number} level={3} />}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {invoice.payUrl && (
          <Button asChild size="lg" className="w-full sm:w-auto">
            <a href={invoice.payUrl}>
              <CreditCard aria-hidden />
              {i18n._('account.invoice.pay')}
            </a>
          </Button>
        )}
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
          <a href={invoice.pdfUrl} download>
            <FileDown aria-hidden />
            {i18n._('account.invoice.download')}
          </a>
        </Button>
        {invoice.creditNotes.map((note) => (
          <Button key={note.number} asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href={note.pdfUrl} download>
              <FileDown aria-hidden />
              {i18n._('account.invoice.creditNotePdf', { number: note.number })}
            </a>
          </Button>
        ))}
      </div>
    </RequestSection>
  );
}

function Moment({ at }: { at: string }) {
  const locale = useLocale();
  return <time dateTime={at}>{formatViewerDateTime(at, locale)}</time>;
}
