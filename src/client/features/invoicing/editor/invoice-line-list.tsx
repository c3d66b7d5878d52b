// Lines as they read once they cannot be edited here (a sent invoice's, a proposal's): what each
// is, its quantity at its rate, and the amount the server computed. A list rather than a table, so
// a phone shows each line whole without scrolling sideways.
import type { ReactNode } from 'react';
import type { InvoiceLine } from '@shared/invoicing/invoice-line-schemas';
import { formatRate, trimDecimal } from '@shared/invoicing/invoice-lines';
import { formatUsd } from '@shared/money-format';
import { LINE_KIND_LABELS, LINE_UNIT_LABELS } from './line-labels';

interface InvoiceLineListProps {
  lines: readonly InvoiceLine[];
  /** More about a line under it (a proposal's evidence and state). */
  extra?: (line: InvoiceLine) => ReactNode;
  label: string;
}

export function InvoiceLineList({ lines, extra, label }: InvoiceLineListProps) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y rounded-md border text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-col gap-1 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-medium">{LINE_KIND_LABELS[line.kind]}</span>
            <span className="font-medium">{formatUsd(line.amount)}</span>
          </div>
          <span className="wrap-anywhere">{line.description}</span>
          <span className="text-muted-foreground">
            {trimDecimal(line.quantity)} {LINE_UNIT_LABELS[line.unit]} × {formatRate(line.rate, 'en')}
          </span>
          {extra?.(line)}
        </li>
      ))}
    </ol>
  );
}
