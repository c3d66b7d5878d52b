// The one field every two-factor step has: an authenticator (or recovery) code, checked in the
// browser against the shared schema before it is sent, with the reason shown under it.
import { useState, type ComponentProps, type Ref } from 'react';
import { secondFactorSchema, type SecondFactor } from '@shared/admin-auth';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';

export interface CodeEntry {
  code: string;
  setCode: (code: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** The code as the server wants it, or undefined once the reason it is not one is shown. */
  parse: () => SecondFactor | undefined;
  /** Shows why the server refused the code. */
  showFailure: (failure: unknown, fallback: string) => void;
}

export function useCodeEntry(): CodeEntry {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  return {
    code,
    setCode,
    error,
    setError,
    parse() {
      const parsed = secondFactorSchema.safeParse({ code });
      setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
      return parsed.success ? parsed.data : undefined;
    },
    showFailure(failure, fallback) {
      setError(failureMessage(failure, fallback));
    },
  };
}

export function failureMessage(failure: unknown, fallback: string): string {
  return failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : fallback;
}

type CodeFieldProps = { id: string; label: string; entry: CodeEntry; inputRef?: Ref<HTMLInputElement> } & Omit<
  ComponentProps<typeof Input>,
  'id' | 'value' | 'onChange' | 'ref'
>;

export function CodeField({ id, label, entry, inputRef, ...inputProps }: CodeFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={inputRef}
        autoComplete="one-time-code"
        {...inputProps}
        value={entry.code}
        onChange={(event) => entry.setCode(event.target.value)}
        aria-invalid={entry.error ? true : undefined}
        aria-describedby={entry.error ? errorId : undefined}
      />
      {entry.error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {entry.error}
        </p>
      )}
    </div>
  );
}
