// Status and payment badges in the spec's colours (section 4).
import { DRIVER_APPLICATION_STATUS_LABELS, type DriverApplicationStatus } from '@shared/driver-applications';
import {
  PAYMENT_STATUS_LABELS,
  STATUS_LABELS,
  type PaymentStatus,
  type ServiceRequestStatus,
} from '@shared/service-requests';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const STATUS_TONES: Record<ServiceRequestStatus, BadgeProps['tone']> = {
  received: 'blue',
  'in-progress': 'yellow',
  'in-transit': 'orange',
  delivered: 'green',
  cancelled: 'red',
};

export function RequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

// paid green, failed red, pending yellow; pending_verification (money reported, not yet seen by
// us) orange, so it stands out as waiting for an admin; money given back blue, a different story
// from both paid and unpaid; unpaid grey. Every status names its tone, so a new one must too.
const PAYMENT_TONES: Record<PaymentStatus, BadgeProps['tone']> = {
  unpaid: 'neutral',
  paid: 'green',
  failed: 'red',
  pending: 'yellow',
  pending_verification: 'orange',
  partially_refunded: 'blue',
  refunded: 'blue',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

const APPLICATION_TONES: Record<DriverApplicationStatus, BadgeProps['tone']> = {
  pending: 'blue',
  reviewing: 'yellow',
  interview: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: DriverApplicationStatus }) {
  return <Badge tone={APPLICATION_TONES[status]}>{DRIVER_APPLICATION_STATUS_LABELS[status]}</Badge>;
}

/** Money arrived twice for a request and is not yet all sent back. */
export function RefundDueBadge() {
  return <Badge tone="red">Refund due</Badge>;
}
