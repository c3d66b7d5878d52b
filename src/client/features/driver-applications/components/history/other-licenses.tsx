// Every other license held in the last three years (391.21(b)(4)), beside the current one above.
import { useFieldArray, useWatch } from 'react-hook-form';
import { CDL_CLASSES, LICENSE_TYPES } from '@shared/driver-applications/driver-applications';
import { US_STATES } from '@shared/us-states';
import { SelectField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';
import { EMPTY_LICENSE } from './empty-history';
import { AddEntryButton, HistoryEntry } from './history-list';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

function OtherLicense({ control, index, onRemove }: { control: ApplicationFormControl; index: number; onRemove: () => void }) {
  const i18n = useI18n();
  const name = `history.otherLicenses.${index}` as const;
  const type = useWatch({ control, name: `${name}.type` });
  const entry = i18n._('join.otherLicenses.entry', { number: index + 1 });
  const typeOptions = LICENSE_TYPES.map((value) => ({ value, label: sharedLabel(i18n, 'licenseType', value) }));
  const classOptions = CDL_CLASSES.map((cdlClass) => ({ value: cdlClass, label: i18n._('join.license.cdlClassOption', { cdlClass }) }));
  return (
    <HistoryEntry title={entry} onRemove={onRemove}>
      <SelectField
        control={control}
        name={`${name}.state`}
        context={entry}
        label={i18n._('join.license.state')}
        placeholder={i18n._('join.personal.state')}
        options={STATE_OPTIONS}
        required
      />
      <TextField
        control={control}
        name={`${name}.number`}
        context={entry}
        label={i18n._('join.license.number')}
        autoComplete="off"
        required
      />
      <SelectField
        control={control}
        name={`${name}.type`}
        context={entry}
        label={i18n._('join.license.type')}
        placeholder={i18n._('join.license.typePlaceholder')}
        options={typeOptions}
        required
      />
      {type === 'CDL' && (
        <SelectField
          control={control}
          name={`${name}.cdlClass`}
          context={entry}
          label={i18n._('join.license.cdlClass')}
          placeholder={i18n._('join.license.cdlClassPlaceholder')}
          options={classOptions}
        />
      )}
      <TextField
        control={control}
        name={`${name}.expiration`}
        context={entry}
        label={i18n._('join.license.expiration')}
        type="date"
        required
      />
    </HistoryEntry>
  );
}

export function OtherLicenses({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'history.otherLicenses' });
  return (
    <FormSection title={i18n._('join.otherLicenses.title')}>
      <p className="text-sm text-muted-foreground sm:col-span-2">{i18n._('join.otherLicenses.intro')}</p>
      {fields.map((field, index) => (
        <OtherLicense key={field.id} control={control} index={index} onRemove={() => remove(index)} />
      ))}
      <AddEntryButton label={i18n._('join.otherLicenses.add')} onAdd={() => append({ ...EMPTY_LICENSE })} />
    </FormSection>
  );
}
