// One open invitation: who, in what role, sent by whom and when, and until when its link works
// (or that it has expired). Re-send mails a fresh link valid for another 72 hours; Revoke asks first.
import { useState } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import { INVITE_VALID_HOURS, type TeamInvite } from '@shared/team/team';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useResendInvite } from '../api/invites';
import { RevokeInviteDialog } from './revoke-invite-dialog';
import { RoleBadge } from './role-badge';

export function InviteCard({ invite }: { invite: TeamInvite }) {
  const resendInvite = useResendInvite();
  const [revoking, setRevoking] = useState(false);
  const headingId = `team-invite-${invite.id}`;
  const expired = invite.state === 'expired';

  function resend() {
    resendInvite.mutate(invite.id, {
      onSuccess: () =>
        toast({ title: 'Invitation sent again', description: `${invite.email} has a new link, valid for ${INVITE_VALID_HOURS} hours.` }),
      onError: (error) => toast({ title: 'Could not re-send the invitation', description: failureMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-3 pt-5 text-sm sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <p id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere">
            {invite.email}
          </p>
          <RoleBadge role={invite.role} />
          {expired && <Badge tone="orange">Expired</Badge>}
        </div>
        <p className="text-muted-foreground">
          Invited by {invite.invitedBy ?? 'a former member'} · sent {formatDateTime(invite.sentAt)} · {expired ? 'expired' : 'expires'}{' '}
          {formatDateTime(invite.expiresAt)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={resendInvite.isPending} onClick={resend}>
            {resendInvite.isPending ? 'Sending...' : 'Re-send'}
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setRevoking(true)}>
            Revoke
          </Button>
        </div>
      </CardContent>
      {revoking && <RevokeInviteDialog invite={invite} onClose={() => setRevoking(false)} />}
    </Card>
  );
}
