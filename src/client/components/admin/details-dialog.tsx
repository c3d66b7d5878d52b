// The dialog that shows one record whole (a request, an application): its details once they have
// loaded; until then a spinner, or why they could not be loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';

interface DetailsDialogProps<Detail> {
  detail: UseQueryResult<Detail>;
  /** The title while there is nothing else to show, e.g. "Service Request". */
  title: string;
  /** Said when the record could not be loaded, e.g. "Could not load this request." */
  loadFailedText: string;
  onClose: () => void;
  children: (detail: Detail) => ReactNode;
}

export function DetailsDialog<Detail>({ detail, title, loadFailedText, onClose, children }: DetailsDialogProps<Detail>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {detail.data ? (
          children(detail.data)
        ) : (
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{detail.isError ? loadFailedText : 'Loading...'}</DialogDescription>
            {detail.isError ? (
              <Alert variant="destructive">{failureMessage(detail.error)}</Alert>
            ) : (
              <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-hidden />
            )}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}
