// A password-less sign-in's two steps (customers and drivers): the e-mail, then the code the mail
// carries (its link signs in on its own page). `notice` says why someone is asked to sign in (their
// session ended, a link that no longer works), above the first step.
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodedMessage, MessageOrText } from '@shared/coded-message';
import { Alert } from '@/components/ui/alert';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { useSignInScreen } from '@/lib/sign-in-screen';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import type { SignInSchema } from './sign-in-schema';
import { REGULAR_SIGN_IN_SIZES, type SignInSizes } from './sign-in-sizes';

/** Why someone is asked to sign in; a problem (a link that no longer works) is shown as one. */
export interface SignInNotice {
  /** A message of src/shared or the server's, with its code; shown in the page's language. */
  message: MessageOrText;
  problem: boolean;
}

export interface SignInStepsProps {
  /** Element ids start with it ('customer', 'driver'). */
  idPrefix: string;
  schemas: { request: SignInSchema<{ email: string }>; code: SignInSchema<{ email: string; code: string }> };
  /** The same mutation sends the first mail and "Send again". */
  requestSignIn: UseMutationResult<{ message: string }, Error, { email: string }>;
  /** The message the request's answer says: "a sign-in link and a 6-digit code are on their way". */
  sentMessage: CodedMessage;
  signInWithCode: UseMutationResult<unknown, Error, { email: string; code: string }>;
  notice?: SignInNotice | undefined;
  onSignedIn: () => void;
  sizes?: SignInSizes;
}

type Step = { kind: 'email' } | { kind: 'code'; email: string; message: string };

export function SignInSteps({
  idPrefix,
  schemas,
  requestSignIn,
  sentMessage,
  signInWithCode,
  notice,
  onSignedIn,
  sizes = REGULAR_SIGN_IN_SIZES,
}: SignInStepsProps) {
  const i18n = useI18n();
  // A sign-in screen wherever it shows (the driver's /driver before signing in): the frame treats it as one.
  useSignInScreen();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  // Kept when going back, so a typo is fixed rather than the whole address typed again.
  const [lastEmail, setLastEmail] = useState('');

  if (step.kind === 'code') {
    return (
      <CodeStep
        idPrefix={idPrefix}
        schema={schemas.code}
        signIn={signInWithCode}
        sendAgain={requestSignIn}
        email={step.email}
        message={step.message}
        sentMessage={sentMessage}
        onSignedIn={onSignedIn}
        onDifferentEmail={() => setStep({ kind: 'email' })}
        sizes={sizes}
      />
    );
  }
  return (
    <>
      {notice && <Alert variant={notice.problem ? 'destructive' : 'default'}>{shownMessage(i18n, notice.message)}</Alert>}
      <EmailStep
        idPrefix={idPrefix}
        schema={schemas.request}
        requestSignIn={requestSignIn}
        initialEmail={lastEmail}
        onSent={(email, message) => {
          setLastEmail(email);
          setStep({ kind: 'code', email, message });
        }}
        sizes={sizes}
      />
    </>
  );
}
