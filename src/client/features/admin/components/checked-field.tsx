// A sign-in field (a password, an authenticator code) checked in the browser against the shared
// schema before it is sent, with the reason it was refused shown under it.
import { useState, type ComponentProps, type Ref } from 'react';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A shared schema's safeParse of the field's text. */
type Check<Parsed> = (
  value: string,
) => { success: true; data: Parsed } | { success: false; error: { issues: readonly { message: string }[] } };

export interface CheckedEntry<Parsed> {
  value: string;
  setValue: (value: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** The value as the server wants it, or undefined once the reason it is not one is shown. */
  parse: () => Parsed | undefined;
}

export function useCheckedEntry<Parsed>(check: Check<Parsed>): CheckedEntry<Parsed> {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    value,
    setValue,
    error,
    setError,
    parse() {
      const parsed = check(value);
      setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

export type CheckedFieldProps = {
  id: string;
  label: string;
  entry: CheckedEntry<unknown>;
  inputRef?: Ref<HTMLInputElement> | undefined;
} & Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange' | 'ref'>;

export function CheckedField({ id, label, entry, inputRef, ...inputProps }: CheckedFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={inputRef}
        {...inputProps}
        value={entry.value}
        onChange={(event) => entry.setValue(event.target.value)}
        {...errorAria(errorId, entry.error)}
      />
      <FieldError id={errorId} error={entry.error} announce />
    </div>
  );
}
