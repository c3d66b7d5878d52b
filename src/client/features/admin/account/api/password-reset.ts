// The public password-reset calls (no session): asking for a link by e-mail, and choosing a new
// password with one. The token travels in the body, never in a URL a log or proxy could keep.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, PasswordReset, PasswordResetRequest } from '@shared/admin/admin-account';
import { ADMIN_SESSION_KEY, isAdminQuery } from '@/lib/admin/admin-query-keys';
import { postJson } from '@/lib/api';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: PasswordResetRequest) => postJson<AccountMessage>('/api/admin/login/password-reset/request', request),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reset: PasswordReset) => postJson<AccountMessage>('/api/admin/login/password-reset', reset),
    onSuccess: () => {
      // A reset ends every session of the member, this browser's too if it had one.
      queryClient.removeQueries({ predicate: isAdminQuery });
      queryClient.setQueryData(ADMIN_SESSION_KEY, null);
    },
  });
}
