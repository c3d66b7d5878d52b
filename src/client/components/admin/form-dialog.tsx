// A dialog that is one small form: a title and what it is about, the fields, then Cancel and the
// form's own submit button.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface FormDialogProps {
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form checks its fields itself and says what is wrong, rather than the browser. */
  noValidate?: boolean;
  /** The submit button, after Cancel. */
  submitButton: ReactNode;
  /** Cancel in the page's language, on a customer's page (the back office is English). */
  cancelLabel?: string;
  children: ReactNode;
}

export function FormDialog({
  title,
  description,
  onSubmit,
  onClose,
  noValidate,
  submitButton,
  cancelLabel = 'Cancel',
  children,
}: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={noValidate}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {cancelLabel}
            </Button>
            {submitButton}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
