// A broker request's rate confirmations in the back office's request dialog (issue 39): each
// version with its state, who signed it (name, title, e-mail, when, from where) or sent it, its
// file; "Make rate confirmation" (operations) while none is agreed; and Accept or Reject a
// broker's own upload, each confirmed first.
import { Check, FilePlus2, X } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import type { OfficeRateConfirmation } from '@shared/rate-confirmations/rate-confirmation-schemas';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { DetailHeading } from '@/components/admin/detail-section';
import { FormDialog } from '@/components/admin/form-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { useOfficeRateConfirmations, useReviewUpload } from './api';
import { MakeRateConfirmationDialog } from './make-rate-confirmation-dialog';

const STATE_LABELS: Record<OfficeRateConfirmation['state'], string> = {
  sent: 'Sent, waiting for signature',
  signed: 'Signed',
  uploaded: "Broker's own, to review",
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Superseded',
};

type Review = { version: OfficeRateConfirmation; decision: 'accept' | 'reject' };

export function RateConfirmationsSection({ requestId }: { requestId: number }) {
  const list = useOfficeRateConfirmations(requestId);
  const mayUpdate = useMayUse('paperwork-updates');
  const [making, setMaking] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  if (list.isPending) return null;
  if (list.isError) return <Alert variant="destructive">Could not load the rate confirmations: {failureMessage(list.error)}</Alert>;
  const { versions, canMake, cannotMakeReason } = list.data;
  return (
    <section aria-labelledby={`rate-confirmations-${requestId}`}>
      <DetailHeading id={`rate-confirmations-${requestId}`}>Rate confirmation</DetailHeading>
      <div className="flex flex-col gap-3">
        {versions.length === 0 && <p className="text-sm text-muted-foreground">No rate confirmation yet.</p>}
        {versions.map((version) => (
          <VersionRow key={version.id} version={version} mayUpdate={mayUpdate} onReview={(decision) => setReview({ version, decision })} />
        ))}
        {mayUpdate && (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="outline" disabled={!canMake} onClick={() => setMaking(true)}>
              <FilePlus2 aria-hidden />
              Make rate confirmation
            </Button>
            {cannotMakeReason && <span className="text-sm text-muted-foreground">{cannotMakeReason}</span>}
          </div>
        )}
      </div>
      {making && <MakeRateConfirmationDialog requestId={requestId} onClose={() => setMaking(false)} />}
      {review?.decision === 'accept' && <AcceptDialog requestId={requestId} version={review.version} onClose={() => setReview(null)} />}
      {review?.decision === 'reject' && <RejectDialog requestId={requestId} version={review.version} onClose={() => setReview(null)} />}
    </section>
  );
}

function VersionRow({
  version,
  mayUpdate,
  onReview,
}: {
  version: OfficeRateConfirmation;
  mayUpdate: boolean;
  onReview: (decision: 'accept' | 'reject') => void;
}) {
  const { signature, upload, review, content } = version;
  return (
    <div className="rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <strong>Version {version.version}</strong>
        <Badge tone={version.state === 'signed' || version.state === 'accepted' ? 'green' : 'neutral'}>{STATE_LABELS[version.state]}</Badge>
        <span className="text-muted-foreground">made {formatDateTime(version.createdAt)}</span>
        <a className="underline" href={version.fileUrl}>
          {version.source === 'generated' ? 'PDF' : `File (${upload?.originalName ?? 'upload'})`}
        </a>
      </div>
      {content && (
        <p className="mt-1 text-muted-foreground">
          {content.pickup.city}, {content.pickup.state} to {content.delivery.city}, {content.delivery.state} · {content.equipment} ·{' '}
          {formatUsd(content.total)}
        </p>
      )}
      {signature && (
        <p className="mt-1">
          Signed by {signature.name} ({signature.title}, {signature.email}) {formatDateTime(signature.signedAt)} from{' '}
          {signature.ipAddress ?? 'an unrecorded address'}
        </p>
      )}
      {upload?.uploadedBy && <p className="mt-1">Sent by {upload.uploadedBy}</p>}
      {review && (
        <p className="mt-1">
          Reviewed {formatDateTime(review.reviewedAt)}
          {review.note ? `: ${review.note}` : ''}
        </p>
      )}
      {mayUpdate && version.state === 'uploaded' && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onReview('accept')}>
            <Check aria-hidden />
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReview('reject')}>
            <X aria-hidden />
            Reject
          </Button>
        </div>
      )}
    </div>
  );
}

function AcceptDialog({ requestId, version, onClose }: { requestId: number; version: OfficeRateConfirmation; onClose: () => void }) {
  const reviewUpload = useReviewUpload(requestId);
  return (
    <ConfirmActionDialog
      title={`Accept the broker's rate confirmation (version ${version.version})?`}
      record={[
        { label: 'File', value: version.upload?.originalName ?? 'upload' },
        { label: 'Sent by', value: version.upload?.uploadedBy ?? 'the broker' },
      ]}
      consequence="It counts as the broker's signature: the load may be dispatched, and its quote can no longer change."
      confirmLabel="Accept rate confirmation"
      busyLabel="Accepting..."
      onConfirm={async () => {
        await reviewUpload.mutateAsync({ id: version.id, decision: 'accept' });
        toast({ title: 'Rate confirmation accepted' });
      }}
      onClose={onClose}
    />
  );
}

function RejectDialog({ requestId, version, onClose }: { requestId: number; version: OfficeRateConfirmation; onClose: () => void }) {
  const reviewUpload = useReviewUpload(requestId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <FormDialog
      title={`Reject the broker's rate confirmation (version ${version.version})?`}
      description="The load stays without a rate confirmation. Say why: the broker is not told automatically; the note stays on the record."
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setProblem('Say why the upload is rejected');
          return;
        }
        reviewUpload.mutate(
          { id: version.id, decision: 'reject', note: note.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Rate confirmation rejected' });
              onClose();
            },
            onError: (error) => setProblem(failureMessage(error)),
          },
        );
      }}
      onClose={onClose}
      submitButton={
        <Button type="submit" variant="destructive" disabled={reviewUpload.isPending}>
          {reviewUpload.isPending ? 'Rejecting...' : 'Reject rate confirmation'}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`reject-note-${version.id}`}>Why</Label>
        <Textarea id={`reject-note-${version.id}`} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {problem && <Alert variant="destructive">{problem}</Alert>}
    </FormDialog>
  );
}
