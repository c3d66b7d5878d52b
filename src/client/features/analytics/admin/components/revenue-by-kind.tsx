// Revenue by kind of charge (issue 37): what the invoices paid in the period billed for linehaul,
// the fuel surcharge and each accessorial, as a table with a bar under each kind (the largest full width).
import type { AnalyticsReport } from '@shared/analytics/analytics-report';
import { LINE_KIND_MESSAGES } from '@shared/labels/invoice-labels';
import { amountToCents, formatUsd } from '@shared/money-format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function RevenueByKind({ rows }: { rows: AnalyticsReport['revenueByKind'] }) {
  const largest = Math.max(0, ...rows.map((row) => amountToCents(row.amount)));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revenue by Kind</CardTitle>
        <CardDescription>Billed lines of the invoices paid in the period, before refunds.</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invoice with lines was paid in this period.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Kind
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Lines
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.kind} className="border-t">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {LINE_KIND_MESSAGES[row.kind].message}
                    {/* The bar repeats the amount for the eye; the cell beside it says it. */}
                    <div
                      aria-hidden
                      className="mt-1 h-2 rounded bg-green-600"
                      style={{ width: `${largest > 0 ? (amountToCents(row.amount) / largest) * 100 : 0}%` }}
                    />
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.lines.toLocaleString('en-US')}</td>
                  <td className="py-2 text-right tabular-nums">{formatUsd(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
