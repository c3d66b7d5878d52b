// The sections of each role's form (spec section 2, step 1).
import { PREFERRED_TIMES, type PreferredTime } from '@shared/service-requests/service-request-schemas';
import { todayIsoDate } from '@shared/format';
import { ContactSection, LocationFields, ServiceFields, type RequestFormControl } from './field-groups';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { optionsLabelledBy } from '@/components/form/select-options';
import { useI18n } from '@/i18n/use-i18n';
import { PhotoPicker } from './photo-picker';
import { EstimatePanel } from '../estimate/estimate-panel';

const PREFERRED_TIME_LABELS = {
  morning: /*i18n*/ { id: 'request.preferredTime.morning' },
  afternoon: /*i18n*/ { id: 'request.preferredTime.afternoon' },
  evening: /*i18n*/ { id: 'request.preferredTime.evening' },
  flexible: /*i18n*/ { id: 'request.preferredTime.flexible' },
} satisfies Record<PreferredTime, unknown>;

interface ShipperSectionsProps {
  control: RequestFormControl;
  photos: File[];
  onPhotosChange: (files: File[]) => void;
}

export function ShipperSections({ control, photos, onPhotosChange }: ShipperSectionsProps) {
  const i18n = useI18n();
  return (
    <>
      <FormSection title={i18n._('request.section.serviceDetails')}>
        <ServiceFields control={control} role="shipper" />
      </FormSection>
      <FormSection title={i18n._('request.section.itemInformation')}>
        <TextField
          control={control}
          name="itemType"
          label={i18n._('request.field.itemType')}
          placeholder={i18n._('request.placeholder.itemType')}
          wide
        />
        <div className="grid grid-cols-3 gap-3 sm:col-span-2">
          <TextField control={control} name="length" label={i18n._('request.field.length')} inputMode="decimal" />
          <TextField control={control} name="width" label={i18n._('request.field.width')} inputMode="decimal" />
          <TextField control={control} name="height" label={i18n._('request.field.height')} inputMode="decimal" />
        </div>
        <TextField control={control} name="weight" label={i18n._('request.field.weight')} inputMode="decimal" />
        <TextAreaField
          control={control}
          name="specialHandling"
          label={i18n._('request.field.specialHandling')}
          rows={2}
          placeholder={i18n._('request.placeholder.specialHandling')}
        />
        <PhotoPicker files={photos} onChange={onPhotosChange} />
      </FormSection>
      <FormSection title={i18n._('request.section.pickupLocation')}>
        <LocationFields control={control} prefix="pickup" />
      </FormSection>
      <FormSection title={i18n._('request.section.deliveryLocation')}>
        <LocationFields control={control} prefix="delivery" />
      </FormSection>
      <EstimatePanel control={control} />
      <FormSection title={i18n._('request.section.scheduling')}>
        <TextField
          control={control}
          name="preferredDate"
          label={i18n._('request.field.preferredDate')}
          type="date"
          min={todayIsoDate()}
          hint={i18n._('request.hint.preferredDate')}
        />
        <SelectField
          control={control}
          name="preferredTime"
          label={i18n._('request.field.preferredTime')}
          placeholder={i18n._('request.placeholder.preferredTime')}
          options={optionsLabelledBy(PREFERRED_TIMES, (time) => i18n._(PREFERRED_TIME_LABELS[time]))}
        />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}

export function BrokerSections({ control }: { control: RequestFormControl }) {
  const i18n = useI18n();
  return (
    <>
      <FormSection title={i18n._('request.section.serviceOverview')}>
        <ServiceFields control={control} role="broker" />
        <TextField
          control={control}
          name="loadVolume"
          label={i18n._('request.field.loadVolume')}
          placeholder={i18n._('request.placeholder.loadVolume')}
        />
        <TextField
          control={control}
          name="preferredLanes"
          label={i18n._('request.field.preferredLanes')}
          placeholder={i18n._('request.placeholder.preferredLanes')}
        />
      </FormSection>
      <FormSection title={i18n._('request.section.carrierRequirements')}>
        <TextAreaField
          control={control}
          name="carrierRequirements"
          label={i18n._('request.field.carrierRequirements')}
          placeholder={i18n._('request.placeholder.carrierRequirements')}
        />
        <TextAreaField
          control={control}
          name="contractTerms"
          label={i18n._('request.field.contractTerms')}
          rows={2}
          placeholder={i18n._('request.placeholder.contractTerms')}
        />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}

export function DispatcherSections({ control }: { control: RequestFormControl }) {
  const i18n = useI18n();
  return (
    <>
      <FormSection title={i18n._('request.section.dispatchServices')}>
        <ServiceFields control={control} role="dispatcher" />
        <TextAreaField
          control={control}
          name="equipmentNeeded"
          label={i18n._('request.field.equipmentNeeded')}
          rows={2}
          placeholder={i18n._('request.placeholder.equipmentNeeded')}
        />
      </FormSection>
      <FormSection title={i18n._('request.section.dispatchingServices')}>
        <TextField
          control={control}
          name="dispatchingRates"
          label={i18n._('request.field.dispatchingRates')}
          placeholder={i18n._('request.placeholder.dispatchingRates')}
        />
        <TextField
          control={control}
          name="loadTypes"
          label={i18n._('request.field.loadTypes')}
          placeholder={i18n._('request.placeholder.loadTypes')}
        />
        <TextAreaField
          control={control}
          name="coverageAreas"
          label={i18n._('request.field.coverageAreas')}
          rows={2}
          placeholder={i18n._('request.placeholder.coverageAreas')}
        />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}
