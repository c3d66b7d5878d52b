// The invitations not yet accepted or revoked, or a line saying there are none.
import type { TeamInvite } from '@shared/team/team';
import { InviteCard } from './invite-card';

export function InvitesList({ invites }: { invites: readonly TeamInvite[] }) {
  if (invites.length === 0)
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No open invitations.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Invitations">
      {invites.map((invite) => (
        <li key={invite.id}>
          <InviteCard invite={invite} />
        </li>
      ))}
    </ul>
  );
}
