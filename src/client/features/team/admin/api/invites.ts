// Invitations: send one, send it again (a fresh link and 72 hours from now), or revoke it. Each
// refreshes the Team list; a 409 (someone acted meanwhile) refreshes it too.
import type { NewInvite, TeamInvite } from '@shared/team/team';
import { adminDelete, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { TEAM_KEY } from './query-keys';

const INVITES_URL = '/api/admin/team/invites';
const REFRESH = { refreshes: [TEAM_KEY], refreshOnConflict: true };

export function useInviteMember() {
  return useAdminChange((invite: NewInvite) => adminSend<TeamInvite>('POST', INVITES_URL, invite), REFRESH);
}

export function useResendInvite() {
  return useAdminChange((id: number) => adminSend<TeamInvite>('POST', `${INVITES_URL}/${id}/resend`, {}), REFRESH);
}

export function useRevokeInvite() {
  return useAdminChange((id: number) => adminDelete(`${INVITES_URL}/${id}`), REFRESH);
}
