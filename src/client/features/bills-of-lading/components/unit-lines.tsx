// The carrier information table as the office fills it: one card per line (handling units, package
// type, weight, commodity, NMFC item and class, HM), another added or one removed.
import { Plus, Trash2 } from 'lucide-react';
import { FREIGHT_CLASSES, PACKAGE_TYPES } from '@shared/bills-of-lading/bill-of-lading';
import { BOL_LIMITS } from '@shared/bills-of-lading/bol-draft-schema';
import { PACKAGE_TYPE_LABELS } from '@shared/bills-of-lading/bol-labels';
import { Button } from '@/components/ui/button';
import { emptyUnit, fieldId, type UnitForm } from './bol-form';
import { SelectField, TextField } from './bol-fields';

const PACKAGE_OPTIONS = PACKAGE_TYPES.map((type) => ({ value: type, label: PACKAGE_TYPE_LABELS[type] }));
const CLASS_OPTIONS = FREIGHT_CLASSES.map((freightClass) => ({ value: freightClass, label: freightClass }));

/** The "Add a line" button's id: the missing list links to it when there is no line. */
export const ADD_UNIT_ID = fieldId('units');

interface UnitLinesProps {
  units: UnitForm[];
  onChange: (units: UnitForm[]) => void;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
}

export function UnitLines({ units, onChange, errors, disabled }: UnitLinesProps) {
  const change = (index: number, unit: UnitForm) => onChange(units.map((each, at) => (at === index ? unit : each)));
  return (
    <section aria-labelledby="bol-units-heading" className="flex flex-col gap-3">
      <h3 id="bol-units-heading" className="text-sm font-semibold">
        Carrier information: handling units
      </h3>
      {units.map((unit, index) => {
        const field = (name: Exclude<keyof UnitForm, 'hazmat'>) => ({
          path: `units.${index}.${name}`,
          value: unit[name],
          onChange: (next: string) => change(index, { ...unit, [name]: next }),
          errors,
        });
        return (
          <fieldset key={index} className="grid min-w-0 gap-3 rounded-md border p-3 sm:grid-cols-6">
            <legend className="px-1 text-sm font-semibold">Line {index + 1}</legend>
            <TextField {...field('count')} label="Handling units" inputMode="numeric" className="sm:col-span-2" />
            <SelectField
              {...field('packageType')}
              label="Package type"
              options={PACKAGE_OPTIONS}
              emptyLabel="Choose"
              className="sm:col-span-2"
            />
            <TextField {...field('weightLbs')} label="Weight (lbs)" inputMode="decimal" className="sm:col-span-2" />
            <TextField {...field('description')} label="Commodity description" className="sm:col-span-6" />
            <TextField {...field('nmfcItem')} label="NMFC item (optional)" className="sm:col-span-2" />
            <SelectField
              {...field('freightClass')}
              label="Class (optional)"
              options={CLASS_OPTIONS}
              emptyLabel="None"
              className="sm:col-span-2"
            />
            <div className="flex items-end gap-2 sm:col-span-2">
              <input
                id={fieldId(`units.${index}.hazmat`)}
                type="checkbox"
                className="size-5"
                checked={unit.hazmat}
                onChange={(event) => change(index, { ...unit, hazmat: event.target.checked })}
              />
              <label htmlFor={fieldId(`units.${index}.hazmat`)} className="text-sm font-medium">
                Hazardous material (HM)
              </label>
            </div>
            {!disabled && (
              <div className="sm:col-span-6">
                <Button type="button" size="sm" variant="outline" onClick={() => onChange(units.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden />
                  Remove line {index + 1}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {!disabled && units.length < BOL_LIMITS.units && (
        <div>
          <Button id={ADD_UNIT_ID} type="button" size="sm" variant="outline" onClick={() => onChange([...units, emptyUnit()])}>
            <Plus aria-hidden />
            {units.length === 0 ? 'Add a line' : 'Add another line'}
          </Button>
        </div>
      )}
    </section>
  );
}
