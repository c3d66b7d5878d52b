// Signing in without a password, in a card: the e-mail step, then the code step. `notice` says why
// the customer is asked (their session ended elsewhere, a link that no longer works).
import { KeyRound } from 'lucide-react';
import {
  CUSTOMER_SIGN_IN_SENT_MESSAGE,
  customerSignInCodeSchema,
  customerSignInRequestSchema,
} from '@shared/customer-portal/customer-account';
import { SignInSteps, type SignInNotice } from '@/components/sign-in/sign-in-steps';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useI18n } from '@/i18n/use-i18n';
import { useRequestSignIn, useSignInWithCode } from '../api/sign-in';

export type { SignInNotice };

const SCHEMAS = { request: customerSignInRequestSchema, code: customerSignInCodeSchema };

export interface SignInPanelProps {
  notice?: SignInNotice | undefined;
  onSignedIn: () => void;
}

export function SignInPanel({ notice, onSignedIn }: SignInPanelProps) {
  const i18n = useI18n();
  const requestSignIn = useRequestSignIn();
  const signInWithCode = useSignInWithCode();

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
            <KeyRound className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{i18n._('account.signIn.heading')}</h1>
          <CardDescription>{i18n._('account.signIn.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <SignInSteps
            idPrefix="customer"
            schemas={SCHEMAS}
            requestSignIn={requestSignIn}
            sentMessage={CUSTOMER_SIGN_IN_SENT_MESSAGE}
            signInWithCode={signInWithCode}
            notice={notice}
            onSignedIn={onSignedIn}
          />
        </CardContent>
      </Card>
    </section>
  );
}
