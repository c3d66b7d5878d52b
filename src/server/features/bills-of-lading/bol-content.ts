// An issued version's content: the complete draft, with the carrier as configured at that moment,
// the BOL number and the load's reference ID (issue 39). Called only once missingBolFields found
// nothing missing, so every required value is there; optional ones are kept only when given.
import type { BolCarrier, BolContent, BolDraft, BolHazmat, BolParty, BolUnit } from '../../../shared/bills-of-lading/bill-of-lading.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';

function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function required(value: string | undefined): string {
  return value?.trim() ?? '';
}

function partyOf(party: Partial<BolParty> | null | undefined): BolParty {
  const address2 = given(party?.address2);
  const phone = given(party?.phone);
  return {
    name: required(party?.name),
    address: required(party?.address),
    ...(address2 ? { address2 } : {}),
    city: required(party?.city),
    state: required(party?.state),
    zip: required(party?.zip),
    ...(phone ? { phone } : {}),
  };
}

function unitOf(unit: Partial<BolUnit>): BolUnit {
  const nmfcItem = given(unit.nmfcItem);
  return {
    count: unit.count ?? 0,
    packageType: unit.packageType ?? 'piece',
    weightLbs: unit.weightLbs ?? 0,
    description: required(unit.description),
    ...(nmfcItem ? { nmfcItem } : {}),
    ...(unit.freightClass ? { freightClass: unit.freightClass } : {}),
    hazmat: unit.hazmat === true,
  };
}

function hazmatOf(hazmat: Partial<BolHazmat> | null | undefined): BolHazmat {
  return {
    idNumber: required(hazmat?.idNumber),
    properShippingName: required(hazmat?.properShippingName),
    hazardClass: required(hazmat?.hazardClass),
    ...(hazmat?.packingGroup ? { packingGroup: hazmat.packingGroup } : {}),
    emergencyContactName: required(hazmat?.emergencyContactName),
    emergencyPhone: required(hazmat?.emergencyPhone),
  };
}

export function carrierOf(company: CompanyProfile, scac: string | undefined): BolCarrier {
  return { name: company.name, mcNumber: company.mcNumber, dotNumber: company.dotNumber, ...(scac ? { scac } : {}) };
}

export function contentOf(draft: BolDraft, facts: { bolNumber: string; referenceId: string; carrier: BolCarrier }): BolContent {
  const units = (draft.units ?? []).map(unitOf);
  const customerOrderNumber = given(draft.customerOrderNumber);
  const specialInstructions = given(draft.specialInstructions);
  return {
    bolNumber: facts.bolNumber,
    shipFrom: partyOf(draft.shipFrom),
    shipTo: partyOf(draft.shipTo),
    thirdPartyBillTo: draft.freightTerms === 'third_party' ? partyOf(draft.thirdPartyBillTo) : null,
    freightTerms: draft.freightTerms ?? 'prepaid',
    carrier: facts.carrier,
    trailerNumber: required(draft.trailerNumber),
    sealNumber: required(draft.sealNumber),
    ...(customerOrderNumber ? { customerOrderNumber } : {}),
    units,
    hazmat: units.some((unit) => unit.hazmat) ? hazmatOf(draft.hazmat) : null,
    ...(specialInstructions ? { specialInstructions } : {}),
    referenceId: facts.referenceId,
  };
}
