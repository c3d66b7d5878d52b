// Field groups that several role forms share.
import type { Control } from 'react-hook-form';
import type { ServiceRequestInput } from '@shared/service-request-schemas';
import { US_STATES } from '@shared/us-states';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES_BY_ROLE, URGENCY_LABELS, URGENCY_LEVELS, type UserRole } from '@shared/service-requests';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/form-fields';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

export type RequestFormControl = Control<ServiceRequestInput>;

export function ServiceTypeAndUrgency({ control, role }: { control: RequestFormControl; role: UserRole }) {
  return (
    <>
      <SelectField
        control={control}
        name="serviceType"
        label="Service Type"
        required
        placeholder="Select a service type"
        options={SERVICE_TYPES_BY_ROLE[role].map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] }))}
      />
      <SelectField
        control={control}
        name="urgency"
        label="Urgency"
        placeholder="Select urgency"
        options={URGENCY_LEVELS.map((level) => ({ value: level, label: URGENCY_LABELS[level] }))}
      />
    </>
  );
}

export function LocationFields({ control, prefix, label }: { control: RequestFormControl; prefix: 'pickup' | 'delivery'; label: string }) {
  // Two addresses on one form: autofill keeps them apart by section.
  const section = `section-${prefix}`;
  return (
    <>
      <TextField
        control={control}
        name={`${prefix}Address`}
        label="Street Address"
        required
        autoComplete={`${section} address-line1`}
        wide
      />
      <TextField
        control={control}
        name={`${prefix}Address2`}
        label="Address Line 2"
        autoComplete={`${section} address-line2`}
        placeholder="Suite, unit, dock"
        wide
      />
      <TextField control={control} name={`${prefix}City`} label="City" required autoComplete={`${section} address-level2`} />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name={`${prefix}State`}
          label="State"
          required
          placeholder="State"
          options={STATE_OPTIONS}
          autoComplete={`${section} address-level1`}
        />
        <TextField
          control={control}
          name={`${prefix}Zip`}
          label="ZIP Code"
          required
          inputMode="numeric"
          autoComplete={`${section} postal-code`}
        />
      </div>
      <TextAreaField
        control={control}
        name={`${prefix}Instructions`}
        label={`${label} Instructions`}
        rows={2}
        placeholder="Gate codes, dock hours, contact on site"
      />
    </>
  );
}

export function ContactFields({ control }: { control: RequestFormControl }) {
  return (
    <>
      <TextField control={control} name="contactName" label="Full Name" required autoComplete="name" />
      <TextField control={control} name="contactCompany" label="Company" autoComplete="organization" />
      <TextField control={control} name="contactEmail" label="Email" type="email" required autoComplete="email" />
      <PhoneField control={control} name="contactPhone" label="Phone" required />
      <TextAreaField control={control} name="additionalNotes" label="Additional Notes" />
    </>
  );
}
