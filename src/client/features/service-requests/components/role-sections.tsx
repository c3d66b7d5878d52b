// The sections of each role's form (spec section 2, step 1).
import { PREFERRED_TIME_LABELS, PREFERRED_TIMES } from '@shared/service-request-schemas';
import { todayIsoDate } from '@shared/format';
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
        <TextField control={control} name="itemType" label="Item Type" placeholder="e.g. Pallets, sofa, machinery" wide />
        <div className="grid grid-cols-3 gap-3 sm:col-span-2">
          <TextField control={control} name="length" label="Length (in)" inputMode="decimal" />
          <TextField control={control} name="width" label="Width (in)" inputMode="decimal" />
          <TextField control={control} name="height" label="Height (in)" inputMode="decimal" />
        </div>
        <TextField control={control} name="weight" label="Weight (lbs)" inputMode="decimal" />
        <TextAreaField
          control={control}
          name="specialHandling"
          label="Special Handling"
          rows={2}
          placeholder="Fragile, keep upright, liftgate needed…"
        />
        <PhotoPicker files={photos} onChange={onPhotosChange} />
      </FormSection>
      <FormSection title="Pickup Location">
        <LocationFields control={control} prefix="pickup" label="Pickup" />
      </FormSection>
      <FormSection title="Delivery Location">
        <LocationFields control={control} prefix="delivery" label="Delivery" />
      </FormSection>
      <EstimatePanel control={control} />
      <FormSection title="Scheduling Preferences">
        <TextField
          control={control}
          name="preferredDate"
          label="Preferred Date"
          type="date"
          min={todayIsoDate()}
          hint="Leave empty for as soon as possible."
        />
        <SelectField
          control={control}
          name="preferredTime"
          label="Preferred Time"
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
        <TextField control={control} name="loadVolume" label="Load Volume" placeholder="e.g. 10 loads per week" />
        <TextField control={control} name="preferredLanes" label="Preferred Lanes" placeholder="e.g. Detroit, MI to Chicago, IL" />
      </FormSection>
      <FormSection title="Carrier Requirements">
        <TextAreaField
          control={control}
          name="carrierRequirements"
          label="Carrier Requirements"
          placeholder="Equipment, insurance, certifications, team drivers…"
        />
        <TextAreaField control={control} name="contractTerms" label="Contract Terms" rows={2} placeholder="e.g. 12 months, net 30" />
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
        <TextAreaField control={control} name="equipmentNeeded" label="Equipment" rows={2} placeholder="e.g. 6 dry vans, 2 flatbeds" />
      </FormSection>
      <FormSection title="Dispatching Services">
        <TextField control={control} name="dispatchingRates" label="Dispatching Rates" placeholder="e.g. 5% per load" />
        <TextField control={control} name="loadTypes" label="Load Types" placeholder="e.g. General freight, reefer" />
        <TextAreaField control={control} name="coverageAreas" label="Coverage Areas" rows={2} placeholder="States or regions you run" />
      </FormSection>
      <ContactSection control={control} />
    </>
  );
}
