// Update: a new status and optional notes, recorded in the request's history.
import { useState, type FormEvent } from 'react';
import { STATUS_NOTES_MAX_LENGTH, type AdminServiceRequestSummary } from '@shared/admin-service-requests';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS, type ServiceRequestStatus } from '@shared/service-requests';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateStatus } from '../api/service-requests';
import { failureMessage } from '../failure-message';

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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Update Status</DialogTitle>
            <DialogDescription>
              {request.referenceId} · {request.contactName}. The customer is e-mailed when the status changes.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="status-select">Status</Label>
            <Select value={status} onValueChange={(value) => setStatus(value as ServiceRequestStatus)}>
              <SelectTrigger id="status-select">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SERVICE_REQUEST_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Updating...' : 'Update Status'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
