// A request's payment badges in the spec's colours (section 4): where its money stands, and money due back.
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shared/service-requests/service-requests';
import { StatusBadge, type StatusTones } from '@/components/status/status-badge';
import { Badge } from '@/components/ui/badge';

// paid green, failed red, pending yellow; pending_verification (money reported, not yet seen by
// us) orange, so it stands out as waiting for an admin; money given back blue, a different story
// from both paid and unpaid; unpaid grey; partly paid (decision 073) yellow: money came, more is due.
const PAYMENT_TONES: StatusTones<PaymentStatus> = {
  unpaid: 'neutral',
  paid: 'green',
  failed: 'red',
  pending: 'yellow',
  pending_verification: 'orange',
  partially_paid: 'yellow',
  partially_refunded: 'blue',
  refunded: 'blue',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge status={status} tones={PAYMENT_TONES} labels={PAYMENT_STATUS_LABELS} />;
}

/** Money arrived twice for a request and is not yet all sent back. */
export function RefundDueBadge() {
  return <Badge tone="red">Refund due</Badge>;
}
