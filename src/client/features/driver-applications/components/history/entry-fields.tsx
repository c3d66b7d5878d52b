// The fields several history lists ask alike: a place (street, city, state, ZIP code) and a span of
// months. Each entry names its fields with its own prefix ("Employer 1: City"), so the lists
// differ only in what else they ask.
import { todayIsoDate } from '@shared/format';
import { US_STATES } from '@shared/us-states';
import { SelectField, TextField } from '@/components/form/form-fields';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

/** The lists whose entries have a place: previous addresses and employers. */
type PlacePrefix = `history.previousAddresses.${number}` | `history.employment.${number}`;
/** The lists whose entries span months. */
type MonthsPrefix = PlacePrefix | `history.experience.${number}`;

interface EntryFieldsProps<Prefix> {
  control: ApplicationFormControl;
  /** The entry's path in the form, e.g. `history.employment.0`. */
  name: Prefix;
  /** The entry's title, added to each field's accessible name. */
  entry: string;
}

export function PlaceFields({ control, name, entry }: EntryFieldsProps<PlacePrefix>) {
  const i18n = useI18n();
  return (
    <>
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
    </>
  );
}

/** From and to months, neither after this month. An open end ("to this day") unless `toRequired`. */
export function MonthRangeFields({ control, name, entry, toRequired = false }: EntryFieldsProps<MonthsPrefix> & { toRequired?: boolean }) {
  const i18n = useI18n();
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
        required={toRequired}
        max={thisMonth}
        {...(toRequired ? {} : { hint: i18n._('join.history.toHint') })}
      />
    </>
  );
}
