// Addresses (391.21(b)(3)): since when the applicant lives at the address given above, and each
// address before it, until three years are covered.
import { useFieldArray } from 'react-hook-form';
import { todayIsoDate } from '@shared/format';
import { TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';
import { EMPTY_ADDRESS } from './empty-history';
import { MonthRangeFields, PlaceFields } from './entry-fields';
import { AddEntryButton, HistoryEntry, ListError } from './history-list';

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
            <PlaceFields control={control} name={name} entry={entry} />
            <MonthRangeFields control={control} name={name} entry={entry} toRequired />
          </HistoryEntry>
        );
      })}
      <ListError name="history.previousAddresses" id="addresses-error" />
      <AddEntryButton label={i18n._('join.addresses.add')} onAdd={() => append({ ...EMPTY_ADDRESS })} />
    </FormSection>
  );
}
