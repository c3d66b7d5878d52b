// Driving experience by class of equipment (391.21(b)(6)): what, from when to when, about how many
// miles. Shown inside the spec's Experience section, under the years of experience.
import { useFieldArray } from 'react-hook-form';
import { EQUIPMENT_CLASSES, type EquipmentClass } from '@shared/driver-applications/application-history';
import { SelectField, TextField } from '@/components/form/form-fields';
import { useI18n } from '@/i18n/use-i18n';
import type { I18n } from '@lingui/core';
import type { ApplicationFormControl } from '../application-form-control';
import { EMPTY_EXPERIENCE } from './empty-history';
import { MonthRangeFields } from './entry-fields';
import { AddEntryButton, HistoryEntry } from './history-list';

function equipmentLabel(i18n: I18n, equipment: EquipmentClass): string {
  const labels: Record<EquipmentClass, string> = {
    straight_truck: i18n._('join.equipment.straightTruck'),
    tractor_semitrailer: i18n._('join.equipment.tractorSemitrailer'),
    tractor_two_trailers: i18n._('join.equipment.tractorTwoTrailers'),
    tractor_tanker: i18n._('join.equipment.tractorTanker'),
    bus: i18n._('join.equipment.bus'),
    other: i18n._('join.equipment.other'),
  };
  return labels[equipment];
}

export function EquipmentExperience({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'history.experience' });
  const options = EQUIPMENT_CLASSES.map((value) => ({ value, label: equipmentLabel(i18n, value) }));
  return (
    <>
      <p className="text-sm text-muted-foreground sm:col-span-2">{i18n._('join.equipment.intro')}</p>
      {fields.map((field, index) => {
        const entry = i18n._('join.equipment.entry', { number: index + 1 });
        const name = `history.experience.${index}` as const;
        return (
          <HistoryEntry key={field.id} title={entry} onRemove={() => remove(index)}>
            <SelectField
              control={control}
              name={`${name}.equipment`}
              context={entry}
              label={i18n._('join.equipment.class')}
              placeholder={i18n._('join.equipment.classPlaceholder')}
              options={options}
              required
            />
            <TextField
              control={control}
              name={`${name}.approximateMiles`}
              context={entry}
              label={i18n._('join.equipment.miles')}
              inputMode="numeric"
              required
            />
            <MonthRangeFields control={control} name={name} entry={entry} />
          </HistoryEntry>
        );
      })}
      {fields.length < EQUIPMENT_CLASSES.length && (
        <AddEntryButton label={i18n._('join.equipment.add')} onAdd={() => append({ ...EMPTY_EXPERIENCE })} />
      )}
    </>
  );
}
