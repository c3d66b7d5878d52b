// The customer's one-request page, handed the pieces other features own: /track's timeline
// drawing, the request form's draft ("Request again"), the Documents section (documents), a
// broker's rate confirmation to sign (rate-confirmations), the tracking links and delivery contact
// (tracking-links) and the Text messages section (text-messages).
// Composed here, in one chunk app.tsx lazy-loads, so every page's first download (the home page's
// budget) carries one import for this page, not one per piece; the pieces still arrive with the
// page, as this chunk's own imports.
import type { RenderDocuments } from '@/features/customer-portal/components/request-documents';
import type { RenderTexts } from '@/features/customer-portal/components/request-texts';
import type { RenderTimeline } from '@/features/customer-portal/components/request-timeline';
import { PortalRequestPage } from '@/features/customer-portal/request-page';
import { CustomerDocuments } from '@/features/documents/customer/customer-documents';
import { renderRateConfirmation } from '@/features/rate-confirmations/customer/rate-confirmation-section';
import { prefillFromEarlier } from '@/features/service-requests/draft/prefill-from-earlier';
import { StatusTimeline } from '@/features/tracking/components/status-timeline';
import { CustomerTextMessages } from '@/features/text-messages/customer/customer-text-messages';
import { timelineStages } from '@/features/tracking/timeline-stages';
import { renderTrackingLinks } from '@/features/tracking-links/customer/tracking-section';

const renderTimeline: RenderTimeline = (request) => <StatusTimeline stages={timelineStages(request)} />;
const renderDocuments: RenderDocuments = (referenceId) => <CustomerDocuments referenceId={referenceId} />;
const renderTexts: RenderTexts = ({ referenceId, contactPhone }) => (
  <CustomerTextMessages referenceId={referenceId} contactPhone={contactPhone} />
);

export function PortalRequestRoute() {
  return (
    <PortalRequestPage
      renderTimeline={renderTimeline}
      startRequestFrom={prefillFromEarlier}
      renderDocuments={renderDocuments}
      renderRateConfirmation={renderRateConfirmation}
      renderTexts={renderTexts}
      renderTrackingLinks={renderTrackingLinks}
    />
  );
}
