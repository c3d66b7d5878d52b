// A service request's status as a badge in the spec's colours (section 4): on the tracking page
// and in the dashboard alike.
import { STATUS_LABELS, type ServiceRequestStatus } from '@shared/service-requests';
import { StatusBadge, type StatusTones } from './status-badge';

const STATUS_TONES: StatusTones<ServiceRequestStatus> = {
  received: 'blue',
  'in-progress': 'yellow',
  'in-transit': 'orange',
  delivered: 'green',
  cancelled: 'red',
};

export function RequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  return <StatusBadge status={status} tones={STATUS_TONES} labels={STATUS_LABELS} />;
}
