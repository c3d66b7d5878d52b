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
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import type { AnalyticsReport } from '@shared/analytics-report';
import { SERVICE_TYPE_LABELS, STATUS_LABELS, type ServiceType } from '@shared/service-requests';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

// Only the parts these charts use are registered: Chart.js leaves the rest out of the bundle.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, ArcElement, Tooltip, Legend, Filler);

const CHART_HEIGHT_PX = 400;
const BLUE = '#2563eb';
const ORANGE = '#ea580c';
const STATUS_COLOURS = ['#3b82f6', '#eab308', '#f97316', '#22c55e', '#ef4444'];

const common = { responsive: true, maintainAspectRatio: false, animation: false } as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function ChartFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <figure className="rounded-lg border bg-card p-4">
      <figcaption className="mb-2 text-sm font-medium">{label}</figcaption>
      <div style={{ height: CHART_HEIGHT_PX }}>{children}</div>
    </figure>
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
      <TabsContent value="daily">
        <ChartFrame label={`Requests and driver applications per day, ${report.period.from} to ${report.period.to}`}>
          <Line
            aria-label="Daily trends line chart"
            role="img"
            options={{ ...common, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
            data={{
              labels: days,
              datasets: [
                { label: 'Service requests', data: report.daily.map((day) => day.requests), borderColor: BLUE, backgroundColor: `${BLUE}33`, fill: true, tension: 0.3 },
                { label: 'Driver applications', data: report.daily.map((day) => day.applications), borderColor: ORANGE, backgroundColor: ORANGE, tension: 0.3 },
              ],
            }}
          />
        </ChartFrame>
      </TabsContent>
      <TabsContent value="service-types">
        <ChartFrame label="Requests per service type">
          <Bar
            aria-label="Service types bar chart"
            role="img"
            options={{ ...common, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
            data={{
              labels: report.serviceTypes.map((row) => SERVICE_TYPE_LABELS[row.serviceType as ServiceType] ?? row.serviceType),
              datasets: [{ label: 'Requests', data: report.serviceTypes.map((row) => row.requests), backgroundColor: BLUE }],
            }}
          />
        </ChartFrame>
      </TabsContent>
      <TabsContent value="statuses">
        <ChartFrame label="Requests per status">
          <Doughnut
            aria-label="Status distribution doughnut chart"
            role="img"
            options={common}
            data={{
              labels: report.statuses.map((row) => STATUS_LABELS[row.status]),
              datasets: [{ label: 'Requests', data: report.statuses.map((row) => row.requests), backgroundColor: STATUS_COLOURS }],
            }}
          />
        </ChartFrame>
      </TabsContent>
      <TabsContent value="revenue">
        <ChartFrame label="Confirmed payments per month (USD)">
          <Bar
            aria-label="Monthly revenue bar chart"
            role="img"
            options={{
              ...common,
              plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => usd.format(Number(item.raw)) } } },
              scales: { y: { beginAtZero: true } },
            }}
            data={{
              labels: report.monthlyRevenue.map((row) => row.month),
              datasets: [{ label: 'Revenue', data: report.monthlyRevenue.map((row) => Number(row.amount)), backgroundColor: '#16a34a' }],
            }}
          />
        </ChartFrame>
      </TabsContent>
    </Tabs>
  );
}
