// A service request's status as a badge in the spec's colours (section 4): on the tracking page
// and in the dashboard alike, its label in the page's language (the dashboard's is English).
import type { ServiceRequestStatus } from '@shared/service-requests/service-request-values';
import { Badge } from '@/components/ui/badge';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import type { StatusTones } from './status-badge';

const STATUS_TONES: StatusTones<ServiceRequestStatus> = {
  received: 'blue',
  'in-progress': 'yellow',
  'in-transit': 'orange',
  delivered: 'green',
  cancelled: 'red',
};

export function RequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  const i18n = useI18n();
  return <Badge tone={STATUS_TONES[status]}>{sharedLabel(i18n, 'requestStatus', status)}</Badge>;
}
