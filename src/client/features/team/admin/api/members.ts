// A member's standing: their role, and whether they may sign in. Each change refreshes the Team
// list; a 409 (the last-owner rule) refreshes it too, so the screen shows who is owner now.
import type { RoleChange, TeamMember } from '@shared/team/team';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { TEAM_KEY } from './query-keys';

const MEMBERS_URL = '/api/admin/team/members';
const REFRESH = { refreshes: [TEAM_KEY], refreshOnConflict: true };

export function useChangeMemberRole() {
  return useAdminChange(
    ({ id, ...change }: RoleChange & { id: number }) => adminSend<TeamMember>('PATCH', `${MEMBERS_URL}/${id}`, change),
    REFRESH,
  );
}

export function useDisableMember() {
  return useAdminChange((id: number) => adminSend<TeamMember>('POST', `${MEMBERS_URL}/${id}/disable`, {}), REFRESH);
}

export function useEnableMember() {
  return useAdminChange((id: number) => adminSend<TeamMember>('POST', `${MEMBERS_URL}/${id}/enable`, {}), REFRESH);
}
