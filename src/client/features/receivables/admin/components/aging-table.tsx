// The aging view's rows: each account (and the one-off customers) with its open balance by bucket,
// largest balance first. A row's name opens its invoices and statements below the table.
import { AGING_BUCKET_LABELS, termsLabel, type AgingRow } from '@shared/receivables/aging';
import { AGING_BUCKETS } from '@shared/receivables/receivables';
import { formatUsd } from '@shared/money-format';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';

interface AgingTableProps {
  rows: readonly AgingRow[];
  selectedId: string | undefined;
  onSelect: (row: AgingRow) => void;
}

const amountCell = 'px-3 py-2 text-right tabular-nums';

export function AgingTable({ rows, selectedId, onSelect }: AgingTableProps) {
  return (
    <ScrollRegion label="Aging table" className="rounded-lg border">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Open balances by account and days past due, largest first</caption>
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Account
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Terms
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Open
            </th>
            {AGING_BUCKETS.map((bucket) => (
              <th key={bucket} scope="col" className="px-3 py-2 text-right font-semibold">
                {AGING_BUCKET_LABELS[bucket]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={cn('border-t', row.id === selectedId && 'bg-muted/60')}>
              <th scope="row" className="px-3 py-2 font-medium">
                <button
                  type="button"
                  className="text-left text-primary underline-offset-2 hover:underline focus-visible:underline [overflow-wrap:anywhere]"
                  aria-expanded={row.id === selectedId}
                  aria-controls="aging-row-details"
                  onClick={() => onSelect(row)}
                >
                  {row.name}
                </button>
              </th>
              <td className="px-3 py-2">{row.accountId === null ? 'On receipt' : termsLabel(row.terms)}</td>
              <td className={amountCell}>{row.openInvoices.toLocaleString('en-US')}</td>
              {AGING_BUCKETS.map((bucket) => (
                <td key={bucket} className={cn(amountCell, bucket === 'over_90' && row.amounts.over_90 !== '0.00' && 'text-red-700')}>
                  {formatUsd(row.amounts[bucket])}
                </td>
              ))}
              <td className={cn(amountCell, 'font-semibold')}>{formatUsd(row.amounts.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
