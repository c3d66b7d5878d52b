// GET /api/admin/team: the members and the open invitations (owner only).
import { useQuery } from '@tanstack/react-query';
import type { Team } from '@shared/team/team';
import { adminGet } from '@/lib/admin/admin-fetch';
import { TEAM_KEY } from './query-keys';

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => adminGet<Team>('/api/admin/team') });
}
