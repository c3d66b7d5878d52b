// The one field every two-factor step has: an authenticator (or recovery) code.
import { secondFactorSchema, type SecondFactor } from '@shared/admin/admin-auth';
import { failureMessage } from '@/lib/failure-message';
import { CheckedField, useCheckedEntry, type CheckedEntry, type CheckedFieldProps } from './checked-field';

export interface CodeEntry extends CheckedEntry<SecondFactor> {
  /** Shows why the server refused the code. */
  showFailure: (failure: unknown, fallback: string) => void;
}

export function useCodeEntry(): CodeEntry {
  const entry = useCheckedEntry((code) => secondFactorSchema.safeParse({ code }));
  return { ...entry, showFailure: (failure, fallback) => entry.setError(failureMessage(failure, fallback)) };
}

export function CodeField(props: CheckedFieldProps) {
  return <CheckedField autoComplete="one-time-code" {...props} />;
}
