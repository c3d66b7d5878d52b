// A sent invoice: its number, when it went out, its lines and total, and that it cannot change
// (decision 066). It is corrected here (decision 069): a credit note lowers the amount due, or the
// invoice is voided and its lines come back as a draft to re-issue under a new number.
import { FileDown, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { formatDateTime } from '@shared/calendar-date';
import { amountToCents, centsToAmount, formatUsd } from '@shared/money-format';
import { Button } from '@/components/ui/button';
import { useRequestCreditNotes } from '../api/credit-notes';
import { sentInvoicePdfUrl } from '../api/invoices';
import { CreditNoteDialog } from './credit-note-dialog';
import { CreditNoteList } from './credit-note-list';
import { InvoiceLineList } from './invoice-line-list';
import { VoidInvoiceDialog } from './void-invoice-dialog';

export const SENT_CANNOT_CHANGE =
  'This invoice was sent and cannot change. A mistake is corrected by a credit note or by voiding and re-issuing it.';

export function SentInvoiceView({ requestId, invoice }: { requestId: number; invoice: InvoiceDocument }) {
  const billed = invoice.lines.filter((line) => line.state === 'approved');
  const creditNotes = useRequestCreditNotes(requestId);
  const notes = (creditNotes.data?.creditNotes ?? []).filter((note) => note.invoiceId === invoice.id);
  // Shown only: the server computes the balance again from its own rows whenever it is used.
  const balance = centsToAmount(amountToCents(invoice.total) - notes.reduce((sum, note) => sum + amountToCents(note.amount), 0));
  const [open, setOpen] = useState<'credit' | 'void'>();
  const number = invoice.number ?? '';

  return (
    <section aria-labelledby="sent-invoice-heading" className="flex flex-col gap-3">
      <h3 id="sent-invoice-heading" className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold">
        <span>
          Invoice <span className="font-mono">{invoice.number}</span>
        </span>
        <span className="text-sm font-normal text-muted-foreground">Sent {formatDateTime(invoice.sentAt)}</span>
      </h3>
      <p className="rounded-md border bg-muted p-3 text-sm">{SENT_CANNOT_CHANGE}</p>
      <InvoiceLineList label={`Lines of invoice ${number}`} lines={billed} />
      <p className="flex justify-between text-base font-semibold">
        <span>Total</span>
        <span>{formatUsd(invoice.total)}</span>
      </p>
      {notes.length > 0 && (
        <>
          <CreditNoteList notes={notes} />
          <p className="flex justify-between text-base font-semibold">
            <span>Balance after credit notes</span>
            <span>{formatUsd(balance)}</span>
          </p>
        </>
      )}
      {creditNotes.isError && <p className="text-sm text-destructive">Could not load this invoice's credit notes.</p>}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={sentInvoicePdfUrl(requestId)} download>
            <FileDown aria-hidden />
            Invoice PDF
          </a>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen('credit')}>
          <ReceiptText aria-hidden />
          Issue credit note
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen('void')}>
          <Undo2 aria-hidden />
          Void and re-issue
        </Button>
      </div>
      {open === 'credit' && (
        <CreditNoteDialog requestId={requestId} invoiceNumber={number} balance={balance} onClose={() => setOpen(undefined)} />
      )}
      {open === 'void' && <VoidInvoiceDialog requestId={requestId} invoiceNumber={number} onClose={() => setOpen(undefined)} />}
    </section>
  );
}
