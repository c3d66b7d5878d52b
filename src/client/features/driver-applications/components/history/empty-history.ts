// The 391.21 history as the form opens (issue 41), and each list's new entry: every field empty, a
// yes-or-no not answered yet (null), nothing ticked. Typed by the schema's input.
import type { ApplicationHistoryInput } from '@shared/driver-applications/application-history-schema';

type Entry<List extends keyof ApplicationHistoryInput> = ApplicationHistoryInput[List] extends readonly (infer Item)[] ? Item : never;

export const EMPTY_ADDRESS: Entry<'previousAddresses'> = { address: '', city: '', state: '', zipCode: '', fromMonth: '', toMonth: '' };
export const EMPTY_LICENSE: Entry<'otherLicenses'> = { state: '', number: '', type: '', cdlClass: '', expiration: '' };
export const EMPTY_EXPERIENCE: Entry<'experience'> = { equipment: '', fromMonth: '', toMonth: '', approximateMiles: '' };
export const EMPTY_ACCIDENT: Entry<'accidents'> = { date: '', nature: '', fatalities: '0', injuries: '0', hazmatSpill: false };
export const EMPTY_CONVICTION: Entry<'convictions'> = { date: '', location: '', charge: '', penalty: '' };
export const EMPTY_EMPLOYER: Extract<Entry<'employment'>, { kind: 'employer' }> = {
  kind: 'employer',
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  email: '',
  position: '',
  fromMonth: '',
  toMonth: '',
  reasonForLeaving: '',
  subjectToFmcsr: false,
  safetySensitive: false,
};
export const EMPTY_GAP: Extract<Entry<'employment'>, { kind: 'gap' }> = { kind: 'gap', fromMonth: '', toMonth: '', explanation: '' };

export const EMPTY_HISTORY: ApplicationHistoryInput = {
  currentAddressSince: '',
  previousAddresses: [],
  otherLicenses: [],
  experience: [],
  noAccidents: false,
  accidents: [],
  noConvictions: false,
  convictions: [],
  employment: [],
  licenseDenied: { happened: null, explanation: '' },
  licenseSuspendedOrRevoked: { happened: null, explanation: '' },
  certification: { signedName: '' },
};
