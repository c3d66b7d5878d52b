// The member's own part of the shell, at every width: who is signed in and in which role, and
// their own pages (two-factor, My account) and Logout.
import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { AdminSession } from '@shared/admin-auth';
import { PAGE_PATHS } from '@shared/page-routes';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSignOut } from '../api/admin-session';
import type { AdminArea } from './admin-area';

interface MemberBarProps {
  member: AdminSession;
  /** The member's own areas (My account), marked when open. */
  memberAreas: readonly AdminArea[];
  currentPath: string | undefined;
}

export function MemberBar({ member, memberAreas, currentPath }: MemberBarProps) {
  const [, navigate] = useLocation();
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
    <div className="flex min-w-0 flex-col gap-2 text-sm sm:items-end">
      <p className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 text-muted-foreground">
          Signed in as <span className="font-medium break-all text-foreground">{member.email}</span>
        </span>
        <Badge tone="blue">{STAFF_ROLE_LABELS[member.role]}</Badge>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={PAGE_PATHS.adminTwoFactor}>
            <ShieldCheck aria-hidden />
            Two-factor
          </Link>
        </Button>
        {memberAreas.map((area) => (
          <Button key={area.id} asChild variant="outline" size="sm">
            <Link href={area.path} aria-current={area.path === currentPath ? 'page' : undefined}>
              <UserRound aria-hidden />
              {area.label}
            </Link>
          </Button>
        ))}
        <Button variant="outline" size="sm" onClick={logOut} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          Logout
        </Button>
      </div>
    </div>
  );
}
