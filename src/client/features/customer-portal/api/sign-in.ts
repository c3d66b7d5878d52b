// Signing in without a password: ask for a link and code by e-mail, then either the 6-digit code
// typed here or the link's token. Both answer with the new session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerSession,
  CustomerSignInCode,
  CustomerSignInLink,
  CustomerSignInRequest,
} from '@shared/customer-portal/customer-account';
import { CUSTOMER_API } from '@shared/customer-portal/customer-portal';
import { postJson } from '@/lib/api';
import { replaceCustomerSession } from './session';

/** The server's one answer, whether or not the address has requests. */
export function useRequestSignIn() {
  return useMutation({
    mutationFn: (request: CustomerSignInRequest) => postJson<{ message: string }>(CUSTOMER_API.signInRequest, request),
  });
}

function useSignInWith<Proof>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: Proof) => postJson<CustomerSession>(url, proof),
    onSuccess: (session) => replaceCustomerSession(queryClient, session),
  });
}

export function useSignInWithCode() {
  return useSignInWith<CustomerSignInCode>(CUSTOMER_API.signInCode);
}

export function useSignInWithLink() {
  return useSignInWith<CustomerSignInLink>(CUSTOMER_API.signInLink);
}
