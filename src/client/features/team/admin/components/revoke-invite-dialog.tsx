// Revoking an invitation kills its link: the dialog names whose it is before anything is sent.
import { formatDateTime } from '@shared/calendar-date';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { TEAM_CONFIRM_TEXTS, type TeamInvite } from '@shared/team/team';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { toast } from '@/components/ui/use-toast';
import { useRevokeInvite } from '../api/invites';

export function RevokeInviteDialog({ invite, onClose }: { invite: TeamInvite; onClose: () => void }) {
  const revokeInvite = useRevokeInvite();
  const texts = TEAM_CONFIRM_TEXTS.revokeInvite;
  const labels = TEAM_CONFIRM_TEXTS.recordLabels;

  async function revoke() {
    await revokeInvite.mutateAsync(invite.id);
    toast({ title: 'Invitation revoked', description: `The link sent to ${invite.email} no longer works.` });
  }

  return (
    <ConfirmActionDialog
      title={texts.title}
      record={[
        { label: labels.invitee, value: `${invite.email} (${STAFF_ROLE_LABELS[invite.role]})` },
        { label: labels.sent, value: formatDateTime(invite.sentAt) },
      ]}
      consequence={texts.consequence(invite.email)}
      confirmLabel={texts.button}
      busyLabel={texts.busy}
      tone="destructive"
      onConfirm={revoke}
      onClose={onClose}
    />
  );
}
