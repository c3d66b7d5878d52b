// Each role's form as it opens: every field of the role's schema, empty (urgency standard), so
// exactly these are sent. Typed by the schema: a field missing here, or one it does not have,
// does not compile.
import type { ServiceRequestInput, ServiceRequestInputByRole } from '@shared/service-requests/service-request-schemas';
import type { UserRole } from '@shared/service-requests/service-requests';

// The fields all three roles' forms have.
const SERVICE_AND_CONTACT = {
  serviceType: '',
  urgency: 'standard',
  serviceDescription: '',
  contactName: '',
  contactCompany: '',
  contactEmail: '',
  contactPhone: '',
  additionalNotes: '',
  // The "text me" box, unticked (shown only when the site can text).
  textUpdates: '',
} satisfies Required<Omit<ServiceRequestInput, 'userRole'>>;

export const EMPTY_REQUEST: { readonly [R in UserRole]: Required<ServiceRequestInputByRole[R]> } = {
  shipper: {
    // userRole has no input, but the shared schema checks it like every other field.
    userRole: 'shipper',
    ...SERVICE_AND_CONTACT,
    itemType: '',
    length: '',
    width: '',
    height: '',
    weight: '',
    specialHandling: '',
    pickupAddress: '',
    pickupAddress2: '',
    pickupCity: '',
    pickupState: '',
    pickupZip: '',
    pickupInstructions: '',
    deliveryAddress: '',
    deliveryAddress2: '',
    deliveryCity: '',
    deliveryState: '',
    deliveryZip: '',
    deliveryInstructions: '',
    preferredDate: '',
    preferredTime: '',
  },
  broker: { userRole: 'broker', ...SERVICE_AND_CONTACT, carrierRequirements: '', loadVolume: '', contractTerms: '', preferredLanes: '' },
  dispatcher: {
    userRole: 'dispatcher',
    ...SERVICE_AND_CONTACT,
    dispatchingRates: '',
    equipmentNeeded: '',
    loadTypes: '',
    coverageAreas: '',
  },
};
