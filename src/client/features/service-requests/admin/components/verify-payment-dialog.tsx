// Verify Payment (on a request reported paid by transfer): the request's payments, with the
// transfers waiting for an admin to confirm or reject.
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { RequestPaymentsSlot } from './request-details-dialog';

interface VerifyPaymentDialogProps {
  request: AdminServiceRequestSummary;
  onClose: () => void;
  requestPayments: RequestPaymentsSlot;
}

export function VerifyPaymentDialog({ request, onClose, requestPayments }: VerifyPaymentDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Verify Payment</DialogTitle>
          <DialogDescription>
            <span className="wrap-anywhere">{request.referenceId}</span> · {request.contactName}. Confirm only once the money is in the
            account.
          </DialogDescription>
        </DialogHeader>
        {requestPayments(request.id)}
      </DialogContent>
    </Dialog>
  );
}
