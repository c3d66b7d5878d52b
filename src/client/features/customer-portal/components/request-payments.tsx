// Every payment made on the request, newest as the server orders them: how, how much, where it
// stands and when, the refunds of each under it, and the receipt of each confirmed payment.
import { FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalPayment } from '@shared/customer-portal/customer-portal';
import { formatUsd } from '@shared/money-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RichText } from '@/i18n/rich-text';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

export function RequestPayments({ payments }: { payments: readonly PortalPayment[] }) {
  const i18n = useI18n();
  return (
    <RequestSection title={i18n._('account.payments.heading')}>
      {payments.length === 0 ? (
        <p className="text-sm">{i18n._('account.payments.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </RequestSection>
  );
}

function PaymentItem({ payment }: { payment: PortalPayment }) {
  const i18n = useI18n();
  const locale = useLocale();
  const method = sharedLabel(i18n, 'paymentMethod', payment.method);
  const amount = formatUsd(payment.amount, locale);
  // When the money was confirmed; until then, when the payment was started.
  const at = payment.confirmedAt ?? payment.createdAt;
  const when = { when: formatViewerDateTime(at, locale) };
  const time = { 0: <time dateTime={at} /> };
  return (
    <li className="grid gap-3 rounded-md border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">
          {amount} <span className="font-normal text-muted-foreground">{i18n._('account.payments.method', { method })}</span>
        </p>
        <Badge tone={payment.status === 'succeeded' ? 'green' : 'neutral'}>{sharedLabel(i18n, 'ledgerStatus', payment.status)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {payment.confirmedAt ? (
          <RichText message={/*i18n*/ { id: 'account.payments.confirmedAt' }} values={when} components={time} />
        ) : (
          <RichText message={/*i18n*/ { id: 'account.payments.startedAt' }} values={when} components={time} />
        )}
      </p>
      {payment.refunds.length > 0 && (
        <ul aria-label={i18n._('account.payments.refunds', { amount })} className="grid gap-1 border-l-2 pl-3 text-sm">
          {payment.refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>
              {sharedLabel(i18n, 'refundStatus', refund.status)}: {formatUsd(refund.amount, locale)}{' '}
              <span className="text-muted-foreground">
                <time dateTime={refund.createdAt}>{formatViewerDateTime(refund.createdAt, locale)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {payment.receiptUrl && (
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          <a href={payment.receiptUrl} download>
            <FileDown aria-hidden />
            {i18n._('account.payments.receipt')}
            <span className="sr-only"> {i18n._('account.payments.receiptOf', { amount, method })}</span>
          </a>
        </Button>
      )}
    </li>
  );
}
