// The application as it opens: every field of the schema, empty, so exactly these are sent. Typed
// by the schema: a field missing here, or one it does not have, does not compile.
import type { DriverApplicationInput } from '@shared/driver-applications/driver-application-schema';
import { EMPTY_HISTORY } from './history/empty-history';

export const EMPTY_APPLICATION: Required<DriverApplicationInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  licenseType: '',
  cdlClass: '',
  licenseNumber: '',
  licenseState: '',
  licenseExpiration: '',
  endorsements: '',
  // Spec section 5: 0 when not given.
  yearsExperience: '0',
  previousEmployer: '',
  employmentStartDate: '',
  employmentEndDate: '',
  reasonForLeaving: '',
  medicalCardExpiration: '',
  canStartDate: '',
  additionalInfo: '',
  history: EMPTY_HISTORY,
};
