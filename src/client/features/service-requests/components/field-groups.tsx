// Field groups and sections that several role forms share.
import type { Control } from 'react-hook-form';
import type { ServiceRequestInput } from '@shared/service-request-schemas';
import {
  LOCATION_PART_LABELS,
  locationFieldLabel,
  REQUEST_FIELD_LABELS as LABELS,
  type RequestLocation,
} from '@shared/service-request-field-labels';
import { US_STATES } from '@shared/us-states';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES_BY_ROLE, URGENCY_LABELS, URGENCY_LEVELS, type UserRole } from '@shared/service-requests';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { labelledOptions } from '@/components/form/select-options';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

export type RequestFormControl = Control<ServiceRequestInput>;

const URGENCY_OPTIONS = labelledOptions(URGENCY_LEVELS, URGENCY_LABELS);

interface ServiceFieldsProps {
  control: RequestFormControl;
  role: UserRole;
  /** What this role is asked to describe. */
  descriptionPlaceholder: string;
}

/** What every role's form opens with: the service type (of those the role offers), urgency and description. */
export function ServiceFields({ control, role, descriptionPlaceholder }: ServiceFieldsProps) {
  return (
    <>
      <SelectField
        control={control}
        name="serviceType"
        label={LABELS.serviceType}
        required
        placeholder="Select a service type"
        options={labelledOptions(SERVICE_TYPES_BY_ROLE[role], SERVICE_TYPE_LABELS)}
      />
      <SelectField control={control} name="urgency" label={LABELS.urgency} placeholder="Select urgency" options={URGENCY_OPTIONS} />
      <TextAreaField
        control={control}
        name="serviceDescription"
        label={LABELS.serviceDescription}
        required
        placeholder={descriptionPlaceholder}
      />
    </>
  );
}

export function LocationFields({ control, prefix }: { control: RequestFormControl; prefix: RequestLocation }) {
  // Two addresses on one form: autofill keeps them apart by section.
  const section = `section-${prefix}`;
  return (
    <>
      <TextField
        control={control}
        name={`${prefix}Address`}
        label={LOCATION_PART_LABELS.Address}
        required
        autoComplete={`${section} address-line1`}
        wide
      />
      <TextField
        control={control}
        name={`${prefix}Address2`}
        label={LOCATION_PART_LABELS.Address2}
        autoComplete={`${section} address-line2`}
        placeholder="Suite, unit, dock"
        wide
      />
      <TextField
        control={control}
        name={`${prefix}City`}
        label={LOCATION_PART_LABELS.City}
        required
        autoComplete={`${section} address-level2`}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name={`${prefix}State`}
          label={LOCATION_PART_LABELS.State}
          required
          placeholder="State"
          options={STATE_OPTIONS}
          autoComplete={`${section} address-level1`}
        />
        <TextField
          control={control}
          name={`${prefix}Zip`}
          label={LOCATION_PART_LABELS.Zip}
          required
          inputMode="numeric"
          autoComplete={`${section} postal-code`}
        />
      </div>
      <TextAreaField
        control={control}
        name={`${prefix}Instructions`}
        label={locationFieldLabel(prefix, 'Instructions')}
        rows={2}
        placeholder="Gate codes, dock hours, contact on site"
      />
    </>
  );
}

export function ContactSection({ control }: { control: RequestFormControl }) {
  return (
    <FormSection title="Contact Information">
      <TextField control={control} name="contactName" label={LABELS.contactName} required autoComplete="name" />
      <TextField control={control} name="contactCompany" label={LABELS.contactCompany} autoComplete="organization" />
      <TextField control={control} name="contactEmail" label={LABELS.contactEmail} type="email" required autoComplete="email" />
      <PhoneField control={control} name="contactPhone" label={LABELS.contactPhone} required />
      <TextAreaField control={control} name="additionalNotes" label={LABELS.additionalNotes} />
    </FormSection>
  );
}
