// /admin: the dashboard. Signed-out visitors are sent to /admin-login (the server refuses every
// admin call without a session anyway; this only spares them a broken screen).
import { LogOut, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminSession, useSignOut } from './api/admin-session';
import { useDashboardStats } from './api/dashboard-stats';
import { DriverApplicationsTab } from './components/driver-applications-tab';
import { DriversTab } from './components/drivers-tab';
import { ServiceRequestsTab } from './components/service-requests-tab';
import { PaymentModeBadge } from './components/payment-mode-badge';
import { PaymentsTab } from './components/payments-tab';
import { SummaryCards } from './components/summary-cards';

// These two tabs (and Chart.js and the date picker with them) load only when opened: Radix
// mounts a tab's content only while it is the active one.
const AdvancedAnalyticsTab = lazy(() => import('./analytics/advanced-analytics-tab').then((m) => ({ default: m.AdvancedAnalyticsTab })));
const QuoteCalculatorTab = lazy(() => import('./quote-calculator/quote-calculator-tab').then((m) => ({ default: m.QuoteCalculatorTab })));

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const [, navigate] = useLocation();
  const session = useAdminSession();

  const mustEnrol = session.data?.twoFactorRequired === true && !session.data.twoFactorEnabled;
  useEffect(() => {
    if (session.data === null) navigate(PAGE_PATHS.adminLogin, { replace: true });
    else if (mustEnrol) navigate(PAGE_PATHS.adminTwoFactor, { replace: true });
  }, [session.data, mustEnrol, navigate]);

  if (!session.data || mustEnrol) return <PageSpinner />;
  return <Dashboard email={session.data.email} />;
}

function Dashboard({ email }: { email: string }) {
  const [, navigate] = useLocation();
  const stats = useDashboardStats();
  const signOut = useSignOut();

  function logOut() {
    signOut.mutate(undefined, {
      onSettled: () => {
        toast({ title: 'Signed out', description: 'You have been signed out of the admin dashboard.' });
        navigate(PAGE_PATHS.adminLogin);
      },
    });
  }

  return (
    <section aria-labelledby="dashboard-heading" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="dashboard-heading" className="text-3xl font-bold tracking-tight">
            Admin Dashboard
          </h1>
          <p className="text-muted-foreground">Management System</p>
          <PaymentModeBadge />
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </span>
          <Button asChild variant="outline" size="sm">
            <Link href={PAGE_PATHS.adminTwoFactor}>
              <ShieldCheck aria-hidden />
              Two-factor
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={logOut} disabled={signOut.isPending}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </div>

      <SummaryCards stats={stats.data} />

      <Tabs defaultValue="service-requests">
        <TabsList>
          <TabsTrigger value="service-requests">Service Requests</TabsTrigger>
          <TabsTrigger value="driver-applications">Driver Applications</TabsTrigger>
          <TabsTrigger value="drivers">Drivers</TabsTrigger>
          <TabsTrigger value="payments">Payments</TabsTrigger>
          <TabsTrigger value="analytics">Advanced Analytics</TabsTrigger>
          <TabsTrigger value="quote-calculator">Quote Calculator</TabsTrigger>
        </TabsList>
        <TabsContent value="service-requests">
          <ServiceRequestsTab />
        </TabsContent>
        <TabsContent value="driver-applications">
          <DriverApplicationsTab />
        </TabsContent>
        <TabsContent value="drivers">
          <DriversTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<PageSpinner />}>
            <AdvancedAnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="quote-calculator">
          <Suspense fallback={<PageSpinner />}>
            <QuoteCalculatorTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}
