// Quote and Invoice: one amount in dollars (numeric, step 0.01), sent only when one is entered.
// The shared schema checks it as the server will: positive, at most two decimal places.
import { useId, useState, type FormEvent } from 'react';
import { moneyAmountSchema } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface AmountDialogProps {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initialAmount?: string;
  pending: boolean;
  onSubmit: (amount: string, clear: () => void) => void;
  onClose: () => void;
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
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{props.label}</Label>
            <div className="relative">
              <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground" aria-hidden>
                $
              </span>
              <Input
                id={inputId}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                className="pl-7"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
            </div>
            {error && (
              <p id={`${inputId}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.pending || !amount.trim()}>
              {props.pending ? props.pendingLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
