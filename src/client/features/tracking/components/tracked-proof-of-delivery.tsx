// Once delivered: who received the load and when, and the proof of delivery PDF (signature and
// photos) for the same reference ID and e-mail the customer just looked up.
import type { I18n } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { ProofOfDeliverySummary } from '@shared/dispatch/dispatch';
import type { TrackingLookup } from '@shared/tracking/tracking-lookup';
import { Button } from '@/components/ui/button';
import { RichText } from '@/i18n/rich-text';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { refusalOf } from '@/lib/failure-message';
import { downloadTrackedProofOfDelivery } from '../api/download-proof-of-delivery';

export function TrackedProofOfDelivery({ proof, lookup }: { proof: ProofOfDeliverySummary; lookup: TrackingLookup | undefined }) {
  const i18n = useI18n();
  const locale = useLocale();
  const download = useMutation({
    mutationFn: () => (lookup ? downloadTrackedProofOfDelivery(lookup) : Promise.reject(new Error('no look-up'))),
  });
  return (
    <section aria-labelledby="proof-of-delivery-heading" className="mt-6 rounded-lg border bg-muted/30 p-4">
      <h3 id="proof-of-delivery-heading" className="font-semibold">
        {i18n._('track.proof.heading')}
      </h3>
      <p className="mt-1 text-sm">
        <RichText
          message={/*i18n*/ { id: 'track.proof.receivedBy' }}
          values={{ name: proof.receiverName, date: formatViewerDateTime(proof.deliveredAt, locale) }}
          components={{ 0: <span className="font-medium" />, 1: <time dateTime={proof.deliveredAt} /> }}
        />
      </p>
      {lookup && (
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="mt-3 w-full sm:w-auto"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          <FileDown aria-hidden />
          {download.isPending ? i18n._('track.proof.preparing') : i18n._('track.proof.download')}
        </Button>
      )}
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {downloadFailure(i18n, download.error)}
        </p>
      )}
    </section>
  );
}

function downloadFailure(i18n: I18n, error: Error): string {
  if (error instanceof ApiError) {
    const refusal = refusalOf(error);
    return refusal ? shownMessage(i18n, refusal) : i18n._('track.proof.downloadFailed');
  }
  return i18n._('track.offline');
}
