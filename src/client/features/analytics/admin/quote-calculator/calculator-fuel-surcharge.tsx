// The fuel surcharge beside the calculator's estimate, as its own line (decision 070): the
// estimate is the linehaul; the surcharge (schedule and week in force today) comes on top. Asked
// when the admin asks, like the calculator's other server calls; the parent remounts this with
// new inputs, so an answer never outlives the distance and total it was computed for.
import { useState } from 'react';
import type { CalculatorSurcharge } from '@shared/invoicing/load-surcharge';
import { amountToCents, centsToAmount, formatUsd } from '@shared/money-format';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { fetchCalculatorSurcharge } from './api/fuel-surcharge';

export function CalculatorFuelSurcharge({ miles, totalCents }: { miles: string; totalCents: number }) {
  const [answer, setAnswer] = useState<CalculatorSurcharge>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function ask() {
    setPending(true);
    setFailure(undefined);
    try {
      setAnswer(await fetchCalculatorSurcharge(miles, centsToAmount(totalCents)));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-label="Fuel surcharge" className="rounded-lg border bg-card p-4 text-sm">
      {answer?.kind === 'line' ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt className="text-muted-foreground">
            Fuel surcharge (diesel ${answer.dieselPrice}, week of {answer.weekOf})
          </dt>
          <dd className="text-right tabular-nums">{formatUsd(answer.amount)}</dd>
          <dt className="font-semibold">Estimated total with fuel surcharge</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="quote-total-with-fuel">
            {formatUsd(centsToAmount(totalCents + amountToCents(answer.amount)))}
          </dd>
        </dl>
      ) : (
        <Button variant="outline" onClick={() => void ask()} disabled={pending} aria-busy={pending}>
          {pending ? 'Computing...' : 'Add fuel surcharge'}
        </Button>
      )}
      <p aria-live="polite" className="mt-2 text-muted-foreground">
        {answer?.kind === 'none' ? `No fuel surcharge: ${answer.message} (pickup ${answer.pickupDate}).` : failure}
      </p>
    </section>
  );
}
