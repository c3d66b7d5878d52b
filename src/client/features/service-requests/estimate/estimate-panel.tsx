// The instant estimate inside the shipper form: silent until both ZIP codes, the service type and
// the weight are filled in, then the range for them (or why there is none). It reads the form's
// values; the server computes the estimate again, itself, when the request is submitted.
import { useWatch, type Control } from 'react-hook-form';
import type { ServiceRequestField, ServiceRequestInput } from '@shared/service-requests/service-request-schemas';
import { URGENCY_LEVELS, type Urgency } from '@shared/service-requests/service-request-values';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { EstimateResult } from './estimate-result';
import { useInstantEstimate } from './use-instant-estimate';

function urgencyOf(value: string | undefined): Urgency | undefined {
  return URGENCY_LEVELS.find((level) => level === value);
}

export function EstimatePanel({ control }: { control: Control<ServiceRequestInput> }) {
  const i18n = useI18n();
  // Read by the names of any role's form: the shipper's holds all of these.
  const values: Partial<Record<ServiceRequestField, string>> = useWatch({ control });
  const state = useInstantEstimate({
    pickupZip: values.pickupZip ?? '',
    deliveryZip: values.deliveryZip ?? '',
    serviceType: values.serviceType ?? '',
    weight: values.weight ?? '',
    urgency: urgencyOf(values.urgency),
  });
  const shown = state.kind !== 'incomplete';
  return (
    // The live region stays in the page while empty, so the range is announced when it appears.
    <div className={cn(shown && 'grid gap-2 rounded-lg border border-accent/40 bg-accent/5 p-4 sm:p-6')}>
      {shown && <h2 className="text-base font-semibold">{i18n._('estimate.panel.heading')}</h2>}
      <div aria-live="polite" className="grid gap-1 text-sm">
        <EstimateResult state={state} />
      </div>
    </div>
  );
}
