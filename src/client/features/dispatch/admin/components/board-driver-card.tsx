// One driver beside the board: name, how many loads they hold, their license and medical-card
// dates, and why they cannot be assigned, when they cannot.
import type { BoardDriver } from '@shared/dispatch/dispatch';
import { Badge } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/format-calendar-date';

const STATUS_LABELS: Record<string, string> = { inactive: 'Inactive', terminated: 'Terminated' };

export function BoardDriverCard({ driver }: { driver: BoardDriver }) {
  return (
    <li className="flex flex-col gap-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{driver.name}</h4>
        {driver.status !== 'active' && <Badge>{STATUS_LABELS[driver.status] ?? driver.status}</Badge>}
        <span className="text-muted-foreground">
          {driver.activeLoads} active {driver.activeLoads === 1 ? 'load' : 'loads'}
        </span>
      </div>
      <p className="text-muted-foreground">
        License {formatCalendarDate(driver.licenseExpiration)} · Medical card{' '}
        {driver.medicalCardExpiration ? formatCalendarDate(driver.medicalCardExpiration) : 'not on file'}
      </p>
      {driver.ineligibleReason && <p className="text-red-700">Cannot be assigned: {driver.ineligibleReason}</p>}
    </li>
  );
}
