// The member's own signed-in sessions (GET /api/admin/account/sessions) and ending one of them.
// Ending the current one signs this browser out: what it had loaded is dropped with the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import type { OwnSession } from '@shared/admin/admin-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { adminDelete, adminGet } from '@/lib/admin/admin-fetch';
import { ADMIN_SESSION_KEY, isAdminQuery } from '@/lib/admin/admin-query-keys';
import { ApiError } from '@/lib/api';
import { OWN_SESSIONS_KEY } from './query-keys';

const SESSIONS_URL = '/api/admin/account/sessions';

export function useOwnSessions() {
  return useQuery({
    queryKey: OWN_SESSIONS_KEY,
    queryFn: async () => (await adminGet<{ sessions: OwnSession[] }>(SESSIONS_URL)).sessions,
    // Other browsers come and go while this one is open: read the list afresh whenever the area opens.
    staleTime: 0,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (session: OwnSession) => {
      await adminDelete(`${SESSIONS_URL}/${encodeURIComponent(session.id)}`);
      return session;
    },
    onSuccess: async ({ current }) => {
      if (current) {
        // The server has cleared the cookie: nobody is signed in in this browser any more. Leave
        // first, so the area does not ask again for what it showed and meet a 401.
        navigate(PAGE_PATHS.adminLogin);
        queryClient.removeQueries({ predicate: isAdminQuery });
        queryClient.setQueryData(ADMIN_SESSION_KEY, null);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_KEY });
    },
    onError: async (error) => {
      // 404: that session had already ended (signed out there, or expired): show the list as it is now.
      if (error instanceof ApiError && error.status === 404) await queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_KEY });
    },
  });
}
