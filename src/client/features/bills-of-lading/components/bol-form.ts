// The editor's form state: every field a string as typed (numbers too), turned into the draft the
// server takes. A number that is not one is sent as null, so the shared schema refuses it by its
// path; empty fields are left out. The same draft is what the missing list is computed from.
import type { BolDraft, BolHazmat, BolParty, BolUnit } from '@shared/bills-of-lading/bill-of-lading';

export type PartyKey = 'shipFrom' | 'shipTo' | 'thirdPartyBillTo';
export const PARTY_FIELDS = ['name', 'address', 'address2', 'city', 'state', 'zip', 'phone'] as const;
export type PartyForm = Record<(typeof PARTY_FIELDS)[number], string>;

export interface UnitForm {
  count: string;
  packageType: string;
  weightLbs: string;
  description: string;
  nmfcItem: string;
  freightClass: string;
  hazmat: boolean;
}

export const HAZMAT_FIELDS = [
  'idNumber',
  'properShippingName',
  'hazardClass',
  'packingGroup',
  'emergencyContactName',
  'emergencyPhone',
] as const;
export type HazmatForm = Record<(typeof HAZMAT_FIELDS)[number], string>;

export interface BolForm {
  shipFrom: PartyForm;
  shipTo: PartyForm;
  thirdPartyBillTo: PartyForm;
  freightTerms: string;
  trailerNumber: string;
  sealNumber: string;
  customerOrderNumber: string;
  units: UnitForm[];
  hazmat: HazmatForm;
  specialInstructions: string;
}

/** The id of a field's control, by its draft path (`units.0.count` -> `bol-units-0-count`). */
export function fieldId(path: string): string {
  return `bol-${path.replace(/\./g, '-')}`;
}

export const emptyUnit = (): UnitForm => ({
  count: '',
  packageType: '',
  weightLbs: '',
  description: '',
  nmfcItem: '',
  freightClass: '',
  hazmat: false,
});

function partyForm(party: Partial<BolParty> | null | undefined): PartyForm {
  return Object.fromEntries(PARTY_FIELDS.map((field) => [field, party?.[field] ?? ''])) as PartyForm;
}

function unitForm(unit: Partial<BolUnit>): UnitForm {
  return {
    count: unit.count === undefined ? '' : String(unit.count),
    packageType: unit.packageType ?? '',
    weightLbs: unit.weightLbs === undefined ? '' : String(unit.weightLbs),
    description: unit.description ?? '',
    nmfcItem: unit.nmfcItem ?? '',
    freightClass: unit.freightClass ?? '',
    hazmat: unit.hazmat === true,
  };
}

export function formOf(draft: BolDraft): BolForm {
  return {
    shipFrom: partyForm(draft.shipFrom),
    shipTo: partyForm(draft.shipTo),
    thirdPartyBillTo: partyForm(draft.thirdPartyBillTo),
    freightTerms: draft.freightTerms ?? '',
    trailerNumber: draft.trailerNumber ?? '',
    sealNumber: draft.sealNumber ?? '',
    customerOrderNumber: draft.customerOrderNumber ?? '',
    units: (draft.units ?? []).map(unitForm),
    hazmat: Object.fromEntries(HAZMAT_FIELDS.map((field) => [field, draft.hazmat?.[field] ?? ''])) as HazmatForm,
    specialInstructions: draft.specialInstructions ?? '',
  };
}

function given(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** '' is not given; anything else its number (NaN, sent as null, for what is not one). */
function numberOf(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value.trim());
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function partyDraft(party: PartyForm): Partial<BolParty> {
  return withoutEmpty(Object.fromEntries(PARTY_FIELDS.map((field) => [field, given(party[field])])) as Partial<BolParty>);
}

function unitDraft(unit: UnitForm): Partial<BolUnit> {
  return withoutEmpty({
    count: numberOf(unit.count),
    packageType: given(unit.packageType) as BolUnit['packageType'] | undefined,
    weightLbs: numberOf(unit.weightLbs),
    description: given(unit.description),
    nmfcItem: given(unit.nmfcItem),
    freightClass: given(unit.freightClass) as BolUnit['freightClass'] | undefined,
    hazmat: unit.hazmat,
  });
}

/** The draft to save: the third party only with third-party terms, the hazmat details only with an HM line. */
export function draftOf(form: BolForm): BolDraft {
  const units = form.units.map(unitDraft);
  const hazmat = withoutEmpty(Object.fromEntries(HAZMAT_FIELDS.map((field) => [field, given(form.hazmat[field])])) as Partial<BolHazmat>);
  return withoutEmpty({
    shipFrom: partyDraft(form.shipFrom),
    shipTo: partyDraft(form.shipTo),
    thirdPartyBillTo: form.freightTerms === 'third_party' ? partyDraft(form.thirdPartyBillTo) : null,
    freightTerms: given(form.freightTerms) as BolDraft['freightTerms'],
    trailerNumber: given(form.trailerNumber),
    sealNumber: given(form.sealNumber),
    customerOrderNumber: given(form.customerOrderNumber),
    units,
    hazmat: units.some((unit) => unit.hazmat) ? hazmat : null,
    specialInstructions: given(form.specialInstructions),
  });
}
