// The member's own part of the shell, at every width: who is signed in and in which role, and
// their own pages (two-factor, My account) and Logout, in one row beside the heading.
import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { AdminSession } from '@shared/admin/admin-auth';
import { PAGE_PATHS } from '@shared/page-routes';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSignOut } from '../api/admin-session';
import type { AdminArea } from './admin-area';

/** A button's word: shown from `sm` up, read by screen readers at every width. */
const LABEL = 'sr-only sm:not-sr-only';

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
    // One row where it fits (beside the heading at wide widths); on a phone the buttons are their
    // icons, named for screen readers and titled for a pointer.
    <div className="flex min-w-0 max-w-full items-center gap-3 text-sm">
      <p className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 truncate text-muted-foreground" title={member.email}>
          <span className="sr-only sm:not-sr-only">Signed in as </span>
          <span className="font-medium text-foreground">{member.email}</span>
        </span>
        <Badge tone="blue">{STAFF_ROLE_LABELS[member.role]}</Badge>
      </p>
      <div className="flex items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={PAGE_PATHS.adminTwoFactor} title="Two-factor">
            <ShieldCheck aria-hidden />
            <span className={LABEL}>Two-factor</span>
          </Link>
        </Button>
        {memberAreas.map((area) => (
          <Button key={area.id} asChild variant="outline" size="sm">
            <Link href={area.path} title={area.label} aria-current={area.path === currentPath ? 'page' : undefined}>
              <UserRound aria-hidden />
              <span className={LABEL}>{area.label}</span>
            </Link>
          </Button>
        ))}
        <Button variant="outline" size="sm" onClick={logOut} disabled={signOut.isPending} title="Logout">
          <LogOut aria-hidden />
          <span className={LABEL}>Logout</span>
        </Button>
      </div>
    </div>
  );
}
