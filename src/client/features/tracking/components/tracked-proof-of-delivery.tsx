// Once delivered: who received the load and when, and the proof of delivery PDF (signature and
// photos) for the same reference ID and e-mail the customer just looked up.
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { ProofOfDeliverySummary } from '@shared/dispatch';
import type { TrackingLookup } from '@shared/tracking-lookup';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { downloadTrackedProofOfDelivery } from '../api/download-proof-of-delivery';

export function TrackedProofOfDelivery({ proof, lookup }: { proof: ProofOfDeliverySummary; lookup: TrackingLookup | undefined }) {
  const download = useMutation({
    mutationFn: () => (lookup ? downloadTrackedProofOfDelivery(lookup) : Promise.reject(new Error('no look-up'))),
  });
  return (
    <section aria-labelledby="proof-of-delivery-heading" className="mt-6 rounded-lg border bg-muted/30 p-4">
      <h3 id="proof-of-delivery-heading" className="font-semibold">
        Proof of delivery
      </h3>
      <p className="mt-1 text-sm">
        Received by <span className="font-medium">{proof.receiverName}</span> on{' '}
        <time dateTime={proof.deliveredAt}>{formatViewerDateTime(proof.deliveredAt)}</time>
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
          {download.isPending ? 'Preparing the PDF…' : 'Download proof of delivery (PDF)'}
        </Button>
      )}
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {downloadFailure(download.error)}
        </p>
      )}
    </section>
  );
}

function downloadFailure(error: Error): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'The proof of delivery could not be downloaded. Please try again.';
  return "We couldn't reach our server. Check your connection and try again.";
}
