// The admin dashboard's tabs, each another feature's screen, in the order the dashboard shows
// them. Where one tab shows another feature's piece (a request's payments, setting a request's
// quote from the calculator), it is handed over here, so features never import each other.
import { lazy } from 'react';
import type { DashboardTab } from '@/features/admin/admin-dashboard-page';
import type { QuoteTarget } from '@/features/analytics/admin/quote-calculator/quote-calculator-tab';
import { DriverApplicationsTab } from '@/features/driver-applications/admin/driver-applications-tab';
import { DriversTab } from '@/features/driver-applications/admin/drivers-tab';
import { RequestPayments } from '@/features/payments/admin/components/request-payments';
import { PaymentsTab } from '@/features/payments/admin/payments-tab';
import { ApplyQuoteButton } from '@/features/service-requests/admin/components/apply-quote-button';
import { ServiceRequestsTab } from '@/features/service-requests/admin/service-requests-tab';

// These two tabs (and Chart.js and the date picker with them) load only when opened: Radix
// mounts a tab's content only while it is the active one.
const AdvancedAnalyticsTab = lazy(() =>
  import('@/features/analytics/admin/advanced-analytics-tab').then((m) => ({ default: m.AdvancedAnalyticsTab })),
);
const QuoteCalculatorTab = lazy(() =>
  import('@/features/analytics/admin/quote-calculator/quote-calculator-tab').then((m) => ({ default: m.QuoteCalculatorTab })),
);

const requestPayments = (requestId: number) => <RequestPayments requestId={requestId} />;
const applyQuote = (target: QuoteTarget) => <ApplyQuoteButton {...target} />;

export const ADMIN_DASHBOARD_TABS: readonly DashboardTab[] = [
  {
    value: 'service-requests',
    label: 'Service Requests',
    area: 'service-requests',
    content: <ServiceRequestsTab requestPayments={requestPayments} />,
  },
  { value: 'driver-applications', label: 'Driver Applications', area: 'driver-applications', content: <DriverApplicationsTab /> },
  { value: 'drivers', label: 'Drivers', area: 'drivers', content: <DriversTab /> },
  { value: 'payments', label: 'Payments', area: 'payments', content: <PaymentsTab /> },
  { value: 'analytics', label: 'Advanced Analytics', area: 'analytics', content: <AdvancedAnalyticsTab /> },
  {
    value: 'quote-calculator',
    label: 'Quote Calculator',
    area: 'quote-calculator',
    content: <QuoteCalculatorTab applyQuote={applyQuote} />,
  },
];
