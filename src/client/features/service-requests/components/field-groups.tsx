// Field groups and sections that several role forms share.
import type { RequestLocation } from '@shared/service-requests/service-request-field-labels';
import { US_STATES } from '@shared/us-states';
import { SERVICE_TYPES_BY_ROLE, URGENCY_LEVELS, type UserRole } from '@shared/service-requests/service-requests';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { optionsLabelledBy } from '@/components/form/select-options';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ROLE_COPY } from './role-copy';
import type { RequestFormControl } from './request-form-control';
import { TextUpdatesField } from './text-updates-field';

// State codes read the same in every language.
const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

export type { RequestFormControl } from './request-form-control';

// The form's instructions box names its location ("Pickup Instructions"); the other fields are
// named inside their location's section.
const INSTRUCTIONS_LABELS = {
  pickup: /*i18n*/ { id: 'request.location.pickupInstructions' },
  delivery: /*i18n*/ { id: 'request.location.deliveryInstructions' },
};

/** What every role's form opens with: the service type (of those the role offers), urgency and description. */
export function ServiceFields({ control, role }: { control: RequestFormControl; role: UserRole }) {
  const i18n = useI18n();
  return (
    <>
      <SelectField
        control={control}
        name="serviceType"
        label={i18n._('request.field.serviceType')}
        required
        placeholder={i18n._('request.placeholder.serviceType')}
        options={optionsLabelledBy(SERVICE_TYPES_BY_ROLE[role], (type) => sharedLabel(i18n, 'serviceType', type))}
      />
      <SelectField
        control={control}
        name="urgency"
        label={i18n._('request.field.urgency')}
        placeholder={i18n._('request.placeholder.urgency')}
        options={optionsLabelledBy(URGENCY_LEVELS, (level) => sharedLabel(i18n, 'urgency', level))}
      />
      <TextAreaField
        control={control}
        name="serviceDescription"
        label={i18n._('request.field.serviceDescription')}
        required
        placeholder={i18n._(ROLE_COPY[role].descriptionPlaceholder)}
      />
    </>
  );
}

export function LocationFields({ control, prefix }: { control: RequestFormControl; prefix: RequestLocation }) {
  const i18n = useI18n();
  // Two addresses on one form: autofill keeps them apart by section.
  const section = `section-${prefix}`;
  return (
    <>
      <TextField
        control={control}
        name={`${prefix}Address`}
        label={i18n._('request.location.address')}
        required
        autoComplete={`${section} address-line1`}
        wide
      />
      <TextField
        control={control}
        name={`${prefix}Address2`}
        label={i18n._('request.location.address2')}
        autoComplete={`${section} address-line2`}
        placeholder={i18n._('request.placeholder.address2')}
        wide
      />
      <TextField
        control={control}
        name={`${prefix}City`}
        label={i18n._('request.location.city')}
        required
        autoComplete={`${section} address-level2`}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name={`${prefix}State`}
          label={i18n._('request.location.state')}
          required
          placeholder={i18n._('request.placeholder.state')}
          options={STATE_OPTIONS}
          autoComplete={`${section} address-level1`}
        />
        <TextField
          control={control}
          name={`${prefix}Zip`}
          label={i18n._('request.location.zip')}
          required
          inputMode="numeric"
          autoComplete={`${section} postal-code`}
        />
      </div>
      <TextAreaField
        control={control}
        name={`${prefix}Instructions`}
        label={i18n._(INSTRUCTIONS_LABELS[prefix])}
        rows={2}
        placeholder={i18n._('request.placeholder.instructions')}
      />
    </>
  );
}

export function ContactSection({ control }: { control: RequestFormControl }) {
  const i18n = useI18n();
  return (
    <FormSection title={i18n._('request.section.contact')}>
      <TextField control={control} name="contactName" label={i18n._('request.field.contactName')} required autoComplete="name" />
      <TextField control={control} name="contactCompany" label={i18n._('request.field.contactCompany')} autoComplete="organization" />
      <TextField
        control={control}
        name="contactEmail"
        label={i18n._('request.field.contactEmail')}
        type="email"
        required
        autoComplete="email"
      />
      <PhoneField control={control} name="contactPhone" label={i18n._('request.field.contactPhone')} required />
      <TextUpdatesField control={control} />
      <TextAreaField control={control} name="additionalNotes" label={i18n._('request.field.additionalNotes')} />
    </FormSection>
  );
}
