// A driver signing in without a password: the e-mail step, then the code step. `notice` says why
// they are asked (their session ended, a link that no longer works).
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DriverCodeStep } from './driver-code-step';
import { DriverEmailStep } from './driver-email-step';

type Step = { kind: 'email' } | { kind: 'code'; email: string; message: string };

export interface DriverSignInNotice {
  message: string;
  problem: boolean;
}

export interface DriverSignInPanelProps {
  notice?: DriverSignInNotice | undefined;
  onSignedIn: () => void;
}

export function DriverSignInPanel({ notice, onSignedIn }: DriverSignInPanelProps) {
  const [step, setStep] = useState<Step>({ kind: 'email' });
  // Kept when going back, so a typo is fixed rather than the whole address typed again.
  const [lastEmail, setLastEmail] = useState('');

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary">
          <Truck className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">Driver sign-in</h1>
        <p className="text-base text-muted-foreground">
          No password needed: type the e-mail address you applied with, and we will e-mail you a sign-in link and a 6-digit code.
        </p>
      </div>
      {notice && step.kind === 'email' && <Alert variant={notice.problem ? 'destructive' : 'default'}>{notice.message}</Alert>}
      {step.kind === 'email' ? (
        <DriverEmailStep
          initialEmail={lastEmail}
          onSent={(email, message) => {
            setLastEmail(email);
            setStep({ kind: 'code', email, message });
          }}
        />
      ) : (
        <DriverCodeStep
          email={step.email}
          message={step.message}
          onSignedIn={onSignedIn}
          onDifferentEmail={() => setStep({ kind: 'email' })}
        />
      )}
    </section>
  );
}
