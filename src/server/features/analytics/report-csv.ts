// Export Data: the report the tab shows, as CSV rows (section, item, metric, value), so a
// spreadsheet can filter by section. The same numbers as the screen, from the same report.
import type { AnalyticsReport } from '../../../shared/analytics/analytics-report.js';
import { LINE_KIND_MESSAGES } from '../../../shared/labels/invoice-labels.js';
import type { CsvColumn } from '../../infra/csv-export.js';

export interface ReportCsvRow {
  section: string;
  item: string;
  metric: string;
  value: string | number | null;
}

export const REPORT_CSV_COLUMNS: readonly CsvColumn<ReportCsvRow>[] = [
  { header: 'Section', value: (row) => row.section },
  { header: 'Item', value: (row) => row.item },
  { header: 'Metric', value: (row) => row.metric },
  { header: 'Value', value: (row) => row.value },
];

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function reportCsvRows(
  report: AnalyticsReport,
  filters: { serviceType?: string | undefined; status?: string | undefined },
): ReportCsvRow[] {
  const { kpis } = report;
  const compared = (item: string, values: { current: number | null; previous: number | null }): ReportCsvRow[] => [
    { section: 'KPIs', item, metric: `${report.period.from} to ${report.period.to}`, value: oneDecimal(values.current) },
    { section: 'KPIs', item, metric: `${report.previousPeriod.from} to ${report.previousPeriod.to}`, value: oneDecimal(values.previous) },
  ];
  return [
    { section: 'Filters', item: 'Period', metric: 'From', value: report.period.from },
    { section: 'Filters', item: 'Period', metric: 'To', value: report.period.to },
    { section: 'Filters', item: 'Service type', metric: '', value: filters.serviceType ?? 'All Types' },
    { section: 'Filters', item: 'Status', metric: '', value: filters.status ?? 'All Statuses' },
    ...compared('Total Requests', kpis.totalRequests),
    ...compared('Driver Applications', kpis.driverApplications),
    ...compared('Conversion Rate (%)', kpis.conversionRate),
    ...compared('Avg Session Time (s)', kpis.avgSessionSeconds),
    ...report.daily.flatMap((day) => [
      { section: 'Daily Trends', item: day.date, metric: 'Requests', value: day.requests },
      { section: 'Daily Trends', item: day.date, metric: 'Driver Applications', value: day.applications },
    ]),
    ...report.serviceTypes.map((row) => ({ section: 'Service Types', item: row.serviceType, metric: 'Requests', value: row.requests })),
    ...report.statuses.map((row) => ({ section: 'Status Distribution', item: row.status, metric: 'Requests', value: row.requests })),
    ...report.monthlyRevenue.flatMap((row) => [
      { section: 'Revenue', item: row.month, metric: 'Confirmed (USD)', value: row.amount },
      { section: 'Revenue', item: row.month, metric: 'Payments', value: row.payments },
    ]),
    ...report.revenueByKind.flatMap((row) => [
      { section: 'Revenue by Kind', item: LINE_KIND_MESSAGES[row.kind].message, metric: 'Paid Invoices (USD)', value: row.amount },
      { section: 'Revenue by Kind', item: LINE_KIND_MESSAGES[row.kind].message, metric: 'Lines', value: row.lines },
    ]),
  ];
}
