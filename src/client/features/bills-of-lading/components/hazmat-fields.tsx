// What a shipping paper carries for a hazardous material (49 CFR 172), shown once a line is HM.
import type { HazmatForm } from './bol-form';
import { SelectField, TextField } from './bol-fields';

const PACKING_GROUPS = (['I', 'II', 'III'] as const).map((group) => ({ value: group, label: group }));

interface HazmatFieldsProps {
  value: HazmatForm;
  onChange: (value: HazmatForm) => void;
  errors: Readonly<Record<string, string>>;
}

export function HazmatFields({ value, onChange, errors }: HazmatFieldsProps) {
  const field = (name: keyof HazmatForm) => ({
    path: `hazmat.${name}`,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
    errors,
  });
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-destructive/50 p-3 sm:grid-cols-6">
      <legend className="px-1 text-sm font-semibold">Hazardous material</legend>
      <TextField {...field('idNumber')} label="UN or NA number (e.g. UN1203)" className="sm:col-span-2" />
      <TextField {...field('properShippingName')} label="Proper shipping name" className="sm:col-span-4" />
      <TextField {...field('hazardClass')} label="Hazard class" className="sm:col-span-2" />
      <SelectField
        {...field('packingGroup')}
        label="Packing group (optional)"
        options={PACKING_GROUPS}
        emptyLabel="None"
        className="sm:col-span-2"
      />
      <TextField {...field('emergencyContactName')} label="Emergency contact" className="sm:col-span-3" />
      <TextField {...field('emergencyPhone')} label="24-hour emergency phone" inputMode="tel" className="sm:col-span-3" />
    </fieldset>
  );
}
