// The Quote Calculator tab (spec section 9): distance, service type, weight and urgency give an
// estimate with its breakdown, from the same pure function the server uses. The distance can
// be estimated from two ZIP codes, or everything filled in from a request, whose quote the
// estimate can then become.
import { useState, type FormEvent, type ReactNode } from 'react';
import { centsToAmount, formatUsd } from '@shared/money-format';
import {
  calculateQuote,
  isQuoteServiceType,
  QUOTE_LIMITS,
  QUOTE_SERVICE_TYPES,
  QUOTE_URGENCIES,
  type QuoteBreakdown as Breakdown,
  type QuoteUrgency,
} from '@shared/service-requests/quote-calculator';
import type { RequestQuoteInputs, ZipDistance } from '@shared/service-requests/quote-estimate';
import { SERVICE_TYPE_LABELS } from '@shared/service-requests/service-requests';
import { LabelledInput } from '@/components/form/labelled-input';
import { LabelledSelect } from '@/components/form/labelled-select';
import { labelledOptions } from '@/components/form/select-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { RequestNotFound, useRequestQuoteInputs, useZipDistance } from './api/quote-calculator';
import { CalculatorFuelSurcharge } from './calculator-fuel-surcharge';
import { QuoteBreakdown } from './quote-breakdown';

const OTHER_SERVICE = 'other';
const ZIP_ENDS = [
  { end: 'pickup', label: 'Pickup ZIP' },
  { end: 'delivery', label: 'Delivery ZIP' },
] as const;
const URGENCY_LABELS: Record<QuoteUrgency, string> = { standard: 'Standard', urgent: 'Urgent (×1.35)', emergency: 'Emergency (×1.75)' };
const URGENCY_OPTIONS = labelledOptions(QUOTE_URGENCIES, URGENCY_LABELS);
const SERVICE_TYPE_OPTIONS = [
  { value: '', label: 'Select a service type' },
  ...labelledOptions(QUOTE_SERVICE_TYPES, SERVICE_TYPE_LABELS),
  { value: OTHER_SERVICE, label: 'Other service ($2.00 per mile)' },
];

interface Fields {
  distance: string;
  serviceType: string;
  weight: string;
  urgency: QuoteUrgency;
}

/** The estimate for the fields, or why there is none yet. */
export function quoteFor(fields: Fields): { quote: Breakdown } | { problem: string } {
  const distanceMiles = Number(fields.distance);
  if (fields.distance.trim() === '' || !(distanceMiles > 0)) return { problem: 'Enter a distance of more than 0 miles.' };
  if (distanceMiles > QUOTE_LIMITS.maxMiles)
    return { problem: `Enter a distance of at most ${QUOTE_LIMITS.maxMiles.toLocaleString('en-US')} miles.` };
  if (!fields.serviceType) return { problem: 'Choose a service type.' };
  const weightPounds = fields.weight.trim() === '' ? undefined : Number(fields.weight);
  if (weightPounds !== undefined && !(weightPounds >= 0 && weightPounds <= QUOTE_LIMITS.maxPounds)) {
    return { problem: `Enter a weight from 0 to ${QUOTE_LIMITS.maxPounds.toLocaleString('en-US')} lbs.` };
  }
  return { quote: calculateQuote({ distanceMiles, serviceType: fields.serviceType, weightPounds, urgency: fields.urgency }) };
}

function distanceNote(distance: ZipDistance): string {
  return `About ${distance.estimatedRoadMiles.toLocaleString('en-US')} road miles from ${distance.fromZip} to ${distance.toZip} (${distance.straightLineMiles.toLocaleString('en-US')} miles in a straight line × ${distance.roadFactor}): an estimate.`;
}

/** What the calculator quotes for, and the estimate in dollars (undefined while there is none). */
export interface QuoteTarget {
  request: RequestQuoteInputs;
  quote: string | undefined;
  onSaved: (estimatedQuote: string | null) => void;
}

/**
 * `applyQuote`: the control that makes the estimate the request's quote. Setting a quote is a
 * service-request change, so the app gives it here.
 */
