// My account (every member): who is signed in and in which role, the browsers signed in to the
// account (each can be signed out), changing the password, and two-factor sign-in's state.
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Badge } from '@/components/ui/badge';
import { useAdminSession } from '../api/admin-session';
import { ChangePasswordSection } from './components/change-password-section';
import { SessionsSection } from './components/sessions-section';
import { TwoFactorSection } from './components/two-factor-section';

export function AccountArea() {
  // The back office has loaded the session already (staleTime is Infinity): this reads the cache.
  const session = useAdminSession();
  if (!session.data) return <PageSpinner />;
  const member = session.data;

  return (
    // The back office's bar already shows the area's heading (h2 "My account"): the sections here are h3.
    <section aria-label="My account" className="flex min-w-0 flex-col gap-8">
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">E-mail</dt>
        <dd className="font-medium wrap-anywhere">{member.email}</dd>
        <dt className="text-muted-foreground">Role</dt>
        <dd>
          <Badge tone="blue">{STAFF_ROLE_LABELS[member.role]}</Badge>
        </dd>
      </dl>
      <SessionsSection />
      <ChangePasswordSection />
      <TwoFactorSection enabled={member.twoFactorEnabled} required={member.twoFactorRequired} />
    </section>
  );
}
