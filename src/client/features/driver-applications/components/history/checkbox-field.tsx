// A labelled checkbox bound to the application form (a yes the applicant ticks: none, hazmat spilled).
import { useId } from 'react';
import type { Path } from 'react-hook-form';
import type { DriverApplicationInput } from '@shared/driver-applications/driver-application-schema';
import type { ApplicationFormControl } from '../application-form-control';

interface CheckboxFieldProps {
  control: ApplicationFormControl;
  name: Path<DriverApplicationInput>;
  label: string;
  context?: string;
  describedBy?: string;
}

export function CheckboxField({ control, name, label, context, describedBy }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3 sm:col-span-2">
      <input id={id} type="checkbox" className="size-5 accent-primary" aria-describedby={describedBy} {...control.register(name)} />
      <label htmlFor={id} className="text-sm">
        {context && <span className="sr-only">{context}: </span>}
        {label}
      </label>
    </div>
  );
}
