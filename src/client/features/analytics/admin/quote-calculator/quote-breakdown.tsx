// The calculator's answer: the total and the lines it is made of, labelled as an estimate.
import { centsToAmount, formatUsd } from '@shared/money-format';
import type { QuoteBreakdown as Breakdown } from '@shared/service-requests/quote-calculator';

export function QuoteBreakdown({ quote }: { quote: Breakdown }) {
  const lines = [
    { label: `Base (${formatUsd(String(quote.ratePerMile))} per mile)`, cents: quote.baseCents },
    { label: `Weight surcharge (factor ${quote.weightFactor.toFixed(2)})`, cents: quote.weightSurchargeCents },
    { label: `Urgency (×${quote.urgencyMultiplier})`, cents: quote.urgencyCents },
    { label: 'Flat fee', cents: quote.flatFeeCents },
  ];
  return (
    <section aria-label="Estimated quote" className="rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground">Estimated total</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="quote-total">
        {formatUsd(centsToAmount(quote.totalCents))}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className="text-right tabular-nums">{formatUsd(centsToAmount(line.cents))}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">This is an estimate only; final pricing may vary.</p>
    </section>
  );
}
