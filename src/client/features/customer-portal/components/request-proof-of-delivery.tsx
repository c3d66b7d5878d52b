// Once delivered: who received the load and when, what the receiver noted over, short or damaged
// (issue 39), and the proof of delivery PDF (the receiver's signature, the driver's photos and the
// exceptions' photos), downloaded with the customer's session.
import { FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { Button } from '@/components/ui/button';
import { RichText } from '@/i18n/rich-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

const EXCEPTION_KIND_MESSAGES = {
  over: /*i18n*/ { id: 'account.proof.exceptionOver' },
  short: /*i18n*/ { id: 'account.proof.exceptionShort' },
  damaged: /*i18n*/ { id: 'account.proof.exceptionDamaged' },
} as const;

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
      {proof.exceptions && proof.exceptions.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{i18n._('account.proof.exceptions')}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {proof.exceptions.map((exception, index) => (
              <li key={index} className="rounded-md border border-amber-300 bg-amber-50 p-3">
                <span className="font-medium">
                  {i18n._(EXCEPTION_KIND_MESSAGES[exception.kind].id)} ·{' '}
                  {i18n._('account.proof.exceptionPieces', { count: exception.pieces })}
                </span>
                <span className="block wrap-anywhere">{exception.note}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
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
