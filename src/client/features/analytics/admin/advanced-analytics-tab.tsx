// The Advanced Analytics tab: filters (spec section 2), four KPI cards with trends against the
// previous period, four charts, revenue by kind of charge and Export Data, all from the server's report. Loaded only when
// the tab is opened, with Chart.js and the date picker.
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS } from '@shared/analytics/analytics-report';
import { SERVICE_REQUEST_STATUSES, SERVICE_TYPES, SERVICE_TYPE_LABELS, STATUS_LABELS } from '@shared/service-requests/service-requests';
import { LabelledSelect } from '@/components/form/labelled-select';
import { labelledOptions } from '@/components/form/select-options';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { analyticsExportUrl, isComplete, useAnalyticsReport, type AnalyticsFilters } from './api/analytics-report';
import { KpiCards } from './components/kpi-cards';
import { RevenueByKind } from './components/revenue-by-kind';

// An empty value: no filter.
const RANGE_OPTIONS = labelledOptions(ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS);
const SERVICE_TYPE_OPTIONS = [{ value: '', label: 'All Types' }, ...labelledOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS)];
const STATUS_OPTIONS = [{ value: '', label: 'All Statuses' }, ...labelledOptions(SERVICE_REQUEST_STATUSES, STATUS_LABELS)];

const AnalyticsCharts = lazy(() => import('./components/analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));
const CustomRangePicker = lazy(() => import('./components/custom-range-picker').then((m) => ({ default: m.CustomRangePicker })));

export function AdvancedAnalyticsTab() {
  const [filters, setFilters] = useState<AnalyticsFilters>({ range: '30' });
  const report = useAnalyticsReport(filters);
  const update = (change: Partial<AnalyticsFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          id="analytics-range"
          label="Date Range"
          value={filters.range}
          options={RANGE_OPTIONS}
          onChange={(range) => update({ range })}
        />
        <LabelledSelect
          id="analytics-service-type"
          label="Service Type"
          value={filters.serviceType ?? ''}
          options={SERVICE_TYPE_OPTIONS}
          onChange={(serviceType) => update({ serviceType: serviceType || undefined })}
        />
        <LabelledSelect
          id="analytics-status"
          label="Status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status: status || undefined })}
        />
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
            <>
              <Download aria-hidden />
              Export Data
            </>
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
          <RevenueByKind rows={report.data.revenueByKind} />
        </div>
      )}
      {report.isPending && isComplete(filters) && <PageSpinner />}
    </div>
  );
}
