// An e-mailed sign-in link's page (customers and drivers): the token is read from the fragment
// (and dropped from the address bar), sent once, and `onSignedIn` runs when it worked. Answers
// undefined while that is under way, else why the sign-in form is shown: a used, expired or broken
// link, or a network failure said as it is.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { CodedMessage } from '@shared/coded-message';
import { ApiError } from '@/lib/api';
import { failureRefusal } from '@/lib/failure-message';
import { useLinkToken } from '@/lib/link-token';
import type { SignInNotice } from './sign-in-steps';

export function useSignInLink(
  tokenSchema: Parameters<typeof useLinkToken>[0],
  signIn: UseMutationResult<unknown, Error, { token: string }>,
  onSignedIn: () => void,
  invalidMessage: CodedMessage,
): SignInNotice | undefined {
  const token = useLinkToken(tokenSchema);
  const { mutate: sendToken, isSuccess, isError, error } = signIn;
  // The token works once: sent once, even when React runs the effect twice (StrictMode).
  const sent = useRef(false);
  const arrive = useEffectEvent(onSignedIn);

  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    sendToken({ token });
  }, [token, sendToken]);

  useEffect(() => {
    if (isSuccess) arrive();
  }, [isSuccess]);

  if (token !== undefined && !isError) return undefined;
  // A refused link (4xx) is not valid any more; a network failure is said as it is.
  const message = error && !(error instanceof ApiError && error.status < 500) ? failureRefusal(error) : invalidMessage;
  return { message, problem: true };
}
