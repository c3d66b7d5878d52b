// Employment (391.21(b)(10) and (11)): every employer, most recent first, with every time between
// them explained as a gap, over ten years for a CDL and three otherwise. The employers named here
// are the ones the safety performance history is asked of (391.23).
import { useFieldArray, useWatch } from 'react-hook-form';
import { employmentYearsFor } from '@shared/driver-applications/application-history-schema';
import { isLicenseType } from '@shared/driver-applications/driver-applications';
import { todayIsoDate } from '@shared/format';
import { US_STATES } from '@shared/us-states';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';
import { CheckboxField } from './checkbox-field';
import { EMPTY_EMPLOYER, EMPTY_GAP } from './empty-history';
import { AddEntryButton, HistoryEntry, ListError } from './history-list';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

function Employer({ control, index, entry }: { control: ApplicationFormControl; index: number; entry: string }) {
  const i18n = useI18n();
  const name = `history.employment.${index}` as const;
  const thisMonth = todayIsoDate().slice(0, 7);
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
      <TextField control={control} name={`${name}.address`} context={entry} label={i18n._('join.personal.address')} required wide />
      <TextField control={control} name={`${name}.city`} context={entry} label={i18n._('join.personal.city')} required />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name={`${name}.state`}
          context={entry}
          label={i18n._('join.personal.state')}
          placeholder={i18n._('join.personal.state')}
          options={STATE_OPTIONS}
          required
        />
        <TextField
          control={control}
          name={`${name}.zipCode`}
          context={entry}
          label={i18n._('join.personal.zipCode')}
          inputMode="numeric"
          required
        />
      </div>
      <PhoneField control={control} name={`${name}.phone`} context={entry} label={i18n._('join.employment.phone')} required />
      <TextField
        control={control}
        name={`${name}.email`}
        context={entry}
        label={i18n._('join.employment.email')}
        type="email"
        hint={i18n._('join.employment.emailHint')}
      />
      <TextField
        control={control}
        name={`${name}.fromMonth`}
        context={entry}
        label={i18n._('join.history.from')}
        type="month"
        required
        max={thisMonth}
      />
      <TextField
        control={control}
        name={`${name}.toMonth`}
        context={entry}
        label={i18n._('join.history.to')}
        type="month"
        max={thisMonth}
        hint={i18n._('join.history.toHint')}
      />
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
  const thisMonth = todayIsoDate().slice(0, 7);
  return (
    <>
      <TextField
        control={control}
        name={`${name}.fromMonth`}
        context={entry}
        label={i18n._('join.history.from')}
        type="month"
        required
        max={thisMonth}
      />
      <TextField
        control={control}
        name={`${name}.toMonth`}
        context={entry}
        label={i18n._('join.history.to')}
        type="month"
        max={thisMonth}
        hint={i18n._('join.history.toHint')}
      />
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
