// A record's status as a badge in the spec's colours (section 4). Each feature names every one of
// its statuses' tone and label, so a new status must be given both.
import { Badge, type BadgeProps } from '@/components/ui/badge';

export type StatusTones<Status extends string> = Record<Status, BadgeProps['tone']>;

interface StatusBadgeProps<Status extends string> {
  status: Status;
  tones: StatusTones<Status>;
  labels: Record<Status, string>;
}

export function StatusBadge<Status extends string>({ status, tones, labels }: StatusBadgeProps<Status>) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
