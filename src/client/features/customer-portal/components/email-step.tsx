// The first step of signing in: the e-mail address used on the customer's requests. It is checked
// with the server's own schema before it is sent; the server's refusal (too many e-mails this
// hour, say) is shown under the field too.
import { LoaderCircle, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { customerSignInRequestSchema } from '@shared/customer-account';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { refusedField } from '@/lib/refused-field';
import { failureMessage } from '@/lib/failure-message';
import { useRequestSignIn } from '../api/sign-in';

export interface EmailStepProps {
  initialEmail: string;
  /** The link and code are on their way: the server's message, and the address as it was sent. */
  onSent: (email: string, message: string) => void;
}

export function EmailStep({ initialEmail, onSent }: EmailStepProps) {
  const requestSignIn = useRequestSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerSignInRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    requestSignIn.mutate(parsed.data, {
      onSuccess: ({ message }) => onSent(parsed.data.email, message),
      onError: (failure) => setError(refusedField(failure, 'email') ?? failureMessage(failure)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="customer-email">E-mail</Label>
        <Input
          id="customer-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorAria('customer-email-error', error)}
        />
        <FieldError id="customer-email-error" error={error} announce />
      </div>
      <Button type="submit" className="w-full" disabled={requestSignIn.isPending}>
        {requestSignIn.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
        {requestSignIn.isPending ? 'Sending...' : 'Send me a sign-in link'}
      </Button>
    </form>
  );
}
