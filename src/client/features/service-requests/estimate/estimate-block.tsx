// The home page's "Get an estimate" block: the route, service type and weight, the instant range
// for them, and a button that carries what was typed into the shipper form. On the home page, so
// it imports no zod, no react-hook-form and no shared module that does (the page's budget); the
// query and its answer's words (estimate-live.tsx) load once the customer starts on the block.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { estimateWeightPounds, isShipperServiceType } from '@shared/service-requests/instant-estimate-texts';
import { SERVICE_TYPES_BY_ROLE } from '@shared/service-requests/service-request-values';
import { errorAria, FieldMessage } from '@/components/form/field-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useI18n } from '@/i18n/use-i18n';
import { withCatalogs } from '@/i18n/with-catalogs';
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client';
import type { ShipperPrefill } from '../shipper-prefill';

// A chunk that fails to load (a deploy replaced it, the connection dropped) must not take the home
// page down with it: the block then says there is no estimate just now, as for a failed request.
// The live part calls the API, so it loads with the site's query client (not part of the home page),
// and with the shared catalog, for the server's reasons it shows (an unknown ZIP code).
const EstimateLive = lazyWithQueryClient(
  withCatalogs(['shared'], () => import('./estimate-live').then((m) => m.default)),
  EstimateUnavailable,
);

function EstimateUnavailable() {
  const i18n = useI18n();
  return <p className="text-muted-foreground">{i18n._('estimate.result.failed')}</p>;
}

// A native label styled as ui/label's: that component brings Radix's label primitive (0.9 KB gzipped)
// to a page whose JavaScript budget is nearly spent, for nothing a native label lacks here.
const LABEL_CLASSES = 'text-sm font-medium leading-none';

// The shipper's service types in the `estimate` catalog: the shared catalog (and its label maps)
// would cost the home page more than these six labels.
const SERVICE_TYPE_LABELS = {
  'small-package': /*i18n*/ { id: 'estimate.serviceType.small-package' },
  furniture: /*i18n*/ { id: 'estimate.serviceType.furniture' },
  vehicle: /*i18n*/ { id: 'estimate.serviceType.vehicle' },
  'ltl-freight': /*i18n*/ { id: 'estimate.serviceType.ltl-freight' },
  'tl-freight': /*i18n*/ { id: 'estimate.serviceType.tl-freight' },
  specialty: /*i18n*/ { id: 'estimate.serviceType.specialty' },
} satisfies Record<(typeof SERVICE_TYPES_BY_ROLE.shipper)[number], MessageDescriptor>;

const EMPTY: ShipperPrefill = { serviceType: '', pickupZip: '', deliveryZip: '', weight: '' };

type Field = keyof ShipperPrefill;

/** Each field's complaint, shown once the customer has left it with something the estimate cannot use. */
function fieldProblem(i18n: I18n, field: Field, value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (field === 'pickupZip' || field === 'deliveryZip')
    return /^\d{5}(-\d{4})?$/.test(text) ? undefined : i18n._('estimate.block.zipProblem');
  if (field === 'weight') return estimateWeightPounds(text) === undefined ? i18n._('estimate.block.weightProblem') : undefined;
  return undefined;
}

export function EstimateBlock({ onStart }: { onStart: (prefill: ShipperPrefill) => void }) {
  const i18n = useI18n();
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
  const promptText = i18n._('estimate.result.prompt');
  const prompt = <p className="text-muted-foreground">{promptText}</p>;
  const errorOf = (field: Field) => (left[field] ? fieldProblem(i18n, field, values[field]) : undefined);
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
      <FieldMessage id={`${id}-${field}-error`} message={errorOf(field)} />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{i18n._('estimate.block.heading')}</CardTitle>
        <CardDescription>{i18n._('estimate.block.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={start} onFocus={startLoading} aria-label={i18n._('estimate.block.heading')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {textField('pickupZip', i18n._('estimate.block.pickupZip'), { inputMode: 'numeric', placeholder: '10001' })}
            {textField('deliveryZip', i18n._('estimate.block.deliveryZip'), { inputMode: 'numeric', placeholder: '60601' })}
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-serviceType`} className={LABEL_CLASSES}>
                {i18n._('estimate.block.serviceType')}
              </label>
              <NativeSelect
                id={`${id}-serviceType`}
                value={isShipperServiceType(values.serviceType) ? values.serviceType : ''}
                onChange={(event) => set('serviceType')(event.target.value)}
              >
                <option value="">{i18n._('estimate.block.serviceTypePlaceholder')}</option>
                {SERVICE_TYPES_BY_ROLE.shipper.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(SERVICE_TYPE_LABELS[type])}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {textField('weight', i18n._('estimate.block.weight'), { inputMode: 'decimal', placeholder: '500' })}
          </div>
          {/* The live region is in the page from the start, so what appears in it is announced. */}
          <div aria-live="polite" className="grid gap-1 text-sm">
            {started ? (
              <Suspense fallback={prompt}>
                <EstimateLive query={values} prompt={promptText} />
              </Suspense>
            ) : (
              prompt
            )}
          </div>
          <div>
            <Button type="submit" variant="accent">
              {i18n._('estimate.block.start')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
