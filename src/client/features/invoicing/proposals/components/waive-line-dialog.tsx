// Waiving a proposed line asks why: the reason is kept on the line and in the audit log.
import { useId, useState, type FormEvent } from 'react';
import { waiveLineSchema, type InvoiceLine } from '@shared/invoicing/invoice-line-schemas';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/failure-message';
import { useWaiveLine } from '../api/decide-line';

interface WaiveLineDialogProps {
  requestId: number;
  line: InvoiceLine;
  onWaived: () => void;
  onClose: () => void;
}

export function WaiveLineDialog({ requestId, line, onWaived, onClose }: WaiveLineDialogProps) {
  const id = useId();
  const waive = useWaiveLine(requestId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = waiveLineSchema.safeParse({ reason });
    if (!parsed.success) {
      setError('Enter the reason for waiving this line (one line, at most 500 characters)');
      return;
    }
    setError(undefined);
    waive.mutate(
      { lineId: line.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          onWaived();
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title="Waive this line?"
      description={`${line.description} · $${line.amount}. A waived line is never billed.`}
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" variant="destructive" disabled={waive.isPending}>
          {waive.isPending ? 'Waiving...' : 'Waive line'}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...errorAria(`${id}-reason-error`, error)}
        />
        <FieldError id={`${id}-reason-error`} error={error} />
      </div>
      {waive.error && <Alert variant="destructive">{failureMessage(waive.error)}</Alert>}
    </FormDialog>
  );
}
