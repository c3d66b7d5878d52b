// Signing in without a password, in a card: the e-mail step, then the code step. `notice` says why
// the customer is asked (their session ended elsewhere, a link that no longer works).
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

type Step = { kind: 'email' } | { kind: 'code'; email: string; message: string };

export interface SignInPanelProps {
  notice?: SignInNotice | undefined;
  onSignedIn: () => void;
}

/** Why the customer is asked to sign in; a problem (a link that no longer works) is shown as one. */
export interface SignInNotice {
  message: string;
  problem: boolean;
}

export function SignInPanel({ notice, onSignedIn }: SignInPanelProps) {
  const [step, setStep] = useState<Step>({ kind: 'email' });
  // Kept when going back, so a typo is fixed rather than the whole address typed again.
  const [lastEmail, setLastEmail] = useState('');

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
            <KeyRound className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">Sign in to see your requests</h1>
          <CardDescription>
            No password needed: type the e-mail address you gave with your requests, and we will e-mail you a sign-in link and a 6-digit
            code.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {notice && step.kind === 'email' && <Alert variant={notice.problem ? 'destructive' : 'default'}>{notice.message}</Alert>}
          {step.kind === 'email' ? (
            <EmailStep
              initialEmail={lastEmail}
              onSent={(email, message) => {
                setLastEmail(email);
                setStep({ kind: 'code', email, message });
              }}
            />
          ) : (
            <CodeStep
              email={step.email}
              message={step.message}
              onSignedIn={onSignedIn}
              onDifferentEmail={() => setStep({ kind: 'email' })}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
