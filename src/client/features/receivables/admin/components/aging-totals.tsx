// Everyone's open balances by bucket and in all (the server sums every open invoice, not just this
// page): the owner's answer to "who owes us, and how late".
import { AGING_BUCKET_LABELS, type AgingReport } from '@shared/receivables/aging';
import { AGING_BUCKETS } from '@shared/receivables/receivables';
import { formatUsd } from '@shared/money-format';
import { cn } from '@/lib/cn';

export function AgingTotals({ report, busy }: { report: AgingReport; busy: boolean }) {
  const figures = [
    ...AGING_BUCKETS.map((bucket) => ({
      label: AGING_BUCKET_LABELS[bucket],
      value: formatUsd(report.totals[bucket]),
      late: bucket === 'over_90',
    })),
    { label: 'Total owed', value: formatUsd(report.totals.total), strong: true },
  ];
  return (
    <section aria-labelledby="aging-totals-heading" aria-busy={busy} className="rounded-lg border bg-muted/40 p-3 sm:p-4">
      <h2 id="aging-totals-heading" className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:mb-2">
        Open balances as of {report.asOf} · {report.openInvoices.toLocaleString('en-US')} open invoices
      </h2>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 sm:gap-x-6 sm:gap-y-3 lg:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground sm:text-sm">{figure.label}</dt>
            <dd
              className={cn(
                'text-sm font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-lg',
                'strong' in figure && figure.strong && 'text-primary',
                'late' in figure && figure.late && figure.value !== '$0.00' && 'text-red-700',
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
