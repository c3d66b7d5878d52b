import { describe, expect, it } from 'vitest';
import { bolDraftSchema } from '../../../shared/bills-of-lading/bol-draft-schema.js';
import type { RequestForBol } from './bol-repository.js';
import { packageTypeOf, prefilledDraft } from './draft-prefill.js';

const request: RequestForBol = {
  id: 7,
  referenceId: 'SR-TEST',
  status: 'received',
  userRole: 'shipper',
  serviceDescription: 'Two pallets of tiles',
  weight: '900.00',
  itemType: 'Wooden crate',
  specialHandling: null,
  pickupAddress: '1 Dock St',
  pickupAddress2: 'Door 4',
  pickupCity: 'Detroit',
  pickupState: 'MI',
  pickupZip: '48201-1234',
  pickupInstructions: null,
  deliveryAddress: '2 Yard Ave',
  deliveryAddress2: null,
  deliveryCity: 'Chicago',
  deliveryState: 'IL',
  deliveryZip: '60601',
  deliveryInstructions: 'Call on arrival',
  contactName: 'Jordan Rivera',
  contactCompany: null,
  contactPhone: '(313) 555-0100',
  trailerNumber: null,
};

describe('the first draft', () => {
  it("reads a package type from the item type's words, or leaves it for the office", () => {
    expect(packageTypeOf('Pallets')).toBe('pallet');
    expect(packageTypeOf('wooden CRATE')).toBe('crate');
    expect(packageTypeOf('Sofa')).toBeUndefined();
    expect(packageTypeOf(null)).toBeUndefined();
  });

  it("takes the contact's name when there is no company, and a ZIP+4's five digits", () => {
    const draft = prefilledDraft(request);
    expect(draft.shipFrom).toEqual({
      name: 'Jordan Rivera',
      address: '1 Dock St',
      address2: 'Door 4',
      city: 'Detroit',
      state: 'MI',
      zip: '48201',
      phone: '(313) 555-0100',
    });
    expect(draft.units).toEqual([{ count: 1, packageType: 'crate', weightLbs: 900, description: 'Two pallets of tiles', hazmat: false }]);
    expect(draft.specialInstructions).toBe('Delivery: Call on arrival');
    expect(draft.trailerNumber).toBeUndefined();
  });

  it('is always a draft its own schema takes, however long what the customer wrote', () => {
    const long = prefilledDraft({
      ...request,
      serviceDescription: 'x'.repeat(2000),
      specialHandling: 'y'.repeat(2000),
      pickupInstructions: 'z'.repeat(2000),
      deliveryInstructions: 'w'.repeat(2000),
      contactCompany: 'c'.repeat(200),
      weight: '999999.00',
    });
    expect(bolDraftSchema.safeParse(long).success).toBe(true);
    expect(long.units?.[0]?.weightLbs).toBeUndefined();
    expect(long.specialInstructions?.endsWith('…')).toBe(true);
  });
});
