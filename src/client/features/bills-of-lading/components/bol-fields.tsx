// One field of the bill of lading editor: its label, its control (id from the draft path, so the
// missing list can link to it) and its error under it, tied to the control for screen readers.
import type { ReactNode } from 'react';
import { errorAria, FieldMessage } from '@/components/form/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { fieldId } from './bol-form';

interface FieldProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Errors by draft path: the shared schema's as the office types, the server's after a refused save. */
  errors: Readonly<Record<string, string>>;
  className?: string;
}

function FieldFrame({ path, label, errors, className, children }: Omit<FieldProps, 'value' | 'onChange'> & { children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={fieldId(path)}>{label}</Label>
      {children}
      <FieldMessage id={`${fieldId(path)}-error`} message={errors[path]} />
    </div>
  );
}

export function TextField(props: FieldProps & { inputMode?: 'numeric' | 'decimal' | 'tel'; autoComplete?: string; multiline?: boolean }) {
  const { path, value, onChange, errors, inputMode, autoComplete, multiline } = props;
  const control = {
    id: fieldId(path),
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...errorAria(`${fieldId(path)}-error`, errors[path]),
  };
  return (
    <FieldFrame {...props}>
      {multiline ? <Textarea {...control} rows={3} /> : <Input {...control} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} />}
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[]; emptyLabel: string }) {
  const { path, value, onChange, errors, options, emptyLabel } = props;
  return (
    <FieldFrame {...props}>
      <NativeSelect
        id={fieldId(path)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...errorAria(`${fieldId(path)}-error`, errors[path])}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
