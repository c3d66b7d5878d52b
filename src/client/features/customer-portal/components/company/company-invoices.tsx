// Every invoice sent to the company, whoever asked for the service: those still owing first (the
// soonest due first), each with its number, request, days sent and due, total, balance and state,
// "Pay" while something is owed (the same payment page the invoice e-mail links to, as a whole new
// page: it carries its own security policy) and its PDF. A page at a time.
import { CreditCard, FileDown } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PortalCompanyInvoice } from '@shared/customer-portal/company-account';
import { formatDate } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { failureRefusal } from '@/lib/failure-message';
import { useCompanyInvoices } from '../../api/company-account';
import { RequestsPager } from '../requests-pager';
import { stateText } from './company-words';

const STATE_TONES: Record<PortalCompanyInvoice['state'], BadgeProps['tone']> = {
  open: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
  void: 'neutral',
};

export function CompanyInvoices() {
  const i18n = useI18n();
  const [page, setPage] = useState(1);
  const invoices = useCompanyInvoices(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = invoices.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="company-invoices-heading" className="flex flex-col gap-3">
      <h3 id="company-invoices-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight focus:outline-none">
        {i18n._('account.company.invoices.heading')}
      </h3>
      {invoices.isPending && <p className="text-muted-foreground">{i18n._('account.company.invoices.loading')}</p>}
      {invoices.isError && <Alert variant="destructive">{shownMessage(i18n, failureRefusal(invoices.error))}</Alert>}
      {data && data.items.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{i18n._('account.company.invoices.none')}</p>
      )}
      {data && data.items.length > 0 && (
        <>
          <ul aria-label={i18n._('account.company.invoices.label')} aria-busy={invoices.isPlaceholderData} className="flex flex-col gap-3">
            {data.items.map((invoice) => (
              <CompanyInvoiceItem key={invoice.number} invoice={invoice} />
            ))}
          </ul>
          <RequestsPager
            page={data.page}
            pageCount={pageCount}
            label={i18n._('account.company.invoices.pager')}
            onPage={(next) => {
              setPage(next);
              headingRef.current?.focus({ preventScroll: false });
            }}
          />
        </>
      )}
    </section>
  );
}

function CompanyInvoiceItem({ invoice }: { invoice: PortalCompanyInvoice }) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold wrap-anywhere">{invoice.number}</p>
        <Badge tone={STATE_TONES[invoice.state]}>{stateText(i18n, invoice.state)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-5">
        <Fact label={i18n._('account.company.invoices.request')} value={invoice.referenceId} mono />
        <Fact label={i18n._('account.company.invoices.sent')} value={formatDate(invoice.sentAt, locale)} />
        <Fact label={i18n._('account.company.invoices.due')} value={formatCalendarDate(invoice.dueOn, locale)} />
        <Fact label={i18n._('account.company.invoices.total')} value={formatUsd(invoice.total, locale)} />
        <Fact label={i18n._('account.company.invoices.balance')} value={formatUsd(invoice.balance, locale)} />
      </dl>
      {(invoice.payUrl || invoice.pdfUrl) && (
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          {invoice.payUrl && (
            <Button asChild className="w-full sm:w-auto">
              <a href={invoice.payUrl}>
                <CreditCard aria-hidden />
                {i18n._('account.company.invoices.pay', { number: invoice.number })}
              </a>
            </Button>
          )}
          {invoice.pdfUrl && (
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <a href={invoice.pdfUrl} download>
                <FileDown aria-hidden />
                {i18n._('account.company.invoices.download', { number: invoice.number })}
              </a>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={`font-medium wrap-anywhere ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}
