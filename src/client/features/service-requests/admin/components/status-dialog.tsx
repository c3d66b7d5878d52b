// Update: a new status and optional notes, recorded in the request's history.
import { useState, type FormEvent } from 'react';
import { STATUS_NOTES_MAX_LENGTH } from '@shared/admin-lists';
import type { AdminServiceRequestSummary } from '@shared/admin-service-requests';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS, type ServiceRequestStatus } from '@shared/service-requests';
import { FormDialog } from '@/components/admin/form-dialog';
import { ChoiceSelect } from '@/components/form/choice-select';
import { labelledOptions } from '@/components/form/select-options';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useUpdateStatus } from '../api/service-requests';

const STATUS_OPTIONS = labelledOptions(SERVICE_REQUEST_STATUSES, STATUS_LABELS);

export function StatusDialog({ request, onClose }: { request: AdminServiceRequestSummary; onClose: () => void }) {
  const [status, setStatus] = useState<ServiceRequestStatus>(request.status);
  const [notes, setNotes] = useState('');
  const update = useUpdateStatus();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: request.id, status, notes: notes.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Status updated successfully' });
          onClose();
        },
        onError: (error) => toast({ title: 'Failed to update status', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <FormDialog
      title="Update Status"
      description={
        <>
          {request.referenceId} · {request.contactName}. The customer is e-mailed when the status changes.
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      submitButton={
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="status-select">Status</Label>
        <ChoiceSelect id="status-select" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="status-notes">Notes (optional)</Label>
        <Textarea
          id="status-notes"
          rows={3}
          maxLength={STATUS_NOTES_MAX_LENGTH}
          placeholder="Internal notes; the customer does not see them"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
