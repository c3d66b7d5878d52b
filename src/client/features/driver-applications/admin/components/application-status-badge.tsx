// An application's status badge in the spec's colours (section 4).
import { DRIVER_APPLICATION_STATUS_LABELS, type DriverApplicationStatus } from '@shared/driver-applications/driver-applications';
import { StatusBadge, type StatusTones } from '@/components/status/status-badge';

const APPLICATION_TONES: StatusTones<DriverApplicationStatus> = {
  pending: 'blue',
  reviewing: 'yellow',
  interview: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: DriverApplicationStatus }) {
  return <StatusBadge status={status} tones={APPLICATION_TONES} labels={DRIVER_APPLICATION_STATUS_LABELS} />;
}
