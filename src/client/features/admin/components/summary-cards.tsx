// The five summary cards: live counts, refreshed every 30 s.
import { ClipboardList, Inbox, Loader, PackageCheck, Truck } from 'lucide-react';
import type { DashboardStats } from '@shared/admin-dashboard';
import { StatCard } from '@/components/admin/stat-card';

export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  const cards = [
    { label: 'Total Requests', value: stats?.totalServiceRequests, icon: ClipboardList, tone: 'text-primary' },
    { label: 'Received', value: stats?.requestsByStatus.received, icon: Inbox, tone: 'text-blue-700' },
    { label: 'In Progress', value: stats?.requestsByStatus['in-progress'], icon: Loader, tone: 'text-yellow-700' },
    { label: 'Delivered', value: stats?.requestsByStatus.delivered, icon: PackageCheck, tone: 'text-green-700' },
    { label: 'Driver Apps', value: stats?.totalDriverApplications, icon: Truck, tone: 'text-accent' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard
            label={card.label}
            value={card.value === undefined ? '–' : card.value.toLocaleString('en-US')}
            icon={card.icon}
            iconClassName={`size-6 ${card.tone}`}
            iconAlign="center"
          />
        </li>
      ))}
    </ul>
  );
}
