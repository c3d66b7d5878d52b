// Addresses (391.21(b)(3)): since when the applicant lives at the address given above, and each
// address before it, until three years are covered.
import { useFieldArray } from 'react-hook-form';
import { todayIsoDate } from '@shared/format';
import { US_STATES } from '@shared/us-states';
import { SelectField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';
import { EMPTY_ADDRESS } from './empty-history';
import { AddEntryButton, HistoryEntry, ListError } from './history-list';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

export function AddressHistory({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'history.previousAddresses' });
  const thisMonth = todayIsoDate().slice(0, 7);
  return (
    <FormSection title={i18n._('join.addresses.title')}>
      <p className="text-sm text-muted-foreground sm:col-span-2">{i18n._('join.addresses.intro')}</p>
      <TextField
        control={control}
        name="history.currentAddressSince"
        label={i18n._('join.addresses.currentSince')}
        type="month"
        required
        max={thisMonth}
      />
      {fields.map((field, index) => {
        const entry = i18n._('join.addresses.entry', { number: index + 1 });
        const name = `history.previousAddresses.${index}` as const;
        return (
          <HistoryEntry key={field.id} title={entry} onRemove={() => remove(index)}>
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
              required
              max={thisMonth}
            />
          </HistoryEntry>
        );
      })}
      <ListError name="history.previousAddresses" id="addresses-error" />
      <AddEntryButton label={i18n._('join.addresses.add')} onAdd={() => append({ ...EMPTY_ADDRESS })} />
    </FormSection>
  );
}
