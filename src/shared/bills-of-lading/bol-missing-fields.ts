// What a bill of lading draft still lacks before it can be issued (issue 39; decision 079), field
// by field, each message naming the field in words. The browser shows the list live as the office
// types; the server refuses to issue with the same list as fieldErrors. Optional on the form:
// address line 2 and phones, NMFC item and class (printed when given), the packing group, the seal
// number (LTL freight often has none; the driver confirms the seal at pickup when there is one),
// the customer order number and the special instructions.
import type { BolDraft, BolParty } from './bill-of-lading.js';
import type { BolMissingField } from './bol-draft-schema.js';

type PartyKey = 'shipFrom' | 'shipTo' | 'thirdPartyBillTo';

export const BOL_PARTY_LABELS: Record<PartyKey, string> = {
  shipFrom: 'Ship from',
  shipTo: 'Ship to',
  thirdPartyBillTo: 'Third party freight charges bill to',
};

const REQUIRED_PARTY_FIELDS = {
  name: 'the name',
  address: 'the street address',
  city: 'the city',
  state: 'the state',
  zip: 'the ZIP code',
} as const satisfies Partial<Record<keyof BolParty, string>>;

const REQUIRED_UNIT_FIELDS = {
  count: 'the handling unit count',
  packageType: 'the package type',
  weightLbs: 'the weight',
  description: 'the commodity description',
} as const;

const REQUIRED_HAZMAT_FIELDS = {
  idNumber: 'the UN or NA identification number',
  properShippingName: 'the proper shipping name',
  hazardClass: 'the hazard class',
  emergencyContactName: 'the emergency contact',
  emergencyPhone: 'the 24-hour emergency phone',
} as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function missingOfParty(key: PartyKey, party: Partial<BolParty> | null | undefined): BolMissingField[] {
  return Object.entries(REQUIRED_PARTY_FIELDS)
    .filter(([field]) => isBlank(party?.[field as keyof BolParty]))
    .map(([field, words]) => ({ field: `${key}.${field}`, message: `${BOL_PARTY_LABELS[key]}: ${words} is missing.` }));
}

/** Everything the draft lacks, in the form's order; empty when it can be issued. */
export function missingBolFields(draft: BolDraft): BolMissingField[] {
  const missing: BolMissingField[] = [...missingOfParty('shipFrom', draft.shipFrom), ...missingOfParty('shipTo', draft.shipTo)];
  if (!draft.freightTerms) {
    missing.push({ field: 'freightTerms', message: 'Freight charge terms (prepaid, collect or third party) are missing.' });
  } else if (draft.freightTerms === 'third_party') {
    missing.push(...missingOfParty('thirdPartyBillTo', draft.thirdPartyBillTo));
  }
  if (isBlank(draft.trailerNumber)) missing.push({ field: 'trailerNumber', message: 'The trailer number is missing.' });

  const units = draft.units ?? [];
  if (units.length === 0) missing.push({ field: 'units', message: 'Add at least one handling unit.' });
  units.forEach((unit, index) => {
    for (const [field, words] of Object.entries(REQUIRED_UNIT_FIELDS)) {
      if (isBlank(unit[field as keyof typeof unit])) {
        missing.push({ field: `units.${index}.${field}`, message: `Line ${index + 1}: ${words} is missing.` });
      }
    }
  });

  if (units.some((unit) => unit.hazmat === true)) {
    for (const [field, words] of Object.entries(REQUIRED_HAZMAT_FIELDS)) {
      if (isBlank(draft.hazmat?.[field as keyof typeof REQUIRED_HAZMAT_FIELDS])) {
        missing.push({ field: `hazmat.${field}`, message: `Hazardous material: ${words} is missing.` });
      }
    }
  }
  return missing;
}

/** The missing list as fieldErrors (path to message), as the issue route refuses with it. */
export function missingAsFieldErrors(missing: readonly BolMissingField[]): Record<string, string> {
  return Object.fromEntries(missing.map(({ field, message }) => [field, message]));
}
