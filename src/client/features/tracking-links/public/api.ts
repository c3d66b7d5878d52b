// GET /api/tracking-links/<token>: the page's data, or why there is none (410: revoked or expired;
// 404: no such link). Asked again every minute while the load moves and the page is visible.
import { useQuery } from '@tanstack/react-query';
import type { TrackingLinkGone, TrackingLinkPage } from '@shared/tracking-links/tracking-links';
import { TRACKING_LINK_API_PREFIX } from '@shared/tracking-links/tracking-links';
import { ApiError, getJson } from '@/lib/api';

export type TrackingLinkAnswer =
  { kind: 'active'; page: TrackingLinkPage } | { kind: 'gone'; state: TrackingLinkGone['state'] } | { kind: 'not-found' };

/** How often a moving load's page asks again. */
export const TRACKING_LINK_REFRESH_MS = 60_000;

export async function fetchTrackingLink(token: string): Promise<TrackingLinkAnswer> {
  try {
    return { kind: 'active', page: await getJson<TrackingLinkPage>(`${TRACKING_LINK_API_PREFIX}${encodeURIComponent(token)}`) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    if (error instanceof ApiError && error.status === 410) return { kind: 'gone', state: goneStateOf(error.body) };
    throw error;
  }
}

function goneStateOf(body: string): TrackingLinkGone['state'] {
  try {
    return (JSON.parse(body) as Partial<TrackingLinkGone>).state === 'revoked' ? 'revoked' : 'expired';
  } catch {
    return 'expired';
  }
}

/** Still moving: worth asking again. A delivered load, a gone link or no link is what it is. */
export function keepsMoving(answer: TrackingLinkAnswer | undefined): boolean {
  return answer?.kind === 'active' && answer.page.status !== 'delivered' && answer.page.status !== 'cancelled';
}

export function useTrackingLink(token: string) {
  return useQuery({
    queryKey: [TRACKING_LINK_API_PREFIX, token],
    queryFn: () => fetchTrackingLink(token),
    // React Query asks again only while the tab is visible (refetchIntervalInBackground is off).
    refetchInterval: (query) => (keepsMoving(query.state.data) ? TRACKING_LINK_REFRESH_MS : false),
    retry: 1,
  });
}

/** The proof of delivery's PDF: a plain download link (the answer is an attachment). */
export const proofOfDeliveryUrl = (token: string) => `${TRACKING_LINK_API_PREFIX}${encodeURIComponent(token)}/proof-of-delivery`;
