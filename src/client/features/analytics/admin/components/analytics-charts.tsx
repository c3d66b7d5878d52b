// The four charts of the Advanced Analytics tab (Chart.js through react-chartjs-2, 400 px high),
// from the server's report. This module, and Chart.js with it, loads only with the tab.
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ReactNode } from 'react';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import type { AnalyticsReport } from '@shared/analytics/analytics-report';
import { serviceTypeLabel, STATUS_LABELS } from '@shared/service-requests/service-requests';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

// Only the parts these charts use are registered: Chart.js leaves the rest out of the bundle.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, ArcElement, Tooltip, Legend, Filler);

const CHART_HEIGHT_PX = 400;
const BLUE = '#2563eb';
const ORANGE = '#ea580c';
const STATUS_COLOURS = ['#3b82f6', '#eab308', '#f97316', '#22c55e', '#ef4444'];

const common = { responsive: true, maintainAspectRatio: false, animation: false } as const;
/** Counts: from zero, in whole numbers. */
const countScales = { y: { beginAtZero: true, ticks: { precision: 0 } } } as const;
/** One series whose caption already says what it is. */
const noLegend = { legend: { display: false } } as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The requests per row (a service type, a status) as one series, a bar or slice per row in `colours`. */
function requestCounts<Row extends { requests: number }>(rows: readonly Row[], labelOf: (row: Row) => string, colours: string | string[]) {
  return { labels: rows.map(labelOf), datasets: [{ label: 'Requests', data: rows.map((row) => row.requests), backgroundColor: colours }] };
}

/** One chart tab: its caption over a chart of the fixed height. */
function ChartTab({ value, caption, children }: { value: string; caption: string; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <figure className="rounded-lg border bg-card p-4">
        <figcaption className="mb-2 text-sm font-medium">{caption}</figcaption>
        <div style={{ height: CHART_HEIGHT_PX }}>{children}</div>
      </figure>
    </TabsContent>
  );
}

export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const days = report.daily.map((day) => day.date.slice(5));
  return (
    <Tabs defaultValue="daily">
      <TabsList aria-label="Charts">
        <TabsTrigger value="daily">Daily Trends</TabsTrigger>
        <TabsTrigger value="service-types">Service Types</TabsTrigger>
        <TabsTrigger value="statuses">Status Distribution</TabsTrigger>
        <TabsTrigger value="revenue">Revenue</TabsTrigger>
      </TabsList>
      <ChartTab value="daily" caption={`Requests and driver applications per day, ${report.period.from} to ${report.period.to}`}>
        <Line
          aria-label="Daily trends line chart"
          role="img"
          options={{ ...common, scales: countScales }}
          data={{
            labels: days,
            datasets: [
              {
                label: 'Service requests',
                data: report.daily.map((day) => day.requests),
                borderColor: BLUE,
                backgroundColor: `${BLUE}33`,
                fill: true,
                tension: 0.3,
              },
              {
                label: 'Driver applications',
                data: report.daily.map((day) => day.applications),
                borderColor: ORANGE,
                backgroundColor: ORANGE,
                tension: 0.3,
              },
            ],
          }}
        />
      </ChartTab>
      <ChartTab value="service-types" caption="Requests per service type">
        <Bar
          aria-label="Service types bar chart"
          role="img"
          options={{ ...common, plugins: noLegend, scales: countScales }}
          data={requestCounts(report.serviceTypes, (row) => serviceTypeLabel(row.serviceType), BLUE)}
        />
      </ChartTab>
      <ChartTab value="statuses" caption="Requests per status">
        <Doughnut
          aria-label="Status distribution doughnut chart"
          role="img"
          options={common}
          data={requestCounts(report.statuses, (row) => STATUS_LABELS[row.status], STATUS_COLOURS)}
        />
      </ChartTab>
      <ChartTab value="revenue" caption="Confirmed payments per month (USD)">
        <Bar
          aria-label="Monthly revenue bar chart"
          role="img"
          options={{
            ...common,
            plugins: { ...noLegend, tooltip: { callbacks: { label: (item) => usd.format(Number(item.raw)) } } },
            scales: { y: { beginAtZero: true } },
          }}
          data={{
            labels: report.monthlyRevenue.map((row) => row.month),
            datasets: [{ label: 'Revenue', data: report.monthlyRevenue.map((row) => Number(row.amount)), backgroundColor: '#16a34a' }],
          }}
        />
      </ChartTab>
    </Tabs>
  );
}
