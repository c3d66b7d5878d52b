// Labelled form controls bound to the surrounding react-hook-form, for the public forms (the
// service request and the driver application). Each shows its error under the control, linked
// with aria-describedby, and marks required fields with a visible *.
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatPhone } from '@shared/format';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

export type FormValues = Record<string, string>;

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

function Field({ name, label, required, hint, wide, children }: FieldProps & { children: (ids: ControlIds) => ReactNode }) {
  const { formState } = useFormContext<FormValues>();
  const id = useId();
  const error = formState.errors[name]?.message;
  const ids: ControlIds = {
    id,
    describedBy: [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required: Boolean(required),
  };
  return (
    <div className={cn('grid content-start gap-1.5', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {children(ids)}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {String(error)}
        </p>
      )}
    </div>
  );
}

interface ControlIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const aria = (ids: ControlIds) => ({
  id: ids.id,
  'aria-describedby': ids.describedBy,
  'aria-invalid': ids.invalid || undefined,
  'aria-required': ids.required || undefined,
});

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  min,
  max,
  placeholder,
  ...field
}: FieldProps & {
  type?: 'text' | 'email' | 'date' | 'month';
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  min?: string;
  max?: string;
  placeholder?: string;
}) {
  const { register } = useFormContext<FormValues>();
  return (
    <Field {...field}>
      {(ids) => (
        <Input
          {...aria(ids)}
          {...register(field.name)}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

export function PhoneField(field: FieldProps) {
  const { register } = useFormContext<FormValues>();
  const registration = register(field.name);
  return (
    <Field {...field}>
      {(ids) => (
        <Input
          {...aria(ids)}
          {...registration}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(555) 123-4567"
          onChange={(event) => {
            // Formatted as typed: (###) ###-####.
            event.target.value = formatPhone(event.target.value);
            void registration.onChange(event);
          }}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ rows = 3, placeholder, ...field }: FieldProps & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext<FormValues>();
  return (
    <Field {...field} wide>
      {(ids) => <Textarea {...aria(ids)} {...register(field.name)} rows={rows} placeholder={placeholder} />}
    </Field>
  );
}

export function SelectField({
  options,
  placeholder = 'Select…',
  autoComplete,
  ...field
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string; autoComplete?: string }) {
  const { register } = useFormContext<FormValues>();
  return (
    <Field {...field}>
      {(ids) => (
        <NativeSelect {...aria(ids)} {...register(field.name)} autoComplete={autoComplete}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
