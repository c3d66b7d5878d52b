// Disabling a member ends all their sessions at once: the dialog says so and names the member
// before anything is sent. The server's refusal (the last owner) stays in the dialog.
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { TEAM_CONFIRM_TEXTS, type TeamMember } from '@shared/team/team';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDisableMember } from '../api/members';

export function DisableMemberDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const disableMember = useDisableMember();
  const texts = TEAM_CONFIRM_TEXTS.disable;
  const labels = TEAM_CONFIRM_TEXTS.recordLabels;

  // mutateAsync: the dialog shows a failure itself, and closes only once the member is disabled.
  async function disable() {
    await disableMember.mutateAsync(member.id);
    toast({ title: 'Member disabled', description: texts.consequence(member.email) });
  }

  return (
    <ConfirmActionDialog
      title={texts.title}
      record={[
        { label: labels.member, value: member.email },
        { label: labels.role, value: STAFF_ROLE_LABELS[member.role] },
      ]}
      consequence={texts.consequence(member.email)}
      confirmLabel={texts.button(member.email)}
      busyLabel={texts.busy}
      tone="destructive"
      onConfirm={disable}
      onClose={onClose}
    />
  );
}
