// Once delivered: who received the load and when, and the proof of delivery PDF (the receiver's
// signature and the driver's photos), downloaded with the customer's session.
import { FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal';
import { Button } from '@/components/ui/button';
import { RequestSection } from './request-section';

export function RequestProofOfDelivery({ request }: { request: Pick<PortalRequestDetail, 'proofOfDelivery' | 'proofOfDeliveryUrl'> }) {
  const { proofOfDelivery: proof, proofOfDeliveryUrl: url } = request;
  if (!proof) return null;
  return (
    <RequestSection title="Proof of delivery">
      <p className="text-sm">
        Received by <span className="font-medium">{proof.receiverName}</span> on{' '}
        <time dateTime={proof.deliveredAt}>{formatViewerDateTime(proof.deliveredAt)}</time>
      </p>
      {url && (
        <div>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href={url} download>
              <FileDown aria-hidden />
              Download proof of delivery (PDF)
            </a>
          </Button>
        </div>
      )}
    </RequestSection>
  );
}
