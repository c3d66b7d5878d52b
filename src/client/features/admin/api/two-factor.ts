// Two-factor sign-in settings: enrol an authenticator (the password, then a secret and QR code,
// then a code to confirm, which answers the recovery codes) and turn it off (the password and a
// code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, CurrentPassword, RecoveryCodes, SecondFactor, TwoFactorDisable, TwoFactorEnrolment } from '@shared/admin-auth';
import { apiRequest } from '@/lib/api';
import { ADMIN_SESSION_KEY } from './admin-session';

export function useStartEnrolment() {
  return useMutation({
    mutationFn: async (password: CurrentPassword): Promise<TwoFactorEnrolment> => {
      const response = await apiRequest('POST', '/api/admin/two-factor/enrolment', password);
      return (await response.json()) as TwoFactorEnrolment;
    },
  });
}

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factor: SecondFactor): Promise<RecoveryCodes> => {
      const response = await apiRequest('POST', '/api/admin/two-factor/enrolment/confirm', factor);
      return (await response.json()) as RecoveryCodes;
    },
    onSuccess: () => {
      const session = queryClient.getQueryData<AdminSession | null>(ADMIN_SESSION_KEY);
      if (session) queryClient.setQueryData(ADMIN_SESSION_KEY, { ...session, twoFactorEnabled: true });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: TwoFactorDisable): Promise<AdminSession> => {
      const response = await apiRequest('POST', '/api/admin/two-factor/disable', proof);
      return (await response.json()) as AdminSession;
    },
    onSuccess: (session) => queryClient.setQueryData(ADMIN_SESSION_KEY, session),
  });
}
