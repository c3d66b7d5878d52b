// Quote and Invoice: one amount in dollars, sent only when one is entered. The shared schema
// checks it as the server will: positive, at most two decimal places, a comma only between
// thousands ("2,50" is refused with how to write it, never read as 250).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { moneyAmountSchema } from '@shared/money';
import { FormDialog } from '@/components/admin/form-dialog';
import { DollarInput } from '@/components/form/dollar-input';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

export interface AmountDialogProps {
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initialAmount?: string;
  pending: boolean;
  onSubmit: (amount: string, clear: () => void) => void;
  onClose: () => void;
  /** Said under the amount as it is typed (the account's credit check), before the office confirms. */
  notice?: (amount: string) => ReactNode;
}

export function AmountDialog(props: AmountDialogProps) {
  const inputId = useId();
  const [amount, setAmount] = useState(props.initialAmount ?? '');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!amount.trim()) return;
    const parsed = moneyAmountSchema.safeParse(amount);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    props.onSubmit(parsed.data, () => setAmount(''));
  }

  return (
    <FormDialog
      title={props.title}
      description={props.description}
      onSubmit={submit}
      onClose={props.onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={props.pending || !amount.trim()}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{props.label}</Label>
        <DollarInput
          id={inputId}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...errorAria(`${inputId}-error`, error)}
        />
        <FieldError id={`${inputId}-error`} error={error} />
        {props.notice?.(amount)}
      </div>
    </FormDialog>
  );
}
