// Drivers: license types and the documents an application attaches. Each label once, in English, as a message of the `shared` catalog
// (see ../shared-labels.ts). Apart from the other kinds so a page carries only the labels it reads.
import type { LabelMessage } from './label-message.js';

/** The license types are stored as their English names; these are how each reads. */
export const LICENSE_TYPE_MESSAGES = {
  CDL: /*i18n*/ { id: 'shared.licenseType.CDL', message: 'CDL' },
  Chauffeur: /*i18n*/ { id: 'shared.licenseType.Chauffeur', message: 'Chauffeur' },
  'Non-Commercial': /*i18n*/ { id: 'shared.licenseType.Non-Commercial', message: 'Non-Commercial' },
} as const satisfies Record<string, LabelMessage>;
/** The driver application's documents, by the multipart field each is sent under. */
export const DRIVER_DOCUMENT_MESSAGES = {
  resumeFile: /*i18n*/ { id: 'shared.driverDocument.resumeFile', message: 'Resume' },
  licenseFile: /*i18n*/ { id: 'shared.driverDocument.licenseFile', message: "Driver's License Copy" },
  medicalCardFile: /*i18n*/ { id: 'shared.driverDocument.medicalCardFile', message: 'DOT Medical Card' },
} as const satisfies Record<string, LabelMessage>;
