// POST /api/track: a service request's status timeline. A mutation, not a query: the look-up is
// a POST (the e-mail stays out of URLs) and runs only when the customer asks for it.
import { useMutation } from '@tanstack/react-query';
import type { TrackingLookup, TrackingResult } from '@shared/tracking/tracking-lookup';
import { postJson } from '@/lib/api';

export function trackRequest(lookup: TrackingLookup): Promise<TrackingResult> {
  return postJson<TrackingResult>('/api/track', lookup);
}

export function useTrackRequest() {
  return useMutation({ mutationFn: trackRequest });
}
