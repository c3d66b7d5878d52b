// What a used, expired, revoked or broken invite link shows: why, what to do, and the way to sign in.
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { TEAM_MESSAGES } from '@shared/team/team';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export function InvitationInvalid() {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="destructive">{TEAM_MESSAGES.inviteInvalid}</Alert>
      <Button asChild variant="outline" className="w-full">
        <Link href={PAGE_PATHS.adminLogin}>Go to the sign-in page</Link>
      </Button>
    </div>
  );
}
