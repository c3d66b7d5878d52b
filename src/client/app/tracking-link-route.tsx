// A tracking link's page (/t/<token>, issue 40), handed the pieces other features own: /track's
// timeline drawing and the site's 404 page for a link that does not exist. Composed here, in the
// chunk app.tsx lazy-loads for this route.
import { useParams } from 'wouter';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import type { RenderLinkTimeline } from '@/features/tracking-links/public/tracking-link-page';
import { TrackingLinkPage } from '@/features/tracking-links/public/tracking-link-page';
import { StatusTimeline } from '@/features/tracking/components/status-timeline';
import { timelineStages } from '@/features/tracking/timeline-stages';

const renderTimeline: RenderLinkTimeline = (page) => <StatusTimeline stages={timelineStages(page)} />;
const renderNotFound = () => <NotFoundPage />;

export function TrackingLinkRoute() {
  const { token = '' } = useParams<{ token: string }>();
  return <TrackingLinkPage key={token} token={token} renderTimeline={renderTimeline} renderNotFound={renderNotFound} />;
}
