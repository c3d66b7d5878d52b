// The five sections of the application (spec section 2). The CDL class appears only for a CDL.
import { useWatch, type Control } from 'react-hook-form';
import { CDL_CLASSES, LICENSE_TYPES } from '@shared/driver-applications';
import { DRIVER_DOCUMENTS, MINIMUM_DRIVER_AGE, type DriverApplicationInput, type DriverDocument } from '@shared/driver-application-schema';
import { addDays, subtractYears } from '@shared/calendar-date';
import { todayIsoDate } from '@shared/format';
import { US_STATES } from '@shared/us-states';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import type { ChosenDocuments } from '../api/submit-driver-application';
import { DocumentField } from './document-field';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const LICENSE_TYPE_OPTIONS = LICENSE_TYPES.map((type) => ({ value: type, label: type }));
const CDL_CLASS_OPTIONS = CDL_CLASSES.map((cdlClass) => ({ value: cdlClass, label: `Class ${cdlClass}` }));

export type ApplicationFormControl = Control<DriverApplicationInput>;

export function PersonalInformation({ control }: { control: ApplicationFormControl }) {
  return (
    <FormSection title="Personal Information">
      <TextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
      <TextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
      <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <PhoneField control={control} name="phone" label="Phone" required />
      <TextField
        control={control}
        name="dateOfBirth"
        label="Date of Birth"
        type="date"
        required
        autoComplete="bday"
        max={subtractYears(todayIsoDate(), MINIMUM_DRIVER_AGE)}
        hint={`You must be at least ${MINIMUM_DRIVER_AGE}.`}
      />
      <TextField control={control} name="address" label="Street Address" required autoComplete="street-address" wide />
      <TextField control={control} name="city" label="City" required autoComplete="address-level2" />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name="state"
          label="State"
          required
          placeholder="State"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
        />
        <TextField control={control} name="zipCode" label="ZIP Code" required inputMode="numeric" autoComplete="postal-code" />
      </div>
    </FormSection>
  );
}

export function LicenseInformation({ control }: { control: ApplicationFormControl }) {
  const licenseType = useWatch({ control, name: 'licenseType' });
  return (
    <FormSection title="License Information">
      <SelectField
        control={control}
        name="licenseType"
        label="License Type"
        required
        placeholder="Select a license type"
        options={LICENSE_TYPE_OPTIONS}
      />
      {licenseType === 'CDL' && (
        <SelectField
          control={control}
          name="cdlClass"
          label="CDL Class"
          required
          placeholder="Select a class"
          options={CDL_CLASS_OPTIONS}
        />
      )}
      <TextField control={control} name="licenseNumber" label="License Number" required autoComplete="off" />
      <SelectField control={control} name="licenseState" label="License State" required placeholder="State" options={STATE_OPTIONS} />
      <TextField
        control={control}
        name="licenseExpiration"
        label="License Expiration"
        type="date"
        required
        min={addDays(todayIsoDate(), 1)}
      />
      <TextField control={control} name="endorsements" label="Endorsements" placeholder="e.g. HazMat (H), Tanker (N)" />
    </FormSection>
  );
}

export function Experience({ control }: { control: ApplicationFormControl }) {
  return (
    <FormSection title="Experience">
      <TextField
        control={control}
        name="yearsExperience"
        label="Years of Experience"
        required
        inputMode="numeric"
        hint="Whole years of professional driving; 0 if you are starting out."
      />
      <TextField control={control} name="previousEmployer" label="Previous Employer" autoComplete="organization" />
      <TextField
        control={control}
        name="employmentStartDate"
        label="Employment Start"
        type="month"
        placeholder="YYYY-MM"
        max={todayIsoDate().slice(0, 7)}
      />
      <TextField control={control} name="employmentEndDate" label="Employment End" type="month" placeholder="YYYY-MM" />
      <TextAreaField control={control} name="reasonForLeaving" label="Reason for Leaving" rows={2} />
    </FormSection>
  );
}

interface DocumentsProps {
  control: ApplicationFormControl;
  documents: ChosenDocuments;
  errors: Partial<Record<DriverDocument['field'], string>>;
  onDocument: (document: DriverDocument, file: File | undefined, problem: string | undefined) => void;
}

export function Documents({ control, documents, errors, onDocument }: DocumentsProps) {
  return (
    <FormSection title="Documents">
      {DRIVER_DOCUMENTS.map((document) => (
        <DocumentField
          key={document.field}
          document={document}
          file={documents[document.field]}
          error={errors[document.field]}
          onChange={(file, problem) => onDocument(document, file, problem)}
        />
      ))}
      <TextField
        control={control}
        name="medicalCardExpiration"
        label="Medical Card Expiration"
        type="date"
        required={Boolean(documents.medicalCardFile)}
        min={addDays(todayIsoDate(), 1)}
        hint="As printed on your DOT medical card; needed when you attach it."
      />
    </FormSection>
  );
}

export function AdditionalInformation({ control }: { control: ApplicationFormControl }) {
  return (
    <FormSection title="Additional Information">
      <TextField control={control} name="canStartDate" label="Available Start Date" type="date" min={todayIsoDate()} />
      <TextAreaField
        control={control}
        name="additionalInfo"
        label="Additional Information"
        placeholder="Routes you prefer, equipment you have driven, anything else we should know"
      />
    </FormSection>
  );
}
