// A party's name and address (ship from, ship to, the third party billed), as the VICS form asks.
import { US_STATES } from '@shared/us-states';
import { BOL_PARTY_LABELS } from '@shared/bills-of-lading/bol-missing-fields';
import type { PartyForm, PartyKey } from './bol-form';
import { SelectField, TextField } from './bol-fields';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

interface PartyFieldsProps {
  party: PartyKey;
  value: PartyForm;
  onChange: (value: PartyForm) => void;
  errors: Readonly<Record<string, string>>;
}

export function PartyFields({ party, value, onChange, errors }: PartyFieldsProps) {
  const field = (name: keyof PartyForm) => ({
    path: `${party}.${name}`,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
    errors,
  });
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 sm:grid-cols-6">
      <legend className="px-1 text-sm font-semibold">{BOL_PARTY_LABELS[party]}</legend>
      <TextField {...field('name')} label="Name" className="sm:col-span-6" />
      <TextField {...field('address')} label="Street address" className="sm:col-span-6" />
      <TextField {...field('address2')} label="Address line 2 (optional)" className="sm:col-span-6" />
      <TextField {...field('city')} label="City" className="sm:col-span-3" />
      <SelectField {...field('state')} label="State" options={STATE_OPTIONS} emptyLabel="Choose" className="sm:col-span-1" />
      <TextField {...field('zip')} label="ZIP code" inputMode="numeric" className="sm:col-span-2" />
      <TextField {...field('phone')} label="Phone (optional)" inputMode="tel" className="sm:col-span-3" />
    </fieldset>
  );
}
