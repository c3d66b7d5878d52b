// The home page's "Get an estimate" block: the route, service type and weight, the instant range
// for them, and a button that carries what was typed into the shipper form. On the home page, so
// it imports no zod, no react-hook-form and no shared module that does (the page's budget); the
// query and its answer's words (estimate-live.tsx) load once the customer starts on the block.
import { Suspense, useId, useState, type FormEvent } from 'react';
import { ESTIMATE_TEXTS, estimateWeightPounds, isShipperServiceType } from '@shared/instant-estimate-texts';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES_BY_ROLE } from '@shared/service-requests';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client';
import type { ShipperPrefill } from '../shipper-prefill';

// A chunk that fails to load (a deploy replaced it, the connection dropped) must not take the home
// page down with it: the block then says there is no estimate just now, as for a failed request.
// The live part calls the API, so it loads with the site's query client (not part of the home page).
const EstimateLive = lazyWithQueryClient(() => import('./estimate-live').then((m) => m.default), EstimateUnavailable);

function EstimateUnavailable() {
  return <p className="text-muted-foreground">{ESTIMATE_TEXTS.failed}</p>;
}

// A native label styled as ui/label's: that component brings Radix's label primitive (0.9 KB gzipped)
// to a page whose JavaScript budget is nearly spent, for nothing a native label lacks here.
const LABEL_CLASSES = 'text-sm font-medium leading-none';

const EMPTY: ShipperPrefill = { serviceType: '', pickupZip: '', deliveryZip: '', weight: '' };

type Field = keyof ShipperPrefill;

/** Each field's complaint, shown once the customer has left it with something the estimate cannot use. */
function fieldProblem(field: Field, value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (field === 'pickupZip' || field === 'deliveryZip') return /^\d{5}(-\d{4})?$/.test(text) ? undefined : 'Enter a 5-digit ZIP code';
  if (field === 'weight')
    return estimateWeightPounds(text) === undefined ? 'Enter a weight in pounds, greater than 0 and at most 200,000' : undefined;
  return undefined;
}

export function EstimateBlock({ onStart }: { onStart: (prefill: ShipperPrefill) => void }) {
  const id = useId();
  const [values, setValues] = useState<ShipperPrefill>(EMPTY);
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  // Whether the customer has started on the block: until then the estimate's code is not loaded.
  const [started, setStarted] = useState(false);

  const set = (field: Field) => (value: string) => {
    setStarted(true);
    setValues((current) => ({ ...current, [field]: value }));
  };
  // Loading starts at the first focus, so it is done by the time the inputs are (the prompt shows meanwhile).
  const startLoading = () => setStarted(true);
  const prompt = <p className="text-muted-foreground">{ESTIMATE_TEXTS.prompt}</p>;
  const errorOf = (field: Field) => (left[field] ? fieldProblem(field, values[field]) : undefined);
  const leave = (field: Field) => () => setLeft((current) => ({ ...current, [field]: true }));

  const start = (event: FormEvent) => {
    event.preventDefault();
    onStart({ ...values, pickupZip: values.pickupZip.trim(), deliveryZip: values.deliveryZip.trim(), weight: values.weight.trim() });
  };

  const textField = (field: Field, label: string, props: { inputMode: 'numeric' | 'decimal'; placeholder: string }) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${field}`} className={LABEL_CLASSES}>
        {label}
      </label>
      <Input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        onBlur={leave(field)}
        {...props}
        {...errorAria(`${id}-${field}-error`, errorOf(field))}
      />
      <FieldError id={`${id}-${field}-error`} error={errorOf(field)} />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{ESTIMATE_TEXTS.blockHeading}</CardTitle>
        <CardDescription>{ESTIMATE_TEXTS.blockIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={start} onFocus={startLoading} aria-label={ESTIMATE_TEXTS.blockHeading}>
          <div className="grid gap-4 sm:grid-cols-2">
            {textField('pickupZip', 'Pickup ZIP Code', { inputMode: 'numeric', placeholder: '10001' })}
            {textField('deliveryZip', 'Delivery ZIP Code', { inputMode: 'numeric', placeholder: '60601' })}
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-serviceType`} className={LABEL_CLASSES}>
                Service Type
              </label>
              <NativeSelect
                id={`${id}-serviceType`}
                value={isShipperServiceType(values.serviceType) ? values.serviceType : ''}
                onChange={(event) => set('serviceType')(event.target.value)}
              >
                <option value="">Select a service type</option>
                {SERVICE_TYPES_BY_ROLE.shipper.map((type) => (
                  <option key={type} value={type}>
                    {SERVICE_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {textField('weight', 'Weight (lbs)', { inputMode: 'decimal', placeholder: '500' })}
          </div>
          {/* The live region is in the page from the start, so what appears in it is announced. */}
          <div aria-live="polite" className="grid gap-1 text-sm">
            {started ? (
              <Suspense fallback={prompt}>
                <EstimateLive query={values} prompt={ESTIMATE_TEXTS.prompt} />
              </Suspense>
            ) : (
              prompt
            )}
          </div>
          <div>
            <Button type="submit" variant="accent">
              {ESTIMATE_TEXTS.start}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
