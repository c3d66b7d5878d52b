// The back office's invoice editor for one request (issue 37): the draft's billed lines to edit,
// save, preview as a PDF and send; a sent invoice read only, with its number; the lines the server
// proposed (detention, a driver's receipt) listed apart, never billed until approved.
import type { InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { formatUsd } from '@shared/money-format';
import { DetailHeading } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useQuoteLines } from '../api/fuel-surcharge-line';
import { useRequestInvoices } from '../api/invoices';
import { DraftEditor } from './draft-editor';
import { routeDescription, type InvoiceEditorRequest } from './draft-row';
import { ProposedLines } from '../proposals/proposed-lines';
import { ProposedLinesSlot } from './proposed-lines-slot';
import { SentInvoiceView } from './sent-invoice-view';
import { CreditWarningProvider, type CreditWarningSlot } from './credit-warning-slot';

export type { InvoiceEditorRequest } from './draft-row';

interface InvoiceEditorDialogProps {
  request: InvoiceEditorRequest;
  onClose: () => void;
  /** The account's credit check, shown beside Send invoice for the draft's total. */
  creditWarning?: CreditWarningSlot;
}

export function InvoiceEditorDialog({ request, onClose, creditWarning }: InvoiceEditorDialogProps) {
  const invoices = useRequestInvoices(request.id);
  return (
    <CreditWarningProvider slot={creditWarning}>
      <DetailsDialog detail={invoices} title="Invoice lines" loadFailedText="Could not load this request's invoices." onClose={onClose}>
        {(data) => (
          <InvoiceEditor request={request} invoices={data.invoices} onProposalsChanged={() => void invoices.refetch()} onSent={onClose} />
        )}
      </DetailsDialog>
    </CreditWarningProvider>
  );
}

interface InvoiceEditorProps {
  request: InvoiceEditorRequest;
  invoices: readonly InvoiceDocument[];
  onProposalsChanged: () => void;
  onSent: () => void;
}

function InvoiceEditor({ request, invoices, onProposalsChanged, onSent }: InvoiceEditorProps) {
  const sent = invoices.find((invoice) => invoice.state === 'sent');
  const draft = invoices.find((invoice) => invoice.state === 'draft');
  const voided = invoices.filter((invoice) => invoice.state === 'void');
  const proposals = draft?.lines.filter((line) => line.state !== 'approved') ?? [];
  const readOnlyProposals = sent ? proposals : proposals.filter((line) => line.state === 'waived');

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          Invoice lines · <span className="font-mono wrap-anywhere">{request.referenceId}</span>
        </DialogTitle>
        <DialogDescription>{routeDescription(request)}</DialogDescription>
      </DialogHeader>
      <div className="flex min-w-0 flex-col gap-6">
        {sent ? (
          <SentInvoiceView requestId={request.id} invoice={sent} />
        ) : (
          <QuotedDraftEditor request={request} draft={draft} onSent={onSent} />
        )}
        {proposals.length > 0 && (
          <section aria-labelledby="proposed-lines-heading" className="flex flex-col gap-2">
            <DetailHeading id="proposed-lines-heading">Proposed and waived lines</DetailHeading>
            <p className="text-sm text-muted-foreground">
              {sent
                ? 'Not on the sent invoice: billing them takes voiding and re-issuing it.'
                : 'Not billed until approved; a waived line is never billed.'}
            </p>
            {/* Before the send, a proposal is approved or waived here; after it, they are read only. */}
            {!sent && <ProposedLines requestId={request.id} lines={proposals} onChanged={onProposalsChanged} />}
            {readOnlyProposals.length > 0 && (
              <ProposedLinesSlot requestId={request.id} lines={readOnlyProposals} onChanged={onProposalsChanged} />
            )}
          </section>
        )}
        {voided.length > 0 && (
          <section aria-labelledby="voided-invoices-heading">
            <DetailHeading id="voided-invoices-heading">Voided invoices</DetailHeading>
            <ul className="text-sm">
              {voided.map((invoice) => (
                <li key={invoice.id}>
                  <span className="font-mono">{invoice.number}</span> · {formatUsd(invoice.total)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

/**
 * The draft editor once the quote's lines are known: a new draft starts from them (decision 070).
 * A quote that cannot be read leaves the editor to start from the linehaul, as before.
 */
function QuotedDraftEditor({
  request,
  draft,
  onSent,
}: {
  request: InvoiceEditorRequest;
  draft: InvoiceDocument | undefined;
  onSent: () => void;
}) {
  // Asked only when they can matter: a quoted request whose draft has no billed line yet.
  const needed = request.estimatedQuote !== null && !draft?.lines.some((line) => line.state === 'approved');
  const quote = useQuoteLines(request.id, needed);
  if (needed && quote.isPending) return <p className="text-sm text-muted-foreground">Loading the quote's lines...</p>;
  return <DraftEditor request={request} draft={draft} quoteLines={(needed && quote.data?.lines) || []} onSent={onSent} />;
}
