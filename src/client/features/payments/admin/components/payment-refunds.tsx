// The refunds of one payment, oldest first as they happened: how much, where it stands, why, who
// asked for it and when. A refund with no admin came from the provider (made in its dashboard).
import type { AdminRefund } from '@shared/payments/admin-payments';
import { formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { REFUND_STATUS_LABELS, type RefundStatus } from '@shared/payments/payment-methods';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const REFUND_TONES: Record<RefundStatus, BadgeProps['tone']> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
  canceled: 'neutral',
};

export function PaymentRefunds({ refunds }: { refunds: AdminRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <div className="border-t pt-3">
      <h4 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Refunds</h4>
      <ul className="flex flex-col gap-2" aria-label="Refunds">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-col gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold tabular-nums">{formatUsd(refund.amount)}</span>
              <Badge tone={REFUND_TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
            </div>
            <p className="break-words">{refund.reason}</p>
            <p className="text-muted-foreground">
              {refund.requestedBy ? `by ${refund.requestedBy}` : "made in the provider's dashboard"} · {formatDateTime(refund.createdAt)}
              {refund.failureReason && ` · ${refund.failureReason}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
