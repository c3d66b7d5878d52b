// Verify Payment (on a request reported paid by transfer): the transfers waiting for an admin.
import { ADMIN_PAGE_SIZE } from '@shared/admin-lists';
import type { AdminServiceRequestSummary } from '@shared/admin-service-requests';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { usePaymentPage } from '../api/payments';
import { PaymentRow } from './payment-row';

export function VerifyPaymentDialog({ request, onClose }: { request: AdminServiceRequestSummary; onClose: () => void }) {
  const page = usePaymentPage({ search: request.referenceId, status: 'all', page: 1, pageSize: ADMIN_PAGE_SIZE });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Verify Payment</DialogTitle>
          <DialogDescription>
            {request.referenceId} · {request.contactName}. Confirm only once the money is in the account.
          </DialogDescription>
        </DialogHeader>
        {page.data?.items.length ? (
          <ul className="flex flex-col gap-3">
            {page.data.items.map((payment) => (
              <li key={payment.id}>
                <PaymentRow payment={payment} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{page.isPending ? 'Loading...' : 'No payments recorded for this request.'}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
