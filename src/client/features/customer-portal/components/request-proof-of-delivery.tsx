// Once delivered: who received the load and when, and the proof of delivery PDF (the receiver's
// signature and the driver's photos), downloaded with the customer's session.
import { FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { Button } from '@/components/ui/button';
import { RichText } from '@/i18n/rich-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

export function RequestProofOfDelivery({ request }: { request: Pick<PortalRequestDetail, 'proofOfDelivery' | 'proofOfDeliveryUrl'> }) {
  const i18n = useI18n();
  const locale = useLocale();
  const { proofOfDelivery: proof, proofOfDeliveryUrl: url } = request;
  if (!proof) return null;
  return (
    <RequestSection title={i18n._('account.proof.heading')}>
      <p className="text-sm">
        <RichText
          message={/*i18n*/ { id: 'account.proof.received' }}
          values={{ name: proof.receiverName, when: formatViewerDateTime(proof.deliveredAt, locale) }}
          components={{ 0: <span className="font-medium" />, 1: <time dateTime={proof.deliveredAt} /> }}
        />
      </p>
      {url && (
        <div>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href={url} download>
              <FileDown aria-hidden />
              {i18n._('account.proof.download')}
            </a>
          </Button>
        </div>
      )}
    </RequestSection>
  );
}
