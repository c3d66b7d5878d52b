// Accidents and traffic convictions of the last three years (391.21(b)(7) and (8)): each listed,
// or "None" ticked explicitly; an empty list is not an answer.
import { useFieldArray, useWatch } from 'react-hook-form';
import { todayIsoDate } from '@shared/format';
import { subtractYears } from '@shared/calendar-date';
import { TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';
import { CheckboxField } from './checkbox-field';
import { EMPTY_ACCIDENT, EMPTY_CONVICTION } from './empty-history';
import { AddEntryButton, HistoryEntry, ListError } from './history-list';

function Accidents({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'history.accidents' });
  const none = useWatch({ control, name: 'history.noAccidents' });
  const today = todayIsoDate();
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <h3 className="text-sm font-semibold sm:col-span-2">{i18n._('join.accidents.heading')}</h3>
      <CheckboxField control={control} name="history.noAccidents" label={i18n._('join.accidents.none')} describedBy="accidents-error" />
      {fields.map((field, index) => {
        const entry = i18n._('join.accidents.entry', { number: index + 1 });
        const name = `history.accidents.${index}` as const;
        return (
          <HistoryEntry key={field.id} title={entry} onRemove={() => remove(index)}>
            <TextField
              control={control}
              name={`${name}.date`}
              context={entry}
              label={i18n._('join.accidents.date')}
              type="date"
              required
              min={subtractYears(today, 3)}
              max={today}
            />
            <TextField control={control} name={`${name}.nature`} context={entry} label={i18n._('join.accidents.nature')} required />
            <TextField
              control={control}
              name={`${name}.fatalities`}
              context={entry}
              label={i18n._('join.accidents.fatalities')}
              inputMode="numeric"
            />
            <TextField
              control={control}
              name={`${name}.injuries`}
              context={entry}
              label={i18n._('join.accidents.injuries')}
              inputMode="numeric"
            />
            <CheckboxField control={control} name={`${name}.hazmatSpill`} context={entry} label={i18n._('join.accidents.hazmatSpill')} />
          </HistoryEntry>
        );
      })}
      <ListError name="history.accidents" id="accidents-error" />
      {!none && <AddEntryButton label={i18n._('join.accidents.add')} onAdd={() => append({ ...EMPTY_ACCIDENT })} />}
    </div>
  );
}

function Convictions({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'history.convictions' });
  const none = useWatch({ control, name: 'history.noConvictions' });
  const today = todayIsoDate();
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <h3 className="text-sm font-semibold sm:col-span-2">{i18n._('join.convictions.heading')}</h3>
      <CheckboxField
        control={control}
        name="history.noConvictions"
        label={i18n._('join.convictions.none')}
        describedBy="convictions-error"
      />
      {fields.map((field, index) => {
        const entry = i18n._('join.convictions.entry', { number: index + 1 });
        const name = `history.convictions.${index}` as const;
        return (
          <HistoryEntry key={field.id} title={entry} onRemove={() => remove(index)}>
            <TextField
              control={control}
              name={`${name}.date`}
              context={entry}
              label={i18n._('join.convictions.date')}
              type="date"
              required
              min={subtractYears(today, 3)}
              max={today}
            />
            <TextField control={control} name={`${name}.location`} context={entry} label={i18n._('join.convictions.location')} required />
            <TextField control={control} name={`${name}.charge`} context={entry} label={i18n._('join.convictions.charge')} required />
            <TextField control={control} name={`${name}.penalty`} context={entry} label={i18n._('join.convictions.penalty')} required />
          </HistoryEntry>
        );
      })}
      <ListError name="history.convictions" id="convictions-error" />
      {!none && <AddEntryButton label={i18n._('join.convictions.add')} onAdd={() => append({ ...EMPTY_CONVICTION })} />}
    </div>
  );
}

export function AccidentsAndConvictions({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('join.safety.title')}>
      <p className="text-sm text-muted-foreground sm:col-span-2">{i18n._('join.safety.intro')}</p>
      <Accidents control={control} />
      <Convictions control={control} />
    </FormSection>
  );
}
