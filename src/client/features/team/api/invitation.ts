// The public calls of the invite page: what an invitation is for (checked before the invitee types
// anything), and accepting it with a password, which signs the new member in.
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { AdminSignInResult } from '@shared/admin/admin-auth';
import type { InviteAcceptance, InviteDetails } from '@shared/team/team';
import { ADMIN_SESSION_KEY, isAdminQuery } from '@/lib/admin/admin-query-keys';
import { ApiError, postJson } from '@/lib/api';

const INVITATION_URL = '/api/admin/login/invitation';

// A POST, not a GET: the token travels in the body, never in a URL a log or proxy could keep.
export function useInvitationDetails(token: string | undefined) {
  return useQuery({
    queryKey: [INVITATION_URL, token],
    queryFn: () => postJson<InviteDetails>(INVITATION_URL, { token }),
    enabled: token !== undefined,
  });
}

/** The server's answer for a link that is used, expired, revoked or never existed. */
export function isInvalidInvitation(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

/** Everything an earlier admin had loaded in this tab, except this page's own invitation. */
function isOtherAdminQuery(query: Query): boolean {
  return isAdminQuery(query) && query.queryKey[0] !== INVITATION_URL;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptance: InviteAcceptance) => postJson<AdminSignInResult>(`${INVITATION_URL}/accept`, acceptance),
    onSuccess: ({ next, ...session }) => {
      // Kept: dropping the invitation would ask for it again, and the used link now answers 410.
      queryClient.removeQueries({ predicate: isOtherAdminQuery });
      if (next !== 'code') queryClient.setQueryData(ADMIN_SESSION_KEY, session);
    },
  });
}
