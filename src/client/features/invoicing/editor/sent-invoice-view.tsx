// A sent invoice: its number, when it went out, its lines and total, and that it cannot change
// (decision 066: a credit note or a void and re-issue corrects it).
import { FileDown } from 'lucide-react';
import type { InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { Button } from '@/components/ui/button';
import { sentInvoicePdfUrl } from '../api/invoices';
import { InvoiceLineList } from './invoice-line-list';

export const SENT_CANNOT_CHANGE =
  'This invoice was sent and cannot change. A mistake is corrected by a credit note or by voiding and re-issuing it.';

export function SentInvoiceView({ requestId, invoice }: { requestId: number; invoice: InvoiceDocument }) {
  const billed = invoice.lines.filter((line) => line.state === 'approved');
  return (
    <section aria-labelledby="sent-invoice-heading" className="flex flex-col gap-3">
      <h3 id="sent-invoice-heading" className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold">
        <span>
          Invoice <span className="font-mono">{invoice.number}</span>
        </span>
        <span className="text-sm font-normal text-muted-foreground">Sent {formatDateTime(invoice.sentAt)}</span>
      </h3>
      <p className="rounded-md border bg-muted p-3 text-sm">{SENT_CANNOT_CHANGE}</p>
      <InvoiceLineList label={`Lines of invoice ${invoice.number ?? ''}`} lines={billed} />
      <p className="flex justify-between text-base font-semibold">
        <span>Total</span>
        <span>{formatUsd(invoice.total)}</span>
      </p>
      <div>
        <Button asChild size="sm" variant="outline">
          <a href={sentInvoicePdfUrl(requestId)} download>
            <FileDown aria-hidden />
            Invoice PDF
          </a>
        </Button>
      </div>
    </section>
  );
}
