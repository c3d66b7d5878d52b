// Void and re-issue: asks why, says what happens, and confirms with a button that names the
// invoice. The voided invoice keeps its number; its lines come back as a draft to correct and send.
import { useId, useState, type FormEvent } from 'react';
import { voidInvoiceInputSchema } from '@shared/invoicing/credit-notes';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useVoidInvoice } from '../api/credit-notes';

interface VoidInvoiceDialogProps {
  requestId: number;
  invoiceNumber: string;
  onClose: () => void;
}

export const VOID_REASON_ERROR = 'Enter the reason for voiding the invoice (one line, at most 500 characters)';

export function VoidInvoiceDialog({ requestId, invoiceNumber, onClose }: VoidInvoiceDialogProps) {
  const id = useId();
  const voidInvoice = useVoidInvoice(requestId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = voidInvoiceInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(VOID_REASON_ERROR);
      return;
    }
    setError(undefined);
    voidInvoice.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: `Invoice ${invoiceNumber} voided`,
          description: 'Its lines are a new draft: correct them and send the new invoice.',
        });
        onClose();
      },
    });
  }

  return (
    <FormDialog
      title={`Void invoice ${invoiceNumber}?`}
      description={`The customer is told ${invoiceNumber} was voided and a corrected invoice follows; nothing is owed until it is sent, with a new number. ${invoiceNumber} stays in the records. This cannot be undone.`}
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" variant="destructive" disabled={voidInvoice.isPending}>
          {voidInvoice.isPending ? 'Voiding...' : `Void ${invoiceNumber} and re-issue`}
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
      {voidInvoice.error && <Alert variant="destructive">{failureMessage(voidInvoice.error)}</Alert>}
    </FormDialog>
  );
}
