// The back office's areas: each another feature's screen, at its own URL (ADMIN_AREA_PATHS in
// @shared/page-routes). Adding an area (Dispatch) is its path there and its entry here; the
// compiler asks for the second once the first exists. Where one area shows another feature's
// piece (a request's payments, setting a request's quote from the calculator), it is handed over
// here, so features never import each other.
import { lazy, Suspense } from 'react';
import { adminAreas } from '@/features/admin/shell/admin-area';
import type { QuoteTarget } from '@/features/analytics/admin/quote-calculator/quote-calculator-tab';
import type { QualificationFileSlot } from '@/features/driver-applications/admin/components/driver-list-item';
import { RequestPayments } from '@/features/payments/admin/components/request-payments';
import { InvoiceReminders } from '@/features/receivables/admin/invoice-reminders';
import { ApplyQuoteButton } from '@/features/service-requests/admin/components/apply-quote-button';
import type {
  BillOfLadingEditorSlot,
  CreditWarningSlot,
  InvoiceEditorSlot,
  RateConfirmationsSlot,
  TrackingLinksSlot,
  RequestAccountSlot,
  RequestDocumentsSlot,
  TextMessagesSlot,
} from '@/features/service-requests/admin/components/request-details-dialog';

// Every screen is its own chunk, loaded when its area first opens: the dashboard's first load
// carries the frame and one area, never the charts, the calculator, Team or the audit log. The
// server names the open area's chunk for preloading (src/server/site/page-chunks.ts), so an area
// opened by its URL does not wait for the frame first.
const ServiceRequestsTab = lazy(() =>
  import('@/features/service-requests/admin/service-requests-tab').then((m) => ({ default: m.ServiceRequestsTab })),
);
const DriverApplicationsTab = lazy(() =>
  import('@/features/driver-applications/admin/driver-applications-tab').then((m) => ({ default: m.DriverApplicationsTab })),
);
const DriversTab = lazy(() => import('@/features/driver-applications/admin/drivers-tab').then((m) => ({ default: m.DriversTab })));
// A driver's qualification file (issue 41): its button and dialog load with the Drivers list's first page.
const QualificationFileButton = lazy(() =>
  import('@/features/driver-qualification/admin/qualification-file-button').then((m) => ({ default: m.QualificationFileButton })),
);
const DispatchArea = lazy(() => import('@/features/dispatch/admin/dispatch-area').then((m) => ({ default: m.DispatchArea })));
const PaymentsTab = lazy(() => import('@/features/payments/admin/payments-tab').then((m) => ({ default: m.PaymentsTab })));
const AccountsArea = lazy(() => import('@/features/accounts/admin/accounts-area').then((m) => ({ default: m.AccountsArea })));
// A request's account and the credit check: small, loaded when a request's dialog first shows them.
const RequestAccountSection = lazy(() =>
  import('@/features/accounts/admin/request-account-section').then((m) => ({ default: m.RequestAccountSection })),
);
// A broker request's rate confirmations (issue 39): loaded when a broker's request dialog first shows them.
const RateConfirmationsSection = lazy(() =>
  import('@/features/rate-confirmations/admin/rate-confirmations-section').then((m) => ({ default: m.RateConfirmationsSection })),
);
// A request's tracking links and delivery contact (issue 40): loaded when a request's dialog first shows them.
const TrackingLinksSection = lazy(() =>
  import('@/features/tracking-links/admin/tracking-links-section').then((m) => ({ default: m.TrackingLinksSection })),
);
const CreditWarning = lazy(() => import('@/features/accounts/admin/credit-warning').then((m) => ({ default: m.CreditWarning })));
// A request's Documents (issue 39): loaded when a request's dialog first shows them.
const RequestDocuments = lazy(() => import('@/features/documents/admin/request-documents').then((m) => ({ default: m.RequestDocuments })));
// A request's Text messages (issue 40): loaded when a request's dialog first shows them.
const OfficeTextMessages = lazy(() =>
  import('@/features/text-messages/admin/office-text-messages').then((m) => ({ default: m.OfficeTextMessages })),
);
const AdvancedAnalyticsTab = lazy(() =>
  import('@/features/analytics/admin/advanced-analytics-tab').then((m) => ({ default: m.AdvancedAnalyticsTab })),
);
const QuoteCalculatorTab = lazy(() =>
  import('@/features/analytics/admin/quote-calculator/quote-calculator-tab').then((m) => ({ default: m.QuoteCalculatorTab })),
);
const BillingSettingsPage = lazy(() =>
  import('@/features/invoicing/billing-settings-page').then((m) => ({ default: m.BillingSettingsPage })),
);
const ReceivablesArea = lazy(() => import('@/features/receivables/admin/receivables-area').then((m) => ({ default: m.ReceivablesArea })));
// The books on the Billing screen (the same roles): their own chunk, loaded with it.
const BooksSection = lazy(() => import('@/features/receivables/books/books-section').then((m) => ({ default: m.BooksSection })));
const TeamArea = lazy(() => import('@/features/team/admin/team-area').then((m) => ({ default: m.TeamArea })));
const AuditLogArea = lazy(() => import('@/features/audit/admin/audit-log-area').then((m) => ({ default: m.AuditLogArea })));
const AccountArea = lazy(() => import('@/features/admin/account/account-area').then((m) => ({ default: m.AccountArea })));
// Its own chunk too, loaded when an admin first opens it: the request list does not carry it.
const InvoiceEditorDialog = lazy(() =>
  import('@/features/invoicing/editor/invoice-editor-dialog').then((m) => ({ default: m.InvoiceEditorDialog })),
);

