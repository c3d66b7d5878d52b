// The Advanced Analytics tab: filters (spec section 2), four KPI cards with trends against the
// previous period, four charts and Export Data, all from the server's report. Loaded only when
// the tab is opened, with Chart.js and the date picker.
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS, type AnalyticsRange } from '@shared/analytics-report';
import { SERVICE_REQUEST_STATUSES, SERVICE_TYPES, SERVICE_TYPE_LABELS, STATUS_LABELS } from '@shared/service-requests';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '../failure-message';
import { analyticsExportUrl, isComplete, useAnalyticsReport, type AnalyticsFilters } from './analytics-report-api';
import { KpiCards } from './kpi-cards';

const AnalyticsCharts = lazy(() => import('./analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));
const CustomRangePicker = lazy(() => import('./custom-range-picker').then((m) => ({ default: m.CustomRangePicker })));

export function AdvancedAnalyticsTab() {
  const [filters, setFilters] = useState<AnalyticsFilters>({ range: '30' });
  const report = useAnalyticsReport(filters);
  const update = (change: Partial<AnalyticsFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-range">Date Range</Label>
          <NativeSelect id="analytics-range" value={filters.range} onChange={(event) => update({ range: event.target.value as AnalyticsRange })}>
            {ANALYTICS_RANGES.map((range) => (
              <option key={range} value={range}>
                {ANALYTICS_RANGE_LABELS[range]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-service-type">Service Type</Label>
          <NativeSelect id="analytics-service-type" value={filters.serviceType ?? ''} onChange={(event) => update({ serviceType: event.target.value || undefined })}>
            <option value="">All Types</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-status">Status</Label>
          <NativeSelect id="analytics-status" value={filters.status ?? ''} onChange={(event) => update({ status: event.target.value || undefined })}>
            <option value="">All Statuses</option>
            {SERVICE_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          className="ml-auto"
          disabled={!isComplete(filters)}
          onClick={() => toast({ title: 'Export Started', description: 'The analytics export is downloading.' })}
          asChild={isComplete(filters)}
        >
          {isComplete(filters) ? (
            <a href={analyticsExportUrl(filters)} download>
              <Download aria-hidden />
              Export Data
            </a>
          ) : (
            <span>
              <Download aria-hidden />
              Export Data
            </span>
          )}
        </Button>
      </div>

      {filters.range === 'custom' && (
        <Suspense fallback={<PageSpinner />}>
          <CustomRangePicker from={filters.from} to={filters.to} onChange={update} />
        </Suspense>
      )}

      {report.isError && <Alert variant="destructive">{failureMessage(report.error)}</Alert>}
      {!isComplete(filters) && !report.data && <p className="text-muted-foreground">Pick the first and last day of the range.</p>}
      {report.data && (
        <div className="flex flex-col gap-4" aria-busy={report.isFetching}>
          <p className="text-sm text-muted-foreground" data-testid="analytics-period">
            {report.data.period.from} to {report.data.period.to} ({report.data.period.days} days, UTC)
          </p>
          <KpiCards report={report.data} />
          <Suspense fallback={<PageSpinner />}>
            <AnalyticsCharts report={report.data} />
          </Suspense>
        </div>
      )}
      {report.isPending && isComplete(filters) && <PageSpinner />}
    </div>
  );
}
