// The second step of a password-less sign-in (customers and drivers): the e-mail is on its way.
// Its link opens the page that signs in, or its 6-digit code is typed here; the code can be sent
// again, or the sign-in started over with another address.
import type { UseMutationResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CodedMessage, MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RichText } from '@/i18n/rich-text';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { failureRefusal } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { REGULAR_SIGN_IN_SIZES, type SignInSizes } from './sign-in-sizes';
import type { SignInSchema } from './sign-in-schema';

export interface CodeStepProps {
  /** Element ids start with it ('customer', 'driver'). */
  idPrefix: string;
  schema: SignInSchema<{ email: string; code: string }>;
  signIn: UseMutationResult<unknown, Error, { email: string; code: string }>;
  sendAgain: UseMutationResult<{ message: string }, Error, { email: string }>;
  email: string;
  /** The server's answer to the request, shown as it said it (in the page's language when it is `sentMessage`). */
  message: string;
  /** The message the request's answer says (the answer itself carries no code). */
  sentMessage: CodedMessage;
  onSignedIn: () => void;
  onDifferentEmail: () => void;
  sizes?: SignInSizes;
}

export function CodeStep(props: CodeStepProps) {
  const {
    idPrefix,
    schema,
    signIn,
    sendAgain,
    email,
    message,
    sentMessage,
    onSignedIn,
    onDifferentEmail,
    sizes = REGULAR_SIGN_IN_SIZES,
  } = props;
  const i18n = useI18n();
  const [code, setCode] = useState('');
  // Kept with its code (the schema's or the server's words), shown in the page's language.
  const [error, setError] = useState<MessageOrText>();
  const [sentAgain, setSentAgain] = useState<string>();
  const shownError = error && shownMessage(i18n, error);
  const sent = sentAgain ?? message;
  const codeRef = useFocusOnMount<HTMLInputElement>();
  const inputId = `${idPrefix}-code`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ email, code });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && issueMessage(issue));
      return;
    }
    setError(undefined);
    signIn.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        setError(refusedField(failure, 'code') ?? failureRefusal(failure));
        setCode('');
        codeRef.current?.focus();
      },
    });
  }

  function requestAgain() {
    setSentAgain(undefined);
    sendAgain.mutate({ email }, { onSuccess: (answer) => setSentAgain(answer.message) });
  }

  const quiet = sizes.secondary === 'quiet';
  const secondary = (
    <>
      <Button
        type="button"
        variant={quiet ? 'ghost' : 'outline'}
        className={quiet ? undefined : sizes.button}
        onClick={requestAgain}
        disabled={sendAgain.isPending}
      >
        {sendAgain.isPending ? i18n._('signIn.sending') : i18n._('signIn.code.sendAgain')}
      </Button>
      <Button type="button" variant={quiet ? 'ghost' : 'outline'} className={quiet ? undefined : sizes.button} onClick={onDifferentEmail}>
        {i18n._('signIn.code.differentEmail')}
      </Button>
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className={cn('rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-950', sizes.text)}>
        {shownMessage(i18n, sent === sentMessage.message ? sentMessage : sent)}
      </p>
      <p className={cn('text-muted-foreground', sizes.text)}>
        <RichText
          message={/*i18n*/ { id: 'signIn.code.sentTo' }}
          values={{ email }}
          components={{ 0: <span className="wrap-anywhere font-medium text-foreground" /> }}
        />
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId} className={cn(sizes.text === 'text-sm' ? undefined : sizes.text)}>
            {i18n._('signIn.code.label')}
          </Label>
          <Input
            id={inputId}
            ref={codeRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            className={cn('text-lg tracking-[0.3em]', sizes.input)}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
            {...errorAria(`${inputId}-error`, shownError)}
          />
          <FieldError id={`${inputId}-error`} error={shownError} announce />
        </div>
        <Button type="submit" className={sizes.button} disabled={signIn.isPending}>
          {signIn.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {signIn.isPending ? i18n._('signIn.code.signingIn') : i18n._('signIn.code.submit')}
        </Button>
      </form>
      {sendAgain.isError && <Alert variant="destructive">{shownMessage(i18n, failureRefusal(sendAgain.error))}</Alert>}
      {quiet ? <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">{secondary}</div> : secondary}
    </div>
  );
}
