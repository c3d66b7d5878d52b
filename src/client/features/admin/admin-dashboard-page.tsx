// /admin and each area's URL (/admin/payments, ...): the back office's frame: heading, who is
// signed in, the summary cards, the areas' navigation and the open area. The areas are other
// features' screens, so the app gives them (src/client/app/admin-areas.tsx).
// Signed-out visitors are sent to /admin-login (the server refuses every admin call without a
// session anyway; this only spares them a broken screen).
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AdminSession } from '@shared/admin/admin-auth';
import { normalizePagePath, PAGE_PATHS } from '@shared/page-routes';
import { mayUse } from '@shared/staff-roles';
import { PageSpinner } from '@/components/layout/page-spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminSession } from './api/admin-session';
import { useDashboardStats } from './api/dashboard-stats';
import { SummaryCards } from './components/summary-cards';
import { allowedAreas, type AdminArea } from './shell/admin-area';
import { AreaRefusal } from './shell/area-refusal';
import { BackOfficeLayout } from './shell/back-office-layout';
import { MemberBar } from './shell/member-bar';

export interface AdminDashboardPageProps {
  /** Every area, in the navigation's order; each member sees those their role may open. */
  areas: readonly AdminArea[];
  /** Under the heading: which payment mode runs (for the roles that handle invoices or payments). */
  paymentMode: ReactNode;
}

function signInPathFor(areaPath: string | undefined): string {
  return areaPath ? `${PAGE_PATHS.adminLogin}?next=${encodeURIComponent(areaPath)}` : PAGE_PATHS.adminLogin;
}

export function AdminDashboardPage(props: AdminDashboardPageProps) {
  const [location, navigate] = useLocation();
  const openArea = props.areas.find((area) => area.path === normalizePagePath(location));
  usePageTitle(openArea ? `${openArea.label} · Admin Dashboard` : 'Admin Dashboard');
  const session = useAdminSession();

  const mustEnrol = session.data?.twoFactorRequired === true && !session.data.twoFactorEnabled;
  const openAreaPath = openArea?.path;
  // Once it has sent the member to sign in, the address is no longer the dashboard's: nothing more to do.
  const onDashboardPath = openAreaPath !== undefined || normalizePagePath(location) === PAGE_PATHS.admin;
  useEffect(() => {
    // Signed out on an area's own address (a bookmark, a reload after the session ended): sign-in
    // comes back to it.
    if (session.data === null) {
      if (onDashboardPath) navigate(signInPathFor(openAreaPath), { replace: true });
    } else if (mustEnrol) navigate(PAGE_PATHS.adminTwoFactor, { replace: true });
  }, [session.data, mustEnrol, onDashboardPath, openAreaPath, navigate]);

  if (!session.data || mustEnrol) return <PageSpinner />;
  return <Dashboard member={session.data} openArea={openArea} {...props} />;
}

interface DashboardProps extends AdminDashboardPageProps {
  member: AdminSession;
  openArea: AdminArea | undefined;
}

function Dashboard({ member, areas, openArea, paymentMode }: DashboardProps) {
  const [, navigate] = useLocation();
  const stats = useDashboardStats();
  const allowed = allowedAreas(member.role, areas);
  const listed = allowed.filter((area) => area.place !== 'member');
  const memberAreas = allowed.filter((area) => area.place === 'member');
  const firstArea = listed[0] ?? allowed[0];

  // /admin itself opens the member's first area; replacing it keeps Back from bouncing here again.
  useEffect(() => {
    if (!openArea && firstArea) navigate(firstArea.path, { replace: true });
  }, [openArea, firstArea, navigate]);

  return (
    // Tight above the area (decision 057): on a 1280 x 800 screen and on a phone, the open area's
    // first rows are in the first screen, under one row of heading and member, the payment mode and
    // one row of summary cards.
    <section aria-labelledby="dashboard-heading" className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 lg:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 id="dashboard-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
            Admin Dashboard
          </h1>
          <p className="text-sm text-muted-foreground">Management System</p>
        </div>
        <MemberBar member={member} memberAreas={memberAreas} currentPath={openArea?.path} />
      </div>
      {mayUse(member.role, 'payment-settings') && paymentMode}

      <SummaryCards stats={stats.data} />

      <BackOfficeLayout areas={listed} openArea={openArea}>
        <OpenArea member={member} area={openArea} firstArea={firstArea} />
      </BackOfficeLayout>
    </section>
  );
}

function OpenArea({ member, area, firstArea }: { member: AdminSession; area: AdminArea | undefined; firstArea: AdminArea | undefined }) {
  // On the way from /admin to the first area.
  if (!area) return <PageSpinner />;
  if (!mayUse(member.role, area.staffArea)) return <AreaRefusal firstArea={firstArea} />;
  return (
    // Keyed by area: each opens at its own start, as a page of its own would.
    <Suspense key={area.id} fallback={<PageSpinner />}>
      {area.content}
    </Suspense>
  );
}
