// Where the request stands, step by step: the same history and the same drawing as /track. The
// drawing belongs to the tracking feature, so the app hands it over (features do not import
// each other); this section gives it its place on the page.
import type { ReactNode } from 'react';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { useI18n } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

/** The request's status and history with the driver's updates, as the /track timeline reads them. */
export type TimelineSource = Pick<PortalRequestDetail, 'status' | 'timeline' | 'deliveryUpdates'>;
export type RenderTimeline = (request: TimelineSource) => ReactNode;

export function RequestTimeline({ request, renderTimeline }: { request: TimelineSource; renderTimeline: RenderTimeline }) {
  const i18n = useI18n();
  return (
    <RequestSection title={i18n._('account.progress.heading')}>
      {renderTimeline({ status: request.status, timeline: request.timeline, deliveryUpdates: request.deliveryUpdates })}
    </RequestSection>
  );
}
