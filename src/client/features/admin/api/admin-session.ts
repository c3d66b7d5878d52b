// The signed-in admin: GET /api/admin/session (null when signed out), sign-in and sign-out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLogin, AdminSession, AdminSignInResult, SecondFactor } from '@shared/admin/admin-auth';
import { ADMIN_SESSION_KEY, isAdminQuery } from '@/lib/admin/admin-query-keys';
import { adminSessionQuery } from '@/lib/admin/admin-session-query';
import { apiRequest, postJson } from '@/lib/api';

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

export function signIn(credentials: AdminLogin): Promise<AdminSignInResult> {
  return postJson<AdminSignInResult>('/api/admin/login', credentials);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ next, ...session }) => {
      // Whatever an earlier admin had loaded in this tab is not for this one.
      queryClient.removeQueries({ predicate: isAdminQuery });
      // While the authenticator code is owed, nobody is signed in yet.
      if (next !== 'code') queryClient.setQueryData(ADMIN_SESSION_KEY, session);
    },
  });
}

export function sendSignInCode(factor: SecondFactor): Promise<AdminSession> {
  return postJson<AdminSession>('/api/admin/login/code', factor);
}

/** The second step of sign-in: the authenticator's code or a recovery code. */
export function useSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSignInCode,
    onSuccess: (session) => queryClient.setQueryData(ADMIN_SESSION_KEY, session),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/admin/logout');
    },
    onSettled: () => {
      queryClient.removeQueries({ predicate: isAdminQuery });
      queryClient.setQueryData(ADMIN_SESSION_KEY, null);
    },
  });
}
