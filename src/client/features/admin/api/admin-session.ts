// The signed-in admin: GET /api/admin/session (null when signed out), sign-in and sign-out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLogin, AdminSession, AdminSignInResult, SecondFactor } from '@shared/admin-auth';
import { apiRequest, getQueryFn } from '@/lib/api';

export const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

export function useAdminSession() {
  return useQuery<AdminSession | null>({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: getQueryFn<AdminSession>({ on401: 'returnNull' }),
  });
}

export async function signIn(credentials: AdminLogin): Promise<AdminSignInResult> {
  const response = await apiRequest('POST', '/api/admin/login', credentials);
  return (await response.json()) as AdminSignInResult;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ next, ...session }) => {
      // Whatever an earlier admin had loaded in this tab is not for this one.
      queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/') });
      // While the authenticator code is owed, nobody is signed in yet.
      if (next !== 'code') queryClient.setQueryData(ADMIN_SESSION_KEY, session);
    },
  });
}

export async function sendSignInCode(factor: SecondFactor): Promise<AdminSession> {
  const response = await apiRequest('POST', '/api/admin/login/code', factor);
  return (await response.json()) as AdminSession;
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
      queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/') });
      queryClient.setQueryData(ADMIN_SESSION_KEY, null);
    },
  });
}