// The bill of lading editor (issue 39): its own chunk, loaded when an admin first opens one.
const BillOfLadingEditorDialog = lazy(() =>
  import('@/features/bills-of-lading/bill-of-lading-editor').then((m) => ({ default: m.BillOfLadingEditorDialog })),
);

const QuoteLinesDialog = lazy(() =>
  import('@/features/invoicing/quote-lines/quote-lines-dialog').then((m) => ({ default: m.QuoteLinesDialog })),
);

const requestPayments = (requestId: number) => <RequestPayments requestId={requestId} />;
const invoiceReminders = (requestId: number) => <InvoiceReminders requestId={requestId} />;
const applyQuote = (target: QuoteTarget) => <ApplyQuoteButton {...target} />;
// The accounts feature's pieces in the requests' dialogs, each in its own Suspense (the dialog stays while they load).
const requestAccount: RequestAccountSlot = (requestId) => (
  <Suspense fallback={null}>
    <RequestAccountSection requestId={requestId} />
  </Suspense>
);
const rateConfirmations: RateConfirmationsSlot = (requestId) => (
  <Suspense fallback={null}>
    <RateConfirmationsSection requestId={requestId} />
  </Suspense>
);
const trackingLinks: TrackingLinksSlot = (requestId) => (
  <Suspense fallback={null}>
    <TrackingLinksSection requestId={requestId} />
  </Suspense>
);
const requestDocuments: RequestDocumentsSlot = (requestId) => (
  <Suspense fallback={null}>
    <RequestDocuments requestId={requestId} />
  </Suspense>
);
const textMessages: TextMessagesSlot = (requestId) => (
  <Suspense fallback={null}>
    <OfficeTextMessages requestId={requestId} />
  </Suspense>
);
const qualificationFile: QualificationFileSlot = (driver) => (
  <Suspense fallback={null}>
    <QualificationFileButton driverId={driver.id} driverName={`${driver.firstName} ${driver.lastName}`} />
  </Suspense>
);
const creditWarning: CreditWarningSlot = (requestId, amount) => (
  <Suspense fallback={null}>
    <CreditWarning requestId={requestId} amount={amount} />
  </Suspense>
);

// Its own Suspense: while the chunk loads, the list (and an open request) stays on screen.
const invoiceEditor: InvoiceEditorSlot = (request, onClose) => (
  <Suspense fallback={null}>
    <InvoiceEditorDialog request={request} onClose={onClose} creditWarning={creditWarning} />
  </Suspense>
);

const quoteLinesEditor: InvoiceEditorSlot = (request, onClose) => (
  <Suspense fallback={null}>
    <QuoteLinesDialog request={request} onClose={onClose} creditWarning={creditWarning} />
  </Suspense>
);

const billOfLadingEditor: BillOfLadingEditorSlot = (request, onClose) => (
  <Suspense fallback={null}>
    <BillOfLadingEditorDialog requestId={request.id} referenceId={request.referenceId} onClose={onClose} />
  </Suspense>
);

export const ADMIN_AREAS = adminAreas({
  'service-requests': {
    label: 'Service Requests',
    staffArea: 'service-requests',
    content: (
      <ServiceRequestsTab
        requestPayments={requestPayments}
        invoiceEditor={invoiceEditor}
        quoteLinesEditor={quoteLinesEditor}
        invoiceReminders={invoiceReminders}
        requestAccount={requestAccount}
        creditWarning={creditWarning}
        rateConfirmations={rateConfirmations}
        trackingLinks={trackingLinks}
        requestDocuments={requestDocuments}
        billOfLadingEditor={billOfLadingEditor}
        textMessages={textMessages}
      />
    ),
  },
  'driver-applications': { label: 'Driver Applications', staffArea: 'driver-applications', content: <DriverApplicationsTab /> },
  drivers: { label: 'Drivers', staffArea: 'drivers', content: <DriversTab qualificationFile={qualificationFile} /> },
  dispatch: { label: 'Dispatch', staffArea: 'dispatch', content: <DispatchArea /> },
  payments: { label: 'Payments', staffArea: 'payments', content: <PaymentsTab /> },
  accounts: { label: 'Accounts', staffArea: 'accounts', content: <AccountsArea /> },
  analytics: { label: 'Advanced Analytics', staffArea: 'analytics', content: <AdvancedAnalyticsTab /> },
  'quote-calculator': { label: 'Quote Calculator', staffArea: 'quote-calculator', content: <QuoteCalculatorTab applyQuote={applyQuote} /> },
  billing: {
    label: 'Billing',
    staffArea: 'billing-settings',
    content: (
      <BillingSettingsPage
        moreSettings={
          <Suspense fallback={null}>
            <BooksSection />
          </Suspense>
        }
      />
    ),
  },
  receivables: { label: 'Receivables', staffArea: 'receivables', content: <ReceivablesArea /> },
  team: { label: 'Team', staffArea: 'team', content: <TeamArea /> },
  'audit-log': { label: 'Audit Log', staffArea: 'audit-log', content: <AuditLogArea /> },
  account: { label: 'My account', staffArea: 'own-account', content: <AccountArea />, place: 'member' },
});
