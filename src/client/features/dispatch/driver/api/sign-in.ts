// Signing a driver in without a password: ask for a link and code by e-mail, then either the
// 6-digit code typed here or the link's token. Both answer with the new session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverSession, DriverSignInCode, DriverSignInRequest } from '@shared/dispatch/dispatch';
import { postJson } from '@/lib/api';
import { DRIVER_API } from './driver-api-paths';
import { replaceDriverSession } from './session';

/** The server's one answer, whether or not the address is an active driver's. */
export function useRequestDriverSignIn() {
  return useMutation({
    mutationFn: (request: DriverSignInRequest) => postJson<{ message: string }>(DRIVER_API.signInRequest, request),
  });
}

function useSignInWith<Proof>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: Proof) => postJson<DriverSession>(url, proof),
    onSuccess: (session) => replaceDriverSession(queryClient, session),
  });
}

export function useDriverSignInWithCode() {
  return useSignInWith<DriverSignInCode>(DRIVER_API.signInCode);
}

export function useDriverSignInWithLink() {
  return useSignInWith<{ token: string }>(DRIVER_API.signInLink);
}
