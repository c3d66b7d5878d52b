import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PAGE_CATALOGS } from '@shared/page-catalogs';
import { ADMIN_AREA_PATHS, PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { PageErrorBoundary, WidgetErrorBoundary } from '@/components/layout/site-error-boundaries';
import { SiteLayout } from '@/components/layout/site-layout';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client';
import { useStaffPagesInEnglish } from '@/i18n/staff-english';
import { withCatalogs } from '@/i18n/with-catalogs';
import { SiteWidgets } from './app/site-widgets';

// The composition layer: the only place that puts features together (ESLint keeps features from
// importing each other). Every page is its own chunk: a visitor downloads only the page they open.
// Pages that call the API load with the site's query client (lazyWithQueryClient); the home page
// does not call it, so the query library is not part of what `/` downloads (decision 027).
const RequestPage = lazy(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.home], () =>
    import('@/features/service-requests/request-page').then((m) => ({ default: m.RequestPage })),
  ),
);
const TrackRequestPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.track], () => import('@/features/tracking/track-request-page').then((m) => m.TrackRequestPage)),
);
const JoinUsPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.joinUs], () => import('@/features/driver-applications/join-us-page').then((m) => m.JoinUsPage)),
);
const AdminLoginPage = lazyWithQueryClient(() => import('@/features/admin/admin-login-page').then((m) => m.AdminLoginPage));
const AdminDashboard = lazyWithQueryClient(() => import('@/app/admin-dashboard').then((m) => m.AdminDashboard));
const InvitePage = lazyWithQueryClient(() => import('@/features/team/invite-page').then((m) => m.InvitePage));
const ForgotPasswordPage = lazyWithQueryClient(() =>
  import('@/features/admin/account/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyWithQueryClient(() =>
  import('@/features/admin/account/reset-password-page').then((m) => m.ResetPasswordPage),
);
const TwoFactorPage = lazyWithQueryClient(() => import('@/features/admin/two-factor/two-factor-page').then((m) => m.TwoFactorPage));
const InvoicePaymentPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.invoicePayment], () =>
    import('@/features/payments/invoice-payment-page').then((m) => m.InvoicePaymentPage),
  ),
);
const FreeFormPaymentPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.makeAPayment], () =>
    import('@/features/payments/free-form-payment-page').then((m) => m.FreeFormPaymentPage),
  ),
);
const SimplePaymentPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.simplePayment], () =>
    import('@/features/payments/simple-payment-page').then((m) => m.SimplePaymentPage),
  ),
);
const PaymentSuccessPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.paymentSuccess], () =>
    import('@/features/payments/payment-success-page').then((m) => m.PaymentSuccessPage),
  ),
);
const PaymentCancelPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.paymentCancel], () =>
    import('@/features/payments/payment-cancel-page').then((m) => m.PaymentCancelPage),
  ),
);
const TestCheckoutPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.testCheckout], () =>
    import('@/features/payments/test-checkout-page').then((m) => m.TestCheckoutPage),
  ),
);
// The customer's page, handed a billing contact's statements (receivables owns them, issue 38).
const AccountPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.account], async () => {
    const [{ AccountPage: Page }, { AccountStatements }] = await Promise.all([
      import('@/features/customer-portal/account-page'),
      import('@/features/receivables/customer/account-statements'),
    ]);
    return function AccountRoute() {
      return <Page accountSection={<AccountStatements />} />;
    };
  }),
);
const SignInLinkPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.accountSignIn], () =>
    import('@/features/customer-portal/sign-in-link-page').then((m) => m.SignInLinkPage),
  ),
);
// The customer's one-request page with the pieces other features own (timeline, draft, documents),
// put together in app/portal-request-route.tsx: one import here for all of them.
const PortalRequestPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.accountRequest], () => import('@/app/portal-request-route').then((m) => m.PortalRequestRoute)),
);
const DriverPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.driver], () => import('@/features/dispatch/driver/driver-page').then((m) => m.DriverPage)),
);
const DriverSignInLinkPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.driverSignIn], () =>
    import('@/features/dispatch/driver/driver-sign-in-link-page').then((m) => m.DriverSignInLinkPage),
  ),
);
const DriverLoadPage = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.driverLoad], () =>
    import('@/features/dispatch/driver/driver-load-page').then((m) => m.DriverLoadPage),
  ),
);
// A tracking link's page (issue 40): /track's words and timeline, its own chunk.
const TrackingLinkRoute = lazyWithQueryClient(
  withCatalogs(PAGE_CATALOGS[PAGE_PATHS.track], () => import('@/app/tracking-link-route').then((m) => m.TrackingLinkRoute)),
);
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * /admin and every area's URL, and only those (another /admin/... is 'Page Not Found', as the
 * server says): one route, so moving between areas keeps the back office's frame mounted. The
 * paths are plain letters, dashes and slashes, nothing a regular expression reads specially.
 */
