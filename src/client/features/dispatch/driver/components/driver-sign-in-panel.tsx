// A driver signing in without a password: the e-mail step, then the code step. `notice` says why
// they are asked (their session ended, a link that no longer works).
import { Truck } from 'lucide-react';
import { DISPATCH_MESSAGES, driverSignInCodeSchema, driverSignInRequestSchema } from '@shared/dispatch/dispatch';
import { SignInSteps, type SignInNotice } from '@/components/sign-in/sign-in-steps';
import type { SignInSizes } from '@/components/sign-in/sign-in-sizes';
import { useI18n } from '@/i18n/use-i18n';
import { useDriverSignInWithCode, useRequestDriverSignIn } from '../api/sign-in';
import { BIG_BUTTON, BIG_INPUT } from './glove-sizes';

export type DriverSignInNotice = SignInNotice;

const SCHEMAS = { request: driverSignInRequestSchema, code: driverSignInCodeSchema };
const GLOVE_SIZES: SignInSizes = { input: BIG_INPUT, button: BIG_BUTTON, text: 'text-base', secondary: 'stacked' };

export interface DriverSignInPanelProps {
  notice?: DriverSignInNotice | undefined;
  onSignedIn: () => void;
}

export function DriverSignInPanel({ notice, onSignedIn }: DriverSignInPanelProps) {
  const i18n = useI18n();
  const requestSignIn = useRequestDriverSignIn();
  const signInWithCode = useDriverSignInWithCode();

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary">
          <Truck className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">{i18n._('driver.signIn.title')}</h1>
        <p className="text-base text-muted-foreground">{i18n._('driver.signIn.intro')}</p>
      </div>
      <SignInSteps
        idPrefix="driver"
        schemas={SCHEMAS}
        requestSignIn={requestSignIn}
        sentMessage={DISPATCH_MESSAGES.driverSignInSent}
        signInWithCode={signInWithCode}
        notice={notice}
        onSignedIn={onSignedIn}
        sizes={GLOVE_SIZES}
      />
    </section>
  );
}
