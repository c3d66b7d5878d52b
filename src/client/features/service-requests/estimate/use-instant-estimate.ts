// GET /api/estimate: the instant price range for a shipper's route, service type and weight. Asked
// only once the inputs are complete and plausible, and only after typing pauses, so a customer
// typing a ZIP code or a weight does not send a request per key. Zod-free: the home page uses it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import {
  estimateUrl,
  isEstimateQueryReady,
  type EstimateQuery,
  type InstantEstimate,
} from '@shared/service-requests/instant-estimate-texts';
import { ApiError, getJson } from '@/lib/api';
import { refusalOf } from '@/lib/failure-message';

/** How long typing must pause before the estimate is asked for. */
export const ESTIMATE_DEBOUNCE_MS = 400;

export const estimateKeys = {
  estimate: (query: EstimateQuery) =>
    [
      'service-requests',
      'estimate',
      query.pickupZip.trim(),
      query.deliveryZip.trim(),
      query.serviceType,
      query.weight.trim(),
      query.urgency ?? 'standard',
    ] as const,
};

export function fetchInstantEstimate(query: EstimateQuery): Promise<InstantEstimate> {
  return getJson<InstantEstimate>(estimateUrl(query));
}

/**
 * `value`, once it has stayed the same for `delayMs`; `unsettled` until then, from the first
 * render on, so inputs already complete when the hook mounts (a pre-filled form, the last key
 * typed) wait like any other.
 */
function useSettledValue<Value>(value: Value, unsettled: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(unsettled);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What the estimate shows: nothing yet, a wait, the range, or why there is none. */
export type EstimateState =
  | { kind: 'incomplete' }
  | { kind: 'loading' }
  | { kind: 'estimate'; estimate: InstantEstimate }
  /** The server could not estimate these inputs and said why (an unknown ZIP code, too many asks). */
  | { kind: 'refused'; message: MessageOrText }
  /** The server could not be reached or failed: nothing the customer can fix. */
  | { kind: 'failed' };

/** The estimate for `query`, asked once the inputs are complete and typing has paused. */
export function useInstantEstimate(query: EstimateQuery): EstimateState {
  const ready = isEstimateQueryReady(query);
  // One text stands for the inputs, so the pause is measured on values, not on a new object per render.
  const key = JSON.stringify(estimateKeys.estimate(query));
  const settledKey = useSettledValue(ready ? key : '', '', ESTIMATE_DEBOUNCE_MS);
  const settled = ready && settledKey === key;
  const { data, error, isPending } = useQuery({
    queryKey: estimateKeys.estimate(query),
    queryFn: () => fetchInstantEstimate(query),
    enabled: settled,
  });
  if (!ready) return { kind: 'incomplete' };
  if (data) return { kind: 'estimate', estimate: data };
  if (error) return refusalOrFailure(error);
  return isPending ? { kind: 'loading' } : { kind: 'failed' };
}

function refusalOrFailure(error: Error): EstimateState {
  // A 4xx carries words meant for the customer; a 5xx or a lost connection does not.
  const refusal = error instanceof ApiError && error.status < 500 ? refusalOf(error) : undefined;
  if (refusal) return { kind: 'refused', message: refusal };
  return { kind: 'failed' };
}
