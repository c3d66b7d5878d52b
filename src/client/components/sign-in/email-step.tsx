// The first step of a password-less sign-in (customers and drivers): the e-mail address, checked
// with the server's own schema before it is sent; the server's refusal is shown under the field.
import type { UseMutationResult } from '@tanstack/react-query';
import { LoaderCircle, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { REGULAR_SIGN_IN_SIZES, type SignInSizes } from './sign-in-sizes';
import type { SignInSchema } from './sign-in-schema';

export interface EmailStepProps {
  /** Element ids start with it ('customer', 'driver'), so two sign-ins never share one. */
  idPrefix: string;
  schema: SignInSchema<{ email: string }>;
  requestSignIn: UseMutationResult<{ message: string }, Error, { email: string }>;
  initialEmail: string;
  /** The link and code are on their way: the server's message, and the address as it was sent. */
  onSent: (email: string, message: string) => void;
  sizes?: SignInSizes;
}

export function EmailStep({ idPrefix, schema, requestSignIn, initialEmail, onSent, sizes = REGULAR_SIGN_IN_SIZES }: EmailStepProps) {
  const i18n = useI18n();
  const [email, setEmail] = useState(initialEmail);
  // Kept with its code (the schema's or the server's words), shown in the page's language.
  const [error, setError] = useState<MessageOrText>();
  const shownError = error && shownMessage(i18n, error);
  const inputId = `${idPrefix}-email`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && issueMessage(issue));
      return;
    }
    setError(undefined);
    requestSignIn.mutate(parsed.data, {
      onSuccess: ({ message }) => onSent(parsed.data.email, message),
      onError: (failure) => setError(refusedField(failure, 'email') ?? failureRefusal(failure)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId} className={cn(sizes.text === 'text-sm' ? undefined : sizes.text)}>
          {i18n._('signIn.email.label')}
        </Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={i18n._('signIn.email.placeholder')}
          className={cn(sizes.input)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorAria(`${inputId}-error`, shownError)}
        />
        <FieldError id={`${inputId}-error`} error={shownError} announce />
      </div>
      <Button type="submit" className={sizes.button} disabled={requestSignIn.isPending}>
        {requestSignIn.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
        {requestSignIn.isPending ? i18n._('signIn.sending') : i18n._('signIn.email.submit')}
      </Button>
    </form>
  );
}
