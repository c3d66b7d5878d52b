// Update: a new status and optional notes, recorded in the request's history.
import { useState, type FormEvent } from 'react';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS, type ServiceRequestStatus } from '@shared/service-requests/service-requests';
import { FormDialog } from '@/components/admin/form-dialog';
import { StatusNotesFields } from '@/components/admin/status-notes-fields';
import { notesToSend, statusUpdateCallbacks } from '@/components/admin/status-update';
import { labelledOptions } from '@/components/form/select-options';
import { Button } from '@/components/ui/button';
import { useUpdateStatus } from '../api/service-requests';

const STATUS_OPTIONS = labelledOptions(SERVICE_REQUEST_STATUSES, STATUS_LABELS);

export function StatusDialog({ request, onClose }: { request: AdminServiceRequestSummary; onClose: () => void }) {
  const [status, setStatus] = useState<ServiceRequestStatus>(request.status);
  const [notes, setNotes] = useState('');
  const update = useUpdateStatus();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: request.id, status, notes: notesToSend(notes) }, statusUpdateCallbacks(onClose));
  }

  return (
    <FormDialog
      title="Update Status"
      description={
        <>
          <span className="wrap-anywhere">{request.referenceId}</span> · {request.contactName}. The customer is e-mailed when the status
          changes.
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
      <StatusNotesFields
        status={{ id: 'status-select', label: 'Status', value: status, options: STATUS_OPTIONS, onChange: setStatus }}
        notes={{
          id: 'status-notes',
          rows: 3,
          placeholder: 'Internal notes; the customer does not see them',
          value: notes,
          onChange: setNotes,
        }}
      />
    </FormDialog>
  );
}
