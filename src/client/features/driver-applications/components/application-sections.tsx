// The five sections of the application the spec names (spec section 2); the 391.21 history's
// sections are in history/. The CDL class appears only for a CDL.
import { useWatch } from 'react-hook-form';
import type { MessageOrText } from '@shared/coded-message';
import { CDL_CLASSES, LICENSE_TYPES } from '@shared/driver-applications/driver-applications';
import { DRIVER_DOCUMENTS, MINIMUM_DRIVER_AGE, type DriverDocument } from '@shared/driver-applications/driver-application-schema';
import { addDays, subtractYears } from '@shared/calendar-date';
import { todayIsoDate } from '@shared/format';
import { US_STATES } from '@shared/us-states';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import type { ChosenDocuments } from '../api/submit-driver-application';
import { DocumentField } from './document-field';
import { EquipmentExperience } from './history/equipment-experience';
import type { ApplicationFormControl } from './application-form-control';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

export function PersonalInformation({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('join.personal.title')}>
      <TextField control={control} name="firstName" label={i18n._('join.personal.firstName')} required autoComplete="given-name" />
      <TextField control={control} name="lastName" label={i18n._('join.personal.lastName')} required autoComplete="family-name" />
      <TextField control={control} name="email" label={i18n._('join.personal.email')} type="email" required autoComplete="email" />
      <PhoneField control={control} name="phone" label={i18n._('join.personal.phone')} required />
      <TextField
        control={control}
        name="dateOfBirth"
        label={i18n._('join.personal.dateOfBirth')}
        type="date"
        required
        autoComplete="bday"
        max={subtractYears(todayIsoDate(), MINIMUM_DRIVER_AGE)}
        hint={i18n._('join.personal.dateOfBirthHint', { age: MINIMUM_DRIVER_AGE })}
      />
      <TextField control={control} name="address" label={i18n._('join.personal.address')} required autoComplete="street-address" wide />
      <TextField control={control} name="city" label={i18n._('join.personal.city')} required autoComplete="address-level2" />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name="state"
          label={i18n._('join.personal.state')}
          required
          placeholder={i18n._('join.personal.state')}
          options={STATE_OPTIONS}
          autoComplete="address-level1"
        />
        <TextField
          control={control}
          name="zipCode"
          label={i18n._('join.personal.zipCode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
    </FormSection>
  );
}

export function LicenseInformation({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  const licenseType = useWatch({ control, name: 'licenseType' });
  // The value sent stays the API's English type; only what the applicant reads is translated.
  const licenseTypeOptions = LICENSE_TYPES.map((type) => ({ value: type, label: sharedLabel(i18n, 'licenseType', type) }));
  const cdlClassOptions = CDL_CLASSES.map((cdlClass) => ({ value: cdlClass, label: i18n._('join.license.cdlClassOption', { cdlClass }) }));
  return (
    <FormSection title={i18n._('join.license.title')}>
      <SelectField
        control={control}
        name="licenseType"
        label={i18n._('join.license.type')}
        required
        placeholder={i18n._('join.license.typePlaceholder')}
        options={licenseTypeOptions}
      />
      {licenseType === 'CDL' && (
        <SelectField
          control={control}
          name="cdlClass"
          label={i18n._('join.license.cdlClass')}
          required
          placeholder={i18n._('join.license.cdlClassPlaceholder')}
          options={cdlClassOptions}
        />
      )}
      <TextField control={control} name="licenseNumber" label={i18n._('join.license.number')} required autoComplete="off" />
      <SelectField
        control={control}
        name="licenseState"
        label={i18n._('join.license.state')}
        required
        placeholder={i18n._('join.personal.state')}
        options={STATE_OPTIONS}
      />
      <TextField
        control={control}
        name="licenseExpiration"
        label={i18n._('join.license.expiration')}
        type="date"
        required
        min={addDays(todayIsoDate(), 1)}
      />
      <TextField
        control={control}
        name="endorsements"
        label={i18n._('join.license.endorsements')}
        placeholder={i18n._('join.license.endorsementsPlaceholder')}
      />
    </FormSection>
  );
}

export function Experience({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('join.experience.title')}>
      <TextField
        control={control}
        name="yearsExperience"
        label={i18n._('join.experience.years')}
        required
        inputMode="numeric"
        hint={i18n._('join.experience.yearsHint')}
      />
      {/* The previous employer, its months and the reason for leaving are the employment history's (below). */}
      <EquipmentExperience control={control} />
    </FormSection>
  );
}

interface DocumentsProps {
  control: ApplicationFormControl;
  documents: ChosenDocuments;
  errors: Partial<Record<DriverDocument['field'], MessageOrText>>;
  onDocument: (document: DriverDocument, file: File | undefined, problem: MessageOrText | undefined) => void;
}

export function Documents({ control, documents, errors, onDocument }: DocumentsProps) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('join.documents.title')}>
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
        label={i18n._('join.documents.medicalCardExpiration')}
        type="date"
        required={Boolean(documents.medicalCardFile)}
        min={addDays(todayIsoDate(), 1)}
        hint={i18n._('join.documents.medicalCardExpirationHint')}
      />
    </FormSection>
  );
}

export function AdditionalInformation({ control }: { control: ApplicationFormControl }) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('join.additional.title')}>
      <TextField control={control} name="canStartDate" label={i18n._('join.additional.canStartDate')} type="date" min={todayIsoDate()} />
      <TextAreaField
        control={control}
        name="additionalInfo"
        label={i18n._('join.additional.details')}
        placeholder={i18n._('join.additional.detailsPlaceholder')}
      />
    </FormSection>
  );
}
