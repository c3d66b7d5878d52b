// The team, for the Audit Log's member filter: each member by e-mail rather than by number.
import { useQuery } from '@tanstack/react-query';
import type { Team } from '@shared/team/team';
import { adminGet } from '@/lib/admin/admin-fetch';
import { TEAM_PATH, auditLogKeys } from './query-keys';

export function useTeamMembers() {
  return useQuery({
    queryKey: auditLogKeys.team,
    queryFn: () => adminGet<Team>(TEAM_PATH),
    select: (team) => team.members,
  });
}
