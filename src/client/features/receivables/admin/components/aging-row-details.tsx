// One aging row opened: its open invoices, oldest due first, with days past due and bucket; for an
// account, its statements too (any period as a PDF, and the monthly ones it was mailed).
import { useState } from 'react';
import { AGING_BUCKET_LABELS, type AgingInvoice, type AgingRow } from '@shared/receivables/aging';
import type { ReceivableState } from '@shared/receivables/receivables';
import { formatDate } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { Pager } from '@/components/admin/pager';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { failureMessage } from '@/lib/failure-message';
import { useAgingInvoices } from '../api/receivables-api';
import { AccountStatementsPanel } from './account-statements-panel';

const STATE_LABELS: Record<ReceivableState, string> = {
  open: 'Open',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export function AgingRowDetails({ row, asOf }: { row: AgingRow; asOf: string }) {
  return (
    <section id="aging-row-details" aria-labelledby="aging-row-heading" className="flex flex-col gap-4 rounded-lg border p-4">
      <h2 id="aging-row-heading" className="text-lg font-semibold [overflow-wrap:anywhere]">
        {row.name}: {formatUsd(row.amounts.total)} open
      </h2>
      <OpenInvoices rowId={row.id} asOf={asOf} oneOff={row.accountId === null} />
      {row.accountId !== null && <AccountStatementsPanel accountId={row.accountId} />}
    </section>
  );
}

function OpenInvoices({ rowId, asOf, oneOff }: { rowId: string; asOf: string; oneOff: boolean }) {
  const [page, setPage] = useState(1);
  const invoices = useAgingInvoices(rowId, asOf, page);
  if (invoices.isPending) return <PageSpinner />;
  if (invoices.isError) return <Alert variant="destructive">Could not load the open invoices: {failureMessage(invoices.error)}</Alert>;
  return (
    <>
      <ScrollRegion label="Open invoices table" className="rounded-lg border">
        <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={invoices.isFetching}>
          <caption className="sr-only">Open invoices, oldest due first</caption>
          <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {['Invoice', 'Reference', ...(oneOff ? ['Customer'] : []), 'Sent', 'Due', 'Days past due', 'Total', 'Balance', 'State'].map(
                (header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-semibold">
                    {header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {invoices.data.items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} oneOff={oneOff} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={invoices.data} onPage={setPage} />
    </>
  );
}

function InvoiceRow({ invoice, oneOff }: { invoice: AgingInvoice; oneOff: boolean }) {
  return (
    <tr className="border-t">
      <th scope="row" className="px-3 py-2 font-medium">
        {invoice.number}
      </th>
      <td className="px-3 py-2 font-mono text-xs">{invoice.referenceId}</td>
      {oneOff && <td className="px-3 py-2 [overflow-wrap:anywhere]">{invoice.contactEmail}</td>}
      <td className="px-3 py-2">{formatDate(invoice.sentAt)}</td>
      <td className="px-3 py-2">{invoice.dueOn}</td>
      <td className="px-3 py-2 tabular-nums">
        {invoice.daysPastDue > 0 ? `${invoice.daysPastDue} (${AGING_BUCKET_LABELS[invoice.bucket]})` : 'Not yet due'}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatUsd(invoice.total)}</td>
      <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatUsd(invoice.balance)}</td>
      <td className="px-3 py-2">{STATE_LABELS[invoice.state]}</td>
    </tr>
  );
}
