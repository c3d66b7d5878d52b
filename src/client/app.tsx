import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { SiteLayout } from '@/components/layout/site-layout';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { InteractionTracking } from '@/features/analytics/interaction-tracking';
import { ChatButton } from '@/features/chat/chat-button';
import { queryClient } from '@/lib/query-client';

// The composition layer: the only place that puts features together (ESLint keeps features from
// importing each other). Every page is its own chunk: a visitor downloads only the page they open.
const RequestPage = lazy(() => import('@/features/service-requests/request-page').then((m) => ({ default: m.RequestPage })));
const TrackRequestPage = lazy(() => import('@/features/tracking/track-request-page').then((m) => ({ default: m.TrackRequestPage })));
const JoinUsPage = lazy(() => import('@/features/driver-applications/join-us-page').then((m) => ({ default: m.JoinUsPage })));
const AdminLoginPage = lazy(() => import('@/features/admin/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
const AdminDashboard = lazy(() => import('@/app/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
const TwoFactorPage = lazy(() => import('@/features/admin/two-factor/two-factor-page').then((m) => ({ default: m.TwoFactorPage })));
const InvoicePaymentPage = lazy(() => import('@/features/payments/invoice-payment-page').then((m) => ({ default: m.InvoicePaymentPage })));
const FreeFormPaymentPage = lazy(() =>
  import('@/features/payments/free-form-payment-page').then((m) => ({ default: m.FreeFormPaymentPage })),
);
const SimplePaymentPage = lazy(() => import('@/features/payments/simple-payment-page').then((m) => ({ default: m.SimplePaymentPage })));
const PaymentSuccessPage = lazy(() => import('@/features/payments/payment-success-page').then((m) => ({ default: m.PaymentSuccessPage })));
const PaymentCancelPage = lazy(() => import('@/features/payments/payment-cancel-page').then((m) => ({ default: m.PaymentCancelPage })));
const TestCheckoutPage = lazy(() => import('@/features/payments/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteLayout
        widgets={
          <>
            <ChatButton />
            <InteractionTracking />
          </>
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path={PAGE_PATHS.home} component={RequestPage} />
            <Route path={PAGE_PATHS.serviceRequest} component={RequestPage} />
            <Route path={PAGE_PATHS.track} component={TrackRequestPage} />
            <Route path={PAGE_PATHS.joinUs} component={JoinUsPage} />
            <Route path={PAGE_PATHS.adminLogin} component={AdminLoginPage} />
            <Route path={PAGE_PATHS.admin} component={AdminDashboard} />
            <Route path={PAGE_PATHS.adminTwoFactor} component={TwoFactorPage} />
            <Route path={PAGE_PATHS.invoicePayment} component={InvoicePaymentPage} />
            <Route path={PAGE_PATHS.makeAPayment} component={FreeFormPaymentPage} />
            <Route path={PAGE_PATHS.pay} component={FreeFormPaymentPage} />
            <Route path={PAGE_PATHS.makePayment} component={FreeFormPaymentPage} />
            <Route path={PAGE_PATHS.simplePayment} component={SimplePaymentPage} />
            <Route path={PAGE_PATHS.paymentSuccess} component={PaymentSuccessPage} />
            <Route path={PAGE_PATHS.paymentCancel} component={PaymentCancelPage} />
            <Route path={PAGE_PATHS.testCheckout} component={TestCheckoutPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </SiteLayout>
      <LazyToaster />
    </QueryClientProvider>
  );
}