const BACK_OFFICE_ROUTE = new RegExp(`^(?:${[PAGE_PATHS.admin, ...Object.values(ADMIN_AREA_PATHS)].join('|')})/?$`);

/** /t/<token>: a tracking link's page. Written out here: the shared contract's module is the page's own chunk. */
const TRACKING_LINK_ROUTE = '/t/:token';

export function App() {
  useStaffPagesInEnglish();
  return (
    <>
      <SiteLayout
        widgets={
          <WidgetErrorBoundary place="widgets">
            <SiteWidgets />
          </WidgetErrorBoundary>
        }
      >
        <PageErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              <Route path={PAGE_PATHS.home} component={RequestPage} />
              <Route path={PAGE_PATHS.serviceRequest} component={RequestPage} />
              <Route path={PAGE_PATHS.track} component={TrackRequestPage} />
              <Route path={PAGE_PATHS.joinUs} component={JoinUsPage} />
              <Route path={PAGE_PATHS.adminLogin} component={AdminLoginPage} />
              <Route path={PAGE_PATHS.adminTwoFactor} component={TwoFactorPage} />
              <Route path={BACK_OFFICE_ROUTE} component={AdminDashboard} />
              <Route path={PAGE_PATHS.adminInvite} component={InvitePage} />
              <Route path={PAGE_PATHS.adminForgotPassword} component={ForgotPasswordPage} />
              <Route path={PAGE_PATHS.adminResetPassword} component={ResetPasswordPage} />
              <Route path={PAGE_PATHS.invoicePayment} component={InvoicePaymentPage} />
              <Route path={PAGE_PATHS.makeAPayment} component={FreeFormPaymentPage} />
              <Route path={PAGE_PATHS.pay} component={FreeFormPaymentPage} />
              <Route path={PAGE_PATHS.makePayment} component={FreeFormPaymentPage} />
              <Route path={PAGE_PATHS.simplePayment} component={SimplePaymentPage} />
              <Route path={PAGE_PATHS.paymentSuccess} component={PaymentSuccessPage} />
              <Route path={PAGE_PATHS.paymentCancel} component={PaymentCancelPage} />
              <Route path={PAGE_PATHS.testCheckout} component={TestCheckoutPage} />
              <Route path={PAGE_PATHS.account} component={AccountPage} />
              <Route path={PAGE_PATHS.accountSignIn} component={SignInLinkPage} />
              <Route path={PAGE_PATHS.accountRequest} component={PortalRequestPage} />
              <Route path={PAGE_PATHS.driver} component={DriverPage} />
              <Route path={PAGE_PATHS.driverSignIn} component={DriverSignInLinkPage} />
              <Route path={PAGE_PATHS.driverLoad} component={DriverLoadPage} />
              <Route path={TRACKING_LINK_ROUTE} component={TrackingLinkRoute} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </PageErrorBoundary>
      </SiteLayout>
      <WidgetErrorBoundary place="toasts">
        <LazyToaster />
      </WidgetErrorBoundary>
    </>
  );
}
