// Issue credit note: how much the sent invoice's balance goes down and why (the customer reads the
// reason on the credit note). The server checks the amount against the balance and says why not.
import { useId, useState, type FormEvent } from 'react';
import { creditNoteInputSchema } from '@shared/invoicing/credit-notes';
import { formatUsd } from '@shared/money-format';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useIssueCreditNote } from '../api/credit-notes';

interface CreditNoteDialogProps {
  requestId: number;
  invoiceNumber: string;
  /** What is owed now: the invoice's total less its credit notes. */
  balance: string;
  onClose: () => void;
}

export const CREDIT_AMOUNT_ERROR = 'Enter the amount to credit in dollars, e.g. 150.00';
export const CREDIT_REASON_ERROR = 'Enter the reason for the credit note (one line, at most 500 characters)';

export function CreditNoteDialog({ requestId, invoiceNumber, balance, onClose }: CreditNoteDialogProps) {
  const id = useId();
  const issue = useIssueCreditNote(requestId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = creditNoteInputSchema.safeParse({ amount, reason });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        amount: fields.has('amount') ? CREDIT_AMOUNT_ERROR : undefined,
        reason: fields.has('reason') ? CREDIT_REASON_ERROR : undefined,
      });
      return;
    }
    setErrors({});
    issue.mutate(parsed.data, {
      onSuccess: (note) => {
        toast({
          title: `Credit note ${note.number} issued`,
          description: 'The customer is e-mailed the credit note and the new amount due.',
        });
        onClose();
      },
    });
  }

  return (
    <FormDialog
      title={`Issue a credit note on ${invoiceNumber}?`}
      description={`The invoice stays as sent; the credit note takes its own number and lowers the amount due, now ${formatUsd(balance)}. Open payment links for the old amount stop working.`}
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" variant="accent" disabled={issue.isPending}>
          {issue.isPending ? 'Issuing...' : 'Issue credit note'}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`}>Amount (USD)</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...errorAria(`${id}-amount-error`, errors.amount)}
        />
        <FieldError id={`${id}-amount-error`} error={errors.amount} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>Reason (the customer reads it)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...errorAria(`${id}-reason-error`, errors.reason)}
        />
        <FieldError id={`${id}-reason-error`} error={errors.reason} />
      </div>
      {issue.error && <Alert variant="destructive">{failureMessage(issue.error)}</Alert>}
    </FormDialog>
  );
}
