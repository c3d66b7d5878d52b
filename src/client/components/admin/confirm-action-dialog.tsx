// The second step before an action on money or people (confirm a payment, hire, and later disable
// a member): it names the record and what will happen, and the confirming button names the action.
// Cancel has the focus, so a mistaken Enter does nothing; Escape cancels; closing returns the focus
// to the button that opened it. The call runs once however often the button
// is pressed, and its failure stays in the dialog, where the admin can read it and try again.
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CONFIRM_TEXTS } from '@shared/admin/admin-action-confirmations';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';

/** One line about the record acted on, e.g. { label: 'Amount', value: '$210.00' }. */
export interface RecordFact {
  label: string;
  value: string;
}

export interface ConfirmActionDialogProps {
  /** A question, e.g. "Confirm this payment?". */
  title: string;
  /** The record: its reference, whose it is, the amount. */
  record: readonly RecordFact[];
  /** What will happen, in plain words. */
  consequence: string;
  /** The confirming button names the action, e.g. "Confirm $210.00 payment", "Hire Jane Doe". */
  confirmLabel: string;
  busyLabel: string;
  tone?: Extract<ButtonProps['variant'], 'default' | 'accent' | 'destructive'>;
  /** The call; resolves once done (the dialog then closes), rejects with what went wrong. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Cancel in the page's language, on a customer's page (the back office is English). */
  cancelLabel?: string;
  /** What went wrong, in the page's language (the back office shows it as it is). */
  describeFailure?: (message: string) => string;
}

export function ConfirmActionDialog({
  title,
  record,
  consequence,
  confirmLabel,
  busyLabel,
  tone,
  onConfirm,
  onClose,
  cancelLabel = CONFIRM_TEXTS.cancel,
  describeFailure = (message) => message,
}: ConfirmActionDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // A ref as well as the disabled button: "once" must not depend on when React re-renders it.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // The pressed button was disabled while the call ran, which drops the focus: after a failure it
  // goes back to Cancel, so the admin decides again (the alert is read out as it appears).
  useEffect(() => {
    if (error) cancelRef.current?.focus();
  }, [error]);

  async function confirm() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    // While the call runs the dialog stays: closing it would hide whether the money moved.
    <Dialog open onOpenChange={(open) => !open && !running.current && onClose()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{consequence}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
          {record.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="wrap-anywhere font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {error && <Alert variant="destructive">{describeFailure(error)}</Alert>}
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone ?? 'default'} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {busy && <Loader2 className="animate-spin" aria-hidden />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
