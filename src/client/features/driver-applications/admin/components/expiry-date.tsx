// A license or medical-card expiry date, highlighted by how soon it comes: expired and within
// 30 days red, within 60 days yellow (the Drivers list's early warning).
import { daysBetween } from '@shared/calendar-date';
import { expiryUrgency, type ExpiryUrgency } from '@shared/expiry';
import { todayIsoDate } from '@shared/format';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/format-calendar-date';

const TONES: Record<ExpiryUrgency, BadgeProps['tone']> = {
  expired: 'red',
  'within-30-days': 'red',
  'within-60-days': 'yellow',
  later: 'neutral',
};

function note(urgency: ExpiryUrgency, days: number): string | undefined {
  if (urgency === 'expired') return 'Expired';
  if (urgency === 'later') return undefined;
  return days === 0 ? 'Expires today' : `${days} ${days === 1 ? 'day' : 'days'} left`;
}

export function ExpiryDate({ label, date }: { label: string; date: string | null }) {
  if (!date) {
    return (
      <span className="text-sm">
        <span className="text-muted-foreground">{label}:</span> not on file
      </span>
    );
  }
  const today = todayIsoDate();
  const urgency = expiryUrgency(date, today);
  const warning = note(urgency, daysBetween(today, date));
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm" data-urgency={urgency}>
      <span>
        <span className="text-muted-foreground">{label}:</span> {formatCalendarDate(date)}
      </span>
      {warning && <Badge tone={TONES[urgency]}>{warning}</Badge>}
    </span>
  );
}
