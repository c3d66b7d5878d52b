// The messages of the driver application's 391.21 history (issue 41): its schema's refusals, which
// the form shows beside each field and the server answers with. A registry of its own, not a part
// of shared-messages.ts: only /join-us shows them, and every page downloads shared-messages.ts (the
// home page's budget has no room for them). The catalog is the same `shared` one, by the same IDs;
// the browser's lookup knows these codes once the form registers them (shared-texts.ts,
// addMessageRegistry). Plain constants only (no zod): any page may import this.
import type { SharedMessage } from '../shared-messages.js';

export const APPLICATION_HISTORY_MESSAGES = {
  monthFuture: /*i18n*/ { id: 'shared.history.monthFuture', message: 'Enter a month that is not in the future' },
  monthOrder: /*i18n*/ { id: 'shared.history.monthOrder', message: 'The end cannot be before the start' },
  addressesUncovered: /*i18n*/ { id: 'shared.history.addressesUncovered', message: 'Add where you lived from {from} to {to}' },
  employmentGap: /*i18n*/ {
    id: 'shared.history.employmentGap',
    message: 'Explain the gap from {from} to {to}: add an employer or a gap',
  },
  accidentsNeither: /*i18n*/ {
    id: 'shared.history.accidentsNeither',
    message: 'List each accident in the last 3 years, or tick None',
  },
  accidentsAndNone: /*i18n*/ { id: 'shared.history.accidentsAndNone', message: 'Tick None only when you list no accidents' },
  convictionsNeither: /*i18n*/ {
    id: 'shared.history.convictionsNeither',
    message: 'List each traffic conviction in the last 3 years, or tick None',
  },
  convictionsAndNone: /*i18n*/ { id: 'shared.history.convictionsAndNone', message: 'Tick None only when you list no convictions' },
  dateInLastYears: /*i18n*/ {
    id: 'shared.history.dateInLastYears',
    message: 'Enter a date within the last {years} years, not in the future',
  },
  answerYesOrNo: /*i18n*/ { id: 'shared.history.answerYesOrNo', message: 'Answer yes or no' },
  explainWhatHappened: /*i18n*/ { id: 'shared.history.explainWhatHappened', message: 'Explain what happened' },
  tooManyEntries: /*i18n*/ { id: 'shared.history.tooManyEntries', message: 'List at most {max} entries' },
  wholeNumber: /*i18n*/ { id: 'shared.history.wholeNumber', message: 'Enter a whole number from 0 to {max}' },
  selectEquipment: /*i18n*/ { id: 'shared.history.selectEquipment', message: 'Select a type of equipment' },
  historyUnreadable: /*i18n*/ {
    id: 'shared.history.historyUnreadable',
    message: 'The history part of the application could not be read. Reload the page and try again.',
  },
  signatureRequired: /*i18n*/ { id: 'shared.history.signatureRequired', message: 'Sign the application on the screen' },
} as const satisfies Record<string, SharedMessage>;

export type ApplicationHistoryMessageKey = keyof typeof APPLICATION_HISTORY_MESSAGES;
