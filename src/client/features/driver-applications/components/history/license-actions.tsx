// 391.21(b)(9): has any license been denied, or suspended or revoked? A yes or no each, explained
// when yes. No answer is preselected: the applicant answers both.
import { useId } from 'react';
import { useController, useFormState, get, type FieldError } from 'react-hook-form';
import { TextAreaField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { FieldMessage } from '@/components/form/field-message';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { fieldErrorMessage } from '@/lib/coded-resolver';
import type { ApplicationFormControl } from '../application-form-control';

type Action = 'licenseDenied' | 'licenseSuspendedOrRevoked';

function YesNo({ control, action, question }: { control: ApplicationFormControl; action: Action; question: string }) {
  const i18n = useI18n();
  const id = useId();
  const name = `history.${action}.happened` as const;
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const listError: FieldError | undefined = get(errors, name);
  const error = fieldErrorMessage(listError);
  const errorId = `${id}-error`;
  const choose = (happened: boolean) => field.onChange(happened);
  return (
    <div className="grid gap-3 sm:col-span-2">
      <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium">
          {question}
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        </legend>
        <div className="flex gap-6">
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-${action}`}
                className="size-5 accent-primary"
                checked={field.value === value}
                onChange={() => choose(value)}
                onBlur={field.onBlur}
                ref={value ? field.ref : undefined}
              />
              {value ? i18n._('join.licenseActions.yes') : i18n._('join.licenseActions.no')}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldMessage id={errorId} message={error === undefined ? undefined : shownMessage(i18n, error)} />
      {field.value === true && (
        <TextAreaField
          control={control}
          name={`history.${action}.explanation`}
          label={i18n._('join.licenseActions.explain')}
          required
          rows={2}
        />
      )}
    </div>
  );
}

export function LicenseActions({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('join.licenseActions.title')}>
      <YesNo control={control} action="licenseDenied" question={i18n._('join.licenseActions.denied')} />
      <YesNo control={control} action="licenseSuspendedOrRevoked" question={i18n._('join.licenseActions.suspended')} />
    </FormSection>
  );
}
