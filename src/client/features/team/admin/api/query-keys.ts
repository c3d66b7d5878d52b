// The Team area's one query: members and open invites together, refreshed by every change here.
export const TEAM_KEY = ['/api/admin/team'] as const;
