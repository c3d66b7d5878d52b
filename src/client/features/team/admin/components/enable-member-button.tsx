// Let a disabled member sign in again. Nothing is lost by it, so it acts on one click.
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import type { TeamMember } from '@shared/team/team';
import { useEnableMember } from '../api/members';

export function EnableMemberButton({ member }: { member: TeamMember }) {
  const enableMember = useEnableMember();
  return (
    <Button
      variant="outline"
      disabled={enableMember.isPending}
      onClick={() =>
        enableMember.mutate(member.id, {
          onSuccess: () => toast({ title: 'Member enabled', description: `${member.email} can sign in again.` }),
          onError: (error) => toast({ title: 'Could not enable the member', description: failureMessage(error), variant: 'destructive' }),
        })
      }
    >
      {enableMember.isPending ? 'Enabling...' : 'Enable'}
    </Button>
  );
}
