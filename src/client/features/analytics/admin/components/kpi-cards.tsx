// The four KPI cards, each with its trend against the previous period of the same length.
import { Clock, FileText, TrendingUp, Truck } from 'lucide-react';
import { formatMinutesSeconds, percentChange, type AnalyticsReport } from '@shared/analytics/analytics-report';
import { StatCard } from '@/components/admin/stat-card';

function signed(value: number, text: string): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text}`;
}

function countTrend(current: number, previous: number): string {
  const change = percentChange(current, previous);
  if (change === null) return current === 0 ? 'No change' : 'New this period';
  return signed(change, `${Math.abs(Math.round(change))}%`);
}

function pointsTrend(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return 'Nothing to compare';
  const difference = current - previous;
  return signed(difference, `${Math.abs(difference).toFixed(1)} pts`);
}

function timeTrend(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return 'Nothing to compare';
  const difference = current - previous;
  return signed(difference, formatMinutesSeconds(Math.abs(difference)));
}

export function KpiCards({ report }: { report: AnalyticsReport }) {
  const { kpis, previousPeriod } = report;
  const against = `vs ${previousPeriod.from} – ${previousPeriod.to}`;
  const cards = [
    {
      label: 'Total Requests',
      value: kpis.totalRequests.current.toLocaleString('en-US'),
      trend: countTrend(kpis.totalRequests.current, kpis.totalRequests.previous),
      icon: FileText,
    },
    {
      label: 'Driver Applications',
      value: kpis.driverApplications.current.toLocaleString('en-US'),
      trend: countTrend(kpis.driverApplications.current, kpis.driverApplications.previous),
      icon: Truck,
    },
    {
      label: 'Conversion Rate',
      value: kpis.conversionRate.current === null ? '–' : `${kpis.conversionRate.current.toFixed(1)}%`,
      trend: pointsTrend(kpis.conversionRate.current, kpis.conversionRate.previous),
      icon: TrendingUp,
    },
    {
      label: 'Avg Session Time',
      value: kpis.avgSessionSeconds.current === null ? '–' : formatMinutesSeconds(kpis.avgSessionSeconds.current),
      trend: timeTrend(kpis.avgSessionSeconds.current, kpis.avgSessionSeconds.previous),
      icon: Clock,
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Key figures">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard
            label={card.label}
            value={card.value}
            valueTestId={`kpi-${card.label}`}
            icon={card.icon}
            iconClassName="size-5 text-primary"
            iconAlign="start"
            footer={
              <p className="text-xs text-muted-foreground">
                {card.trend} <span className="sr-only sm:not-sr-only">{against}</span>
              </p>
            }
          />
        </li>
      ))}
    </ul>
  );
}
