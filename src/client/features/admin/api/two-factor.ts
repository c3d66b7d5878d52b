// Two-factor sign-in settings: enrol an authenticator (the password, then a secret and QR code,
// then a code to confirm, which answers the recovery codes) and turn it off (the password and a
// code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSession,
  CurrentPassword,
  RecoveryCodes,
  SecondFactor,
  TwoFactorDisable,
  TwoFactorEnrolment,
} from '@shared/admin/admin-auth';
import { ADMIN_SESSION_KEY } from '@/lib/admin/admin-query-keys';
import { postJson } from '@/lib/api';

export function useStartEnrolment() {
  return useMutation({
    mutationFn: (password: CurrentPassword) => postJson<TwoFactorEnrolment>('/api/admin/two-factor/enrolment', password),
  });
}

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factor: SecondFactor) => postJson<RecoveryCodes>('/api/admin/two-factor/enrolment/confirm', factor),
    onSuccess: () => {
      const session = queryClient.getQueryData<AdminSession | null>(ADMIN_SESSION_KEY);
      if (session) queryClient.setQueryData(ADMIN_SESSION_KEY, { ...session, twoFactorEnabled: true });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: TwoFactorDisable) => postJson<AdminSession>('/api/admin/two-factor/disable', proof),
    onSuccess: (session) => queryClient.setQueryData(ADMIN_SESSION_KEY, session),
  });
}
