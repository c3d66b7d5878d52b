// Change a member's role: a select and Save. Taking owner rights away asks first, naming what the
// member loses; any other change is made at once. The server's refusal (the last active owner)
// shows under the form, or in the dialog when it asked.
import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shared/staff-roles';
import { TEAM_CONFIRM_TEXTS, type TeamMember } from '@shared/team/team';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { LabelledSelect } from '@/components/form/labelled-select';
import { labelledOptions } from '@/components/form/select-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useChangeMemberRole } from '../api/members';

const ROLE_OPTIONS = labelledOptions(STAFF_ROLES, STAFF_ROLE_LABELS);

export function MemberRoleForm({ member }: { member: TeamMember }) {
  const id = useId();
  const changeRole = useChangeMemberRole();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const demotesOwner = member.role === 'owner' && role !== 'owner';
  const texts = TEAM_CONFIRM_TEXTS.demoteOwner;
  const labels = TEAM_CONFIRM_TEXTS.recordLabels;

  async function saveRole() {
    await changeRole.mutateAsync({ id: member.id, role });
    toast({ title: 'Role changed', description: `${member.email} is now ${STAFF_ROLE_LABELS[role]}.` });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (demotesOwner) {
      setConfirming(true);
      return;
    }
    saveRole().catch((failure: unknown) => setError(failureMessage(failure)));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <LabelledSelect
          id={`${id}-role`}
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(chosen) => {
            setRole(chosen);
            setError(undefined);
          }}
          className="min-w-40 flex-1 sm:flex-none"
        />
        <Button type="submit" variant="outline" disabled={role === member.role || changeRole.isPending}>
          {changeRole.isPending && !confirming ? 'Saving...' : 'Save role'}
        </Button>
      </div>
      {error && <Alert variant="destructive">{error}</Alert>}
      {confirming && (
        <ConfirmActionDialog
          title={texts.title}
          record={[
            { label: labels.member, value: member.email },
            { label: labels.role, value: `${STAFF_ROLE_LABELS[member.role]} → ${STAFF_ROLE_LABELS[role]}` },
          ]}
          consequence={texts.consequence(member.email, STAFF_ROLE_LABELS[role])}
          confirmLabel={texts.button(STAFF_ROLE_LABELS[role])}
          busyLabel={texts.busy}
          tone="destructive"
          onConfirm={saveRole}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
