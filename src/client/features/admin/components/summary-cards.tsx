// The five summary cards: live counts, refreshed every 30 s.
import { ClipboardList, Inbox, Loader, PackageCheck, Truck } from 'lucide-react';
import type { DashboardStats } from '@shared/admin/admin-dashboard';

export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  const cards = [
    { label: 'Total Requests', value: stats?.totalServiceRequests, icon: ClipboardList, tone: 'text-primary' },
    { label: 'Received', value: stats?.requestsByStatus.received, icon: Inbox, tone: 'text-blue-700' },
    { label: 'In Progress', value: stats?.requestsByStatus['in-progress'], icon: Loader, tone: 'text-yellow-700' },
    { label: 'Delivered', value: stats?.requestsByStatus.delivered, icon: PackageCheck, tone: 'text-green-700' },
    { label: 'Driver Apps', value: stats?.totalDriverApplications, icon: Truck, tone: 'text-accent' },
  ];
  return (
    // One row at every width (decision 057): on a phone each card is its figure over its label,
    // five across, so the open area starts in the first screen.
    <ul className="grid grid-cols-5 gap-1.5 sm:gap-3" aria-label="Summary">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex min-w-0 items-center justify-between gap-2 rounded-lg border bg-card px-1 py-2 shadow-sm sm:px-4 sm:py-3"
        >
          <div className="flex min-w-0 flex-1 flex-col-reverse text-center sm:flex-col sm:text-left">
            <p className="text-[0.6875rem] leading-tight text-muted-foreground [overflow-wrap:anywhere] sm:text-sm">{label}</p>
            <p className="text-base font-bold leading-tight tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
              {value === undefined ? '–' : value.toLocaleString('en-US')}
            </p>
          </div>
          <Icon className={`hidden size-6 shrink-0 lg:block ${tone}`} aria-hidden />
        </li>
      ))}
    </ul>
  );
}
