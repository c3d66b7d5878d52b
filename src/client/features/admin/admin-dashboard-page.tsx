// /admin: the dashboard's frame: heading, who is signed in, the summary cards and the tabs. The
// tabs are other features' screens, so the app gives them (src/client/app/admin-dashboard.tsx).
// Signed-out visitors are sent to /admin-login (the server refuses every admin call without a
// session anyway; this only spares them a broken screen).
import { LogOut, ShieldCheck } from 'lucide-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { AdminSession } from '@shared/admin-auth';
import { PAGE_PATHS } from '@shared/page-routes';
import { mayUse, STAFF_ROLE_LABELS, type StaffArea } from '@shared/staff-roles';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/lib/use-page-title';
import { allowedTabs } from './allowed-tabs';
import { useAdminSession, useSignOut } from './api/admin-session';
import { useDashboardStats } from './api/dashboard-stats';
import { SummaryCards } from './components/summary-cards';

export interface DashboardTab {
  value: string;
  label: string;
  /** The back-office area it shows: only members whose role may use it see the tab. */
  area: StaffArea;
  /** Mounted only while the tab is open (Radix), so a lazy tab's code loads when first opened. */
  content: ReactNode;
}

export interface AdminDashboardPageProps {
  tabs: readonly DashboardTab[];
  /** Under the heading: which payment mode runs (for the roles that handle invoices or payments). */
  paymentMode: ReactNode;
}

export function AdminDashboardPage(props: AdminDashboardPageProps) {
  usePageTitle('Admin Dashboard');
  const [, navigate] = useLocation();
  const session = useAdminSession();

  const mustEnrol = session.data?.twoFactorRequired === true && !session.data.twoFactorEnabled;
  useEffect(() => {
    if (session.data === null) navigate(PAGE_PATHS.adminLogin, { replace: true });
    else if (mustEnrol) navigate(PAGE_PATHS.adminTwoFactor, { replace: true });
  }, [session.data, mustEnrol, navigate]);

  if (!session.data || mustEnrol) return <PageSpinner />;
  return <Dashboard member={session.data} {...props} />;
}

function Dashboard({ member, tabs: everyTab, paymentMode }: AdminDashboardPageProps & { member: AdminSession }) {
  const tabs = allowedTabs(member.role, everyTab);
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
          {mayUse(member.role, 'payment-settings') && paymentMode}
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{member.email}</span>
          </span>
          <Badge tone="blue">{STAFF_ROLE_LABELS[member.role]}</Badge>
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

      <Tabs defaultValue={tabs[0]?.value}>
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <Suspense fallback={<PageSpinner />}>{tab.content}</Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
