import { describe, expect, it } from 'vitest';
import type { BolDraft } from './bill-of-lading.js';
import { bolDraftSchema } from './bol-draft-schema.js';
import { missingBolFields } from './bol-missing-fields.js';

const party = { name: 'Rivera Furniture LLC', address: '1200 Woodward Ave', city: 'Detroit', state: 'MI', zip: '48226' };
const complete: BolDraft = {
  shipFrom: party,
  shipTo: { ...party, name: 'Lakeside Home Store' },
  freightTerms: 'prepaid',
  trailerNumber: '53-114',
  units: [{ count: 2, packageType: 'pallet', weightLbs: 900, description: 'Sofas' }],
};

describe('what a bill of lading draft still lacks', () => {
  it('is nothing for a complete draft (seal, NMFC, class, order number and instructions are optional)', () => {
    expect(missingBolFields(complete)).toEqual([]);
  });

  it('names every field of an empty draft in words', () => {
    expect(missingBolFields({})).toEqual([
      { field: 'shipFrom.name', message: 'Ship from: the name is missing.' },
      { field: 'shipFrom.address', message: 'Ship from: the street address is missing.' },
      { field: 'shipFrom.city', message: 'Ship from: the city is missing.' },
      { field: 'shipFrom.state', message: 'Ship from: the state is missing.' },
      { field: 'shipFrom.zip', message: 'Ship from: the ZIP code is missing.' },
      { field: 'shipTo.name', message: 'Ship to: the name is missing.' },
      { field: 'shipTo.address', message: 'Ship to: the street address is missing.' },
      { field: 'shipTo.city', message: 'Ship to: the city is missing.' },
      { field: 'shipTo.state', message: 'Ship to: the state is missing.' },
      { field: 'shipTo.zip', message: 'Ship to: the ZIP code is missing.' },
      { field: 'freightTerms', message: 'Freight charge terms (prepaid, collect or third party) are missing.' },
      { field: 'trailerNumber', message: 'The trailer number is missing.' },
      { field: 'units', message: 'Add at least one handling unit.' },
    ]);
  });

  it('counts blank text as missing', () => {
    expect(missingBolFields({ ...complete, trailerNumber: '   ', shipTo: { ...party, city: '' } }).map((item) => item.field)).toEqual([
      'shipTo.city',
      'trailerNumber',
    ]);
  });

  it('asks for the third party only when the terms are third party', () => {
    expect(missingBolFields({ ...complete, thirdPartyBillTo: { name: 'x' } })).toEqual([]);
    expect(missingBolFields({ ...complete, freightTerms: 'third_party', thirdPartyBillTo: { ...party, zip: '' } })).toEqual([
      { field: 'thirdPartyBillTo.zip', message: 'Third party freight charges bill to: the ZIP code is missing.' },
    ]);
  });

  it("names each line's missing values by its number", () => {
    expect(missingBolFields({ ...complete, units: [...complete.units!, { count: 1 }] }).map((item) => item.message)).toEqual([
      'Line 2: the package type is missing.',
      'Line 2: the weight is missing.',
      'Line 2: the commodity description is missing.',
    ]);
  });

  it('asks for the hazardous material details when a line is marked HM, and only then', () => {
    const hazmatLine = { ...complete.units![0]!, hazmat: true };
    expect(missingBolFields({ ...complete, hazmat: { idNumber: 'UN1263' } })).toEqual([]);
    expect(missingBolFields({ ...complete, units: [hazmatLine], hazmat: { idNumber: 'UN1263', hazardClass: '3' } })).toEqual([
      { field: 'hazmat.properShippingName', message: 'Hazardous material: the proper shipping name is missing.' },
      { field: 'hazmat.emergencyContactName', message: 'Hazardous material: the emergency contact is missing.' },
      { field: 'hazmat.emergencyPhone', message: 'Hazardous material: the 24-hour emergency phone is missing.' },
    ]);
  });
});

describe('the draft schema', () => {
  it('takes an empty draft and empty fields', () => {
    expect(bolDraftSchema.safeParse({}).success).toBe(true);
    expect(bolDraftSchema.safeParse({ shipFrom: { state: '', zip: '' }, units: [{}] }).success).toBe(true);
  });

  it('refuses malformed values by path', () => {
    const result = bolDraftSchema.safeParse({
      shipFrom: { state: 'ZZ', zip: '123456' },
      units: [{ count: -1, weightLbs: 0, freightClass: '71' }],
      hazmat: { idNumber: '1203', packingGroup: 'IV' },
      trailerNumber: 'a\nb',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'hazmat.idNumber',
      'hazmat.packingGroup',
      'shipFrom.state',
      'shipFrom.zip',
      'trailerNumber',
      'units.0.count',
      'units.0.freightClass',
      'units.0.weightLbs',
    ]);
  });
});
