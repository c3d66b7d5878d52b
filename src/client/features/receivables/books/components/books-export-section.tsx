// The books' downloads (issue 38), on the Billing screen (the owner and accounting): choose a range
// of days, then download the accounting export's files (QuickBooks Online's invoice, journal entry
// and products imports, and a plain journal), the factor's schedule of accounts, and each factored
// invoice's document packet (decisions 077 and 078). Days are the billing time zone's, both included.
import { useId, useState } from 'react';
import { Download, FileDown } from 'lucide-react';
import { addDays, calendarDayOf } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { BOOKS_FILES, BOOKS_FILE_LABELS, TERMS_NAMES, booksRangeSchema, type BooksRange } from '@shared/receivables/books';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { booksFileUrl, packetUrl, scheduleOfAccountsUrl, useFactoredInvoices } from '../api/books-api';

/** Last month, the range a month-end export asks for. */
export function lastMonth(today: string): BooksRange {
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

export function BooksExportSection({ today = calendarDayOf(new Date()) }: { today?: string }) {
  const id = useId();
  const [typed, setTyped] = useState<BooksRange>(() => lastMonth(today));
  const parsed = booksRangeSchema.safeParse(typed);
  const range = parsed.success ? parsed.data : undefined;
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        The invoices sent, voided and credited, and the money received and refunded, on the days you choose (the billing time zone’s, both
        included).
      </p>
      <form aria-label="Days to export" className="grid gap-4 sm:grid-cols-[12rem_12rem_1fr]" onSubmit={(event) => event.preventDefault()}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-from`}>First day</Label>
          <Input id={`${id}-from`} type="date" value={typed.from} onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-to`}>Last day</Label>
          <Input id={`${id}-to`} type="date" value={typed.to} onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        </div>
        {problem && (
          <p role="alert" className="self-end text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
      <AccountingExport range={range} />
      <FactoredInvoices range={range} />
    </div>
  );
}

function DownloadLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) {
    return (
      <Button variant="outline" disabled>
        <Download aria-hidden />
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        {children}
      </a>
    </Button>
  );
}

function AccountingExport({ range }: { range: BooksRange | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>Accounting export</CardTitle>
        <CardDescription>
          For QuickBooks Online, import the products and services once, then each period’s invoices and journal entries (Settings, Import
          data). For any other system, the journal has every document, each balanced.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {BOOKS_FILES.map((file) => (
          <DownloadLink key={file} href={range && booksFileUrl(file, range)}>
            {BOOKS_FILE_LABELS[file]}
          </DownloadLink>
        ))}
      </CardContent>
    </Card>
  );
}

function FactoredInvoices({ range }: { range: BooksRange | undefined }) {
  const invoices = useFactoredInvoices(range);
  const items = invoices.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>Factored invoices</CardTitle>
        <CardDescription>
          The factored accounts’ invoices sent on these days: the schedule of accounts for the factor, and each invoice’s packet (the
          invoice and its proof of delivery) as a PDF.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <DownloadLink href={range && scheduleOfAccountsUrl(range)}>Schedule of accounts (CSV)</DownloadLink>
        </div>
        {invoices.isPending && range && <PageSpinner />}
        {invoices.isError && <Alert variant="destructive">Could not load the factored invoices: {failureMessage(invoices.error)}</Alert>}
        {invoices.data && items.length === 0 && (
          <p className="text-sm text-muted-foreground">No factored invoice was sent on these days.</p>
        )}
        {items.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Factored invoices sent on these days</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Invoice
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Debtor
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Due
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Proof of delivery
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Packet</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((invoice) => (
                  <tr key={invoice.serviceRequestId} className="border-b last:border-0">
                    <td className="py-2 pr-3 font-mono">{invoice.invoiceNumber}</td>
                    <td className="py-2 pr-3">{invoice.invoiceDate}</td>
                    <td className="py-2 pr-3">{invoice.debtor}</td>
                    <td className="py-2 pr-3 text-right">{formatUsd(invoice.amount)}</td>
                    <td className="py-2 pr-3">
                      {invoice.dueOn} ({TERMS_NAMES[invoice.terms]})
                    </td>
                    <td className="py-2 pr-3">{invoice.hasProofOfDelivery ? 'Yes' : 'Not yet'}</td>
                    <td className="py-2">
                      <a
                        href={packetUrl(invoice.serviceRequestId)}
                        download
                        className="inline-flex items-center gap-1 underline underline-offset-2"
                        aria-label={`Packet of ${invoice.invoiceNumber} (PDF)`}
                      >
                        <FileDown aria-hidden className="size-4" />
                        Packet (PDF)
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {invoices.data?.truncated && (
          <p className="text-sm text-muted-foreground">The first 500 are listed; the schedule of accounts has them all.</p>
        )}
      </CardContent>
    </Card>
  );
}
