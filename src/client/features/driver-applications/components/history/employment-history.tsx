// Employment (391.21(b)(10) and (11)): every employer, most recent first, with every time between
// them explained as a gap, over ten years for a CDL and three otherwise. The employers named here
// are the ones the safety performance history is asked of (391.23).
import { useFieldArray, useWatch } from 'react-hook-form';
import { employmentYearsFor } from '@shared/driver-applications/application-history-schema';
import { isLicenseType } from '@shared/driver-applications/driver-applications';
import { PhoneField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';
import { CheckboxField } from './checkbox-field';
import { EMPTY_EMPLOYER, EMPTY_GAP } from './empty-history';
import { MonthRangeFields, PlaceFields } from './entry-fields';
import { AddEntryButton, HistoryEntry, ListError } from './history-list';

function Employer({ control, index, entry }: { control: ApplicationFormControl; index: number; entry: string }) {
  const i18n = useI18n();
  const name = `history.employment.${index}` as const;
  return (
    <>
      <TextField
        control={control}
        name={`${name}.name`}
        context={entry}
        label={i18n._('join.employment.name')}
        required
        autoComplete="off"
      />
      <TextField control={control} name={`${name}.position`} context={entry} label={i18n._('join.employment.position')} required />
      <PlaceFields control={control} name={name} entry={entry} />
      <PhoneField control={control} name={`${name}.phone`} context={entry} label={i18n._('join.employment.phone')} required />
      <TextField
        control={control}
        name={`${name}.email`}
        context={entry}
        label={i18n._('join.employment.email')}
        type="email"
        hint={i18n._('join.employment.emailHint')}
      />
      <MonthRangeFields control={control} name={name} entry={entry} />
      <TextField
        control={control}
        name={`${name}.reasonForLeaving`}
        context={entry}
        label={i18n._('join.experience.reasonForLeaving')}
        required
        wide
      />
      <CheckboxField control={control} name={`${name}.subjectToFmcsr`} context={entry} label={i18n._('join.employment.subjectToFmcsr')} />
      <CheckboxField control={control} name={`${name}.safetySensitive`} context={entry} label={i18n._('join.employment.safetySensitive')} />
    </>
  );
}

function Gap({ control, index, entry }: { control: ApplicationFormControl; index: number; entry: string }) {
  const i18n = useI18n();
  const name = `history.employment.${index}` as const;
  return (
    <>
      <MonthRangeFields control={control} name={name} entry={entry} />
      <TextAreaField
        control={control}
        name={`${name}.explanation`}
        context={entry}
        label={i18n._('join.employment.gapExplanation')}
        required
        rows={2}
      />
    </>
  );
}

export function EmploymentHistory({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'history.employment' });
  const licenseType = useWatch({ control, name: 'licenseType' });
  const years = employmentYearsFor(isLicenseType(licenseType) ? licenseType : undefined);
  return (
    <FormSection title={i18n._('join.employment.title')}>
      <p className="text-sm text-muted-foreground sm:col-span-2" id="employment-intro">
        {i18n._('join.employment.intro', { years })}
      </p>
      {fields.map((field, index) => {
        const entry =
          field.kind === 'employer'
            ? i18n._('join.employment.employerEntry', { number: index + 1 })
            : i18n._('join.employment.gapEntry', { number: index + 1 });
        return (
          <HistoryEntry key={field.id} title={entry} onRemove={() => remove(index)}>
            {field.kind === 'employer' ? (
              <Employer control={control} index={index} entry={entry} />
            ) : (
              <Gap control={control} index={index} entry={entry} />
            )}
          </HistoryEntry>
        );
      })}
      <ListError name="history.employment" id="employment-error" />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
        <AddEntryButton label={i18n._('join.employment.addEmployer')} onAdd={() => append({ ...EMPTY_EMPLOYER })} />
        <AddEntryButton label={i18n._('join.employment.addGap')} onAdd={() => append({ ...EMPTY_GAP })} />
      </div>
    </FormSection>
  );
}
