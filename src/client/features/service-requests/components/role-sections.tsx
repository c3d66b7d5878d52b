// The sections of each role's form (spec section 2, step 1).
import { PREFERRED_TIME_LABELS, PREFERRED_TIMES } from '@shared/service-request-schemas';
import { todayIsoDate } from '@shared/format';
import { REQUEST_FIELD_LABELS as LABELS, REQUEST_LOCATIONS } from '@shared/service-request-field-labels';
import { ContactSection, LocationFields, ServiceFields, type RequestFormControl } from './field-groups';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { labelledOptions } from '@/components/form/select-options';
import { PhotoPicker } from './photo-picker';
import { EstimatePanel } from '../estimate/estimate-panel';

interface ShipperSectionsProps {
  control: RequestFormControl;
  photos: File[];
  onPhotosChange: (files: File[]) => void;
}

export function ShipperSections({ control, photos, onPhotosChange }: ShipperSectionsProps) {
  return (
    <>
      <FormSection title="Service Details">
        <ServiceFields control={control} role="shipper" descriptionPlaceholder="What are you shipping, and what do you need from us?" />
      </FormSection>
      <FormSection title="Item Information">
        <TextField control={control} name="itemType" label={LABELS.itemType} placeholder="e.g. Pallets, sofa, machinery" wide />
        <div className="grid grid-cols-3 gap-3 sm:col-span-2">
          <TextField control={control} name="length" label={LABELS.length} inputMode="decimal" />
          <TextField control={control} name="width" label={LABELS.width} inputMode="decimal" />
          <TextField control={control} name="height" label={LABELS.height} inputMode="decimal" />
        </div>
        <TextField control={control} name="weight" label={LABELS.weight} inputMode="decimal" />
        <TextAreaField
          control={control}
          name="specialHandling"
          label={LABELS.specialHandling}
          rows={2}
          placeholder="Fragile, keep upright, liftgate needed…"
        />
        <PhotoPicker files={photos} onChange={onPhotosChange} />
      </FormSection>
      <FormSection title={REQUEST_LOCATIONS.pickup.sectionTitle}>
        <LocationFields control={control} prefix="pickup" />
      </FormSection>
      <FormSection title={REQUEST_LOCATIONS.delivery.sectionTitle}>
        <LocationFields control={control} prefix="delivery" />
      </FormSection>
      <EstimatePanel control={control} />
      <FormSection title="Scheduling Preferences">
        <TextField
          control={control}
          name="preferredDate"
          label={LABELS.preferredDate}
          type="date"
          min={todayIsoDate()}
          hint="Leave empty for as soon as possible."
        />
        <SelectField
          control={control}
          name="preferredTime"
          label={LABELS.preferredTime}
          placeholder="Any time"
          options={labelledOptions(PREFERRED_TIMES, PREFERRED_TIME_LABELS)}
        />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}

export function BrokerSections({ control }: { control: RequestFormControl }) {
  return (
    <>
      <FormSection title="Service Overview">
        <ServiceFields control={control} role="broker" descriptionPlaceholder="The loads you are arranging and what you need from us" />
        <TextField control={control} name="loadVolume" label={LABELS.loadVolume} placeholder="e.g. 10 loads per week" />
        <TextField control={control} name="preferredLanes" label={LABELS.preferredLanes} placeholder="e.g. Detroit, MI to Chicago, IL" />
      </FormSection>
      <FormSection title="Carrier Requirements">
        <TextAreaField
          control={control}
          name="carrierRequirements"
          label={LABELS.carrierRequirements}
          placeholder="Equipment, insurance, certifications, team drivers…"
        />
        <TextAreaField control={control} name="contractTerms" label={LABELS.contractTerms} rows={2} placeholder="e.g. 12 months, net 30" />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}

export function DispatcherSections({ control }: { control: RequestFormControl }) {
  return (
    <>
      <FormSection title="Dispatch Services">
        <ServiceFields control={control} role="dispatcher" descriptionPlaceholder="Your fleet and the dispatch help you need" />
        <TextAreaField
          control={control}
          name="equipmentNeeded"
          label={LABELS.equipmentNeeded}
          rows={2}
          placeholder="e.g. 6 dry vans, 2 flatbeds"
        />
      </FormSection>
      <FormSection title="Dispatching Services">
        <TextField control={control} name="dispatchingRates" label={LABELS.dispatchingRates} placeholder="e.g. 5% per load" />
        <TextField control={control} name="loadTypes" label={LABELS.loadTypes} placeholder="e.g. General freight, reefer" />
        <TextAreaField
          control={control}
          name="coverageAreas"
          label={LABELS.coverageAreas}
          rows={2}
          placeholder="States or regions you run"
        />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}
