// The sums over every payment the filters match (the server adds them up over all matching rows,
// not just this page): what an accountant checks against the bank statement.
import type { PaymentTotals } from '@shared/payments/admin-payments';
import { amountToCents, formatUsd } from '@shared/money-format';
import { cn } from '@/lib/cn';

export function PaymentTotalsBar({ totals, busy }: { totals: PaymentTotals; busy: boolean }) {
  const refundDue = amountToCents(totals.refundDue) > 0;
  const figures = [
    { label: 'Received', value: formatUsd(totals.received) },
    { label: 'Refunded', value: formatUsd(totals.refunded) },
    { label: 'Net', value: formatUsd(totals.net), strong: true },
    { label: 'Refund due', value: formatUsd(totals.refundDue), alert: refundDue },
    { label: 'Confirmed payments', value: totals.confirmedCount.toLocaleString('en-US') },
  ];
  return (
    // Compact on a phone (three across, smaller type), so the first payments show in the first screen.
    <section aria-labelledby="payment-totals-heading" aria-busy={busy} className="rounded-lg border bg-muted/40 p-3 sm:p-4">
      <h2 id="payment-totals-heading" className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:mb-2">
        Totals for these filters
      </h2>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 sm:gap-x-6 sm:gap-y-3 lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground sm:text-sm">{figure.label}</dt>
            <dd
              className={cn(
                'text-sm font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-lg',
                figure.strong && 'text-primary',
                figure.alert && 'text-red-700',
              )}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
