// The five sections of the application (spec section 2). The CDL class appears only for a CDL.
import { useFormContext, useWatch } from 'react-hook-form';
import { CDL_CLASSES, LICENSE_TYPES } from '@shared/driver-applications';
import { DRIVER_DOCUMENTS, MINIMUM_DRIVER_AGE, type DriverDocument } from '@shared/driver-application-schema';
import { addDays, subtractYears } from '@shared/form-schema-fields';
import { todayIsoDate } from '@shared/format';
import { US_STATES } from '@shared/us-states';
import { PhoneField, SelectField, TextAreaField, TextField, type FormValues } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import type { ChosenDocuments } from '../api/submit-driver-application';
import { DocumentField } from './document-field';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const LICENSE_TYPE_OPTIONS = LICENSE_TYPES.map((type) => ({ value: type, label: type }));
const CDL_CLASS_OPTIONS = CDL_CLASSES.map((cdlClass) => ({ value: cdlClass, label: `Class ${cdlClass}` }));

export function PersonalInformation() {
  return (
    <FormSection title="Personal Information">
      <TextField name="firstName" label="First Name" required autoComplete="given-name" />
      <TextField name="lastName" label="Last Name" required autoComplete="family-name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <PhoneField name="phone" label="Phone" required />
      <TextField
        name="dateOfBirth"
        label="Date of Birth"
        type="date"
        required
        autoComplete="bday"
        max={subtractYears(todayIsoDate(), MINIMUM_DRIVER_AGE)}
        hint={`You must be at least ${MINIMUM_DRIVER_AGE}.`}
      />
      <TextField name="address" label="Street Address" required autoComplete="street-address" wide />
      <TextField name="city" label="City" required autoComplete="address-level2" />
      <div className="grid grid-cols-2 gap-4">
        <SelectField name="state" label="State" required placeholder="State" options={STATE_OPTIONS} autoComplete="address-level1" />
        <TextField name="zipCode" label="ZIP Code" required inputMode="numeric" autoComplete="postal-code" />
      </div>
    </FormSection>
  );
}

export function LicenseInformation() {
  const { control } = useFormContext<FormValues>();
  const licenseType = useWatch({ control, name: 'licenseType' });
  return (
    <FormSection title="License Information">
      <SelectField name="licenseType" label="License Type" required placeholder="Select a license type" options={LICENSE_TYPE_OPTIONS} />
      {licenseType === 'CDL' && <SelectField name="cdlClass" label="CDL Class" required placeholder="Select a class" options={CDL_CLASS_OPTIONS} />}
      <TextField name="licenseNumber" label="License Number" required autoComplete="off" />
      <SelectField name="licenseState" label="License State" required placeholder="State" options={STATE_OPTIONS} />
      <TextField name="licenseExpiration" label="License Expiration" type="date" required min={addDays(todayIsoDate(), 1)} />
      <TextField name="endorsements" label="Endorsements" placeholder="e.g. HazMat (H), Tanker (N)" />
    </FormSection>
  );
}

export function Experience() {
  return (
    <FormSection title="Experience">
      <TextField name="yearsExperience" label="Years of Experience" required inputMode="numeric" hint="Whole years of professional driving; 0 if you are starting out." />
      <TextField name="previousEmployer" label="Previous Employer" autoComplete="organization" />
      <TextField name="employmentStartDate" label="Employment Start" type="month" placeholder="YYYY-MM" max={todayIsoDate().slice(0, 7)} />
      <TextField name="employmentEndDate" label="Employment End" type="month" placeholder="YYYY-MM" />
      <TextAreaField name="reasonForLeaving" label="Reason for Leaving" rows={2} />
    </FormSection>
  );
}

interface DocumentsProps {
  documents: ChosenDocuments;
  errors: Partial<Record<DriverDocument['field'], string>>;
  onDocument: (document: DriverDocument, file: File | undefined, problem: string | undefined) => void;
}

export function Documents({ documents, errors, onDocument }: DocumentsProps) {
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

export function AdditionalInformation() {
  return (
    <FormSection title="Additional Information">
      <TextField name="canStartDate" label="Available Start Date" type="date" min={todayIsoDate()} />
      <TextAreaField name="additionalInfo" label="Additional Information" placeholder="Routes you prefer, equipment you have driven, anything else we should know" />
    </FormSection>
  );
}
