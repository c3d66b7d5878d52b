// Labelled form controls bound to a react-hook-form form, for the public forms (the service
// request and the driver application). Each shows its error under the control, linked with
// aria-describedby, and marks required fields with a visible *. Each takes the form's `control`,
// so its `name` must be one of that form's fields: a misspelt name does not compile.
import { useId, type ReactNode } from 'react';
import { useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatPhone } from '@shared/format';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { fieldErrorMessage } from '@/lib/coded-resolver';

interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** Read before the label by screen readers only: which entry of a list the field is in ("Previous address 2"). */
  context?: string;
}

function Field<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  wide,
  context,
  children,
}: FieldProps<Values> & { children: (ids: ControlIds) => ReactNode }) {
  const i18n = useI18n();
  // Re-renders when this field's state changes (its error set by the schema or the server).
  const formState = useFormState({ control, name });
  const error = fieldErrorMessage(control.getFieldState(name, formState).error);
  const id = useId();
  const ids: ControlIds = {
    id,
    describedBy: [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required: Boolean(required),
  };
  return (
    <div className={cn('grid content-start gap-1.5', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>
        {context && <span className="sr-only">{context}: </span>}
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
          {shownMessage(i18n, error)}
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

export function TextField<Values extends FieldValues>({
  type = 'text',
  autoComplete,
  inputMode,
  min,
  max,
  placeholder,
  ...field
}: FieldProps<Values> & {
  type?: 'text' | 'email' | 'date' | 'month';
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  min?: string;
  max?: string;
  placeholder?: string;
}) {
  return (
    <Field {...field}>
      {(ids) => (
        <Input
          {...aria(ids)}
          {...field.control.register(field.name)}
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

export function PhoneField<Values extends FieldValues>(field: FieldProps<Values>) {
  const registration = field.control.register(field.name);
  return (
    <Field {...field}>
      {(ids) => (
        <Input
          {...aria(ids)}
          {...registration}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          // A US number's shape: the same in every language.
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

export function TextAreaField<Values extends FieldValues>({
  rows = 3,
  placeholder,
  ...field
}: FieldProps<Values> & { rows?: number; placeholder?: string }) {
  return (
    <Field {...field} wide>
      {(ids) => <Textarea {...aria(ids)} {...field.control.register(field.name)} rows={rows} placeholder={placeholder} />}
    </Field>
  );
}

export function SelectField<Values extends FieldValues>({
  options,
  placeholder,
  autoComplete,
  ...field
}: FieldProps<Values> & {
  options: readonly { value: string; label: string }[];
  /** The empty option's text: what to choose. */
  placeholder: string;
  autoComplete?: string;
}) {
  return (
    <Field {...field}>
      {(ids) => (
        <NativeSelect {...aria(ids)} {...field.control.register(field.name)} autoComplete={autoComplete}>
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