export function QuoteCalculatorTab({ applyQuote }: { applyQuote: (target: QuoteTarget) => ReactNode }) {
  const [fields, setFields] = useState<Fields>({ distance: '', serviceType: '', weight: '', urgency: 'standard' });
  const [zips, setZips] = useState({ pickup: '', delivery: '' });
  const [reference, setReference] = useState('');
  const [request, setRequest] = useState<RequestQuoteInputs>();
  const [note, setNote] = useState<string>();
  const update = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const result = quoteFor(fields);

  const distance = useZipDistance();
  const loadRequest = useRequestQuoteInputs();

  function fillIn(inputs: RequestQuoteInputs) {
    setRequest(inputs);
    setZips({ pickup: inputs.pickupZip, delivery: inputs.deliveryZip });
    update({
      distance: inputs.distance ? String(inputs.distance.estimatedRoadMiles) : '',
      serviceType: isQuoteServiceType(inputs.serviceType) ? inputs.serviceType : OTHER_SERVICE,
      weight: inputs.weightPounds === null ? '' : String(inputs.weightPounds),
      urgency: inputs.urgency,
    });
    setNote(inputs.distance ? distanceNote(inputs.distance) : (inputs.problem ?? undefined));
  }

  function submitReference(event: FormEvent) {
    event.preventDefault();
    if (reference.trim()) loadRequest.mutate(reference, { onSuccess: fillIn });
  }

  function submitZips(event: FormEvent) {
    event.preventDefault();
    distance.mutate(
      { from: zips.pickup.trim(), to: zips.delivery.trim() },
      {
        onSuccess: (found) => {
          update({ distance: String(found.estimatedRoadMiles) });
          setNote(distanceNote(found));
        },
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-5">
        <form onSubmit={submitReference} className="flex flex-wrap items-end gap-3" aria-label="Fill in from a request">
          <LabelledInput
            id="quote-reference"
            label="From a request (reference ID)"
            className="min-w-56 flex-1"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder="SR-XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
          />
          <Button type="submit" variant="outline" disabled={loadRequest.isPending}>
            {loadRequest.isPending ? 'Loading...' : 'Fill In'}
          </Button>
        </form>
        {loadRequest.isError && (
          <Alert variant="destructive">
            {loadRequest.error instanceof RequestNotFound ? loadRequest.error.message : failureMessage(loadRequest.error)}
          </Alert>
        )}
        {request && (
          <p className="text-sm" data-testid="quote-request">
            Quoting <span className="font-mono">{request.referenceId}</span>
            {request.estimatedQuote ? ` · current quote ${formatUsd(request.estimatedQuote)}` : ' · no quote yet'}
          </p>
        )}

        <form onSubmit={submitZips} className="flex flex-wrap items-end gap-3" aria-label="Distance from ZIP codes">
          {ZIP_ENDS.map(({ end, label }) => (
            <LabelledInput
              key={end}
              id={`quote-${end}-zip`}
              label={label}
              className="w-32"
              inputMode="numeric"
              maxLength={10}
              value={zips[end]}
              onChange={(event) => setZips({ ...zips, [end]: event.target.value })}
            />
          ))}
          <Button type="submit" variant="outline" disabled={distance.isPending || !zips.pickup.trim() || !zips.delivery.trim()}>
            {distance.isPending ? 'Estimating...' : 'Estimate Distance'}
          </Button>
        </form>
        {distance.isError && <Alert variant="destructive">{failureMessage(distance.error)}</Alert>}
        {note && (
          <p className="text-sm text-muted-foreground" data-testid="distance-note">
            {note}
          </p>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledInput
            id="quote-distance"
            label="Distance (miles) *"
            type="number"
            min="0"
            step="0.1"
            required
            value={fields.distance}
            onChange={(event) => update({ distance: event.target.value })}
          />
          <LabelledSelect
            id="quote-service-type"
            label="Service Type *"
            required
            value={fields.serviceType}
            options={SERVICE_TYPE_OPTIONS}
            onChange={(serviceType) => update({ serviceType })}
          />
          <LabelledInput
            id="quote-weight"
            label="Weight (lbs)"
            type="number"
            min="0"
            step="1"
            value={fields.weight}
            onChange={(event) => update({ weight: event.target.value })}
          />
          <LabelledSelect
            id="quote-urgency"
            label="Urgency"
            value={fields.urgency}
            options={URGENCY_OPTIONS}
            onChange={(urgency) => update({ urgency })}
          />
        </div>
      </div>

      <div className="flex flex-col gap-3">
        {'quote' in result ? (
          <>
            <QuoteBreakdown quote={result.quote} />
            <CalculatorFuelSurcharge
              key={`${fields.distance}:${result.quote.totalCents}`}
              miles={fields.distance.trim()}
              totalCents={result.quote.totalCents}
            />
          </>
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-muted-foreground">{result.problem}</p>
        )}
        {request &&
          applyQuote({
            request,
            quote: 'quote' in result ? centsToAmount(result.quote.totalCents) : undefined,
            onSaved: (estimatedQuote) => setRequest({ ...request, estimatedQuote }),
          })}
      </div>
    </div>
  );
}
