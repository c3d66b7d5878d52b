// POST /api/admin/account/password: the current password and a new one. The server ends every
// other session of the member, so the sessions list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, PasswordChange } from '@shared/admin/admin-account';
import { adminSend } from '@/lib/admin/admin-fetch';
import { OWN_SESSIONS_KEY } from './query-keys';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => adminSend<AccountMessage>('POST', '/api/admin/account/password', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_KEY }),
  });
}
