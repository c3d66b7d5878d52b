// The first draft, filled from what the request already says (issue 39): ship-from is the pickup
// place with the contact's company (or name), ship-to the delivery place, one line from the
// shipper's weight, item type and description, the special instructions from the special handling
// and the pickup and delivery instructions, and the trailer on the dispatch assignment. A broker's
// or dispatcher's request holds placeholder places (TBD, Multiple) until a rate confirmation's lane
// replaces them: placeholders stay empty, for the office to fill. Values are cut to the draft's limits, so the draft is always one it could save.
import {
  PACKAGE_TYPES,
  type BolDraft,
  type BolParty,
  type BolUnit,
  type PackageType,
} from '../../../shared/bills-of-lading/bill-of-lading.js';
import { BOL_LIMITS } from '../../../shared/bills-of-lading/bol-draft-schema.js';
import { isOneLine } from '../../../shared/form-schema-fields.js';
import { US_STATES } from '../../../shared/us-states.js';
import type { RequestForBol } from './bol-repository.js';
import { isPlaceholderPlace, isPlaceholderStreet } from '../service-requests/index.js';

function cut(value: string | null | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return trimmed.length > max ? trimmed.slice(0, max - 1).trimEnd() + '…' : trimmed;
}

function oneLine(value: string | null | undefined, max: number = BOL_LIMITS.line): string | undefined {
  const text = cut(value, max);
  return text && isOneLine(text) ? text : undefined;
}

function stateOf(value: string): BolParty['state'] | undefined {
  return (US_STATES as readonly string[]).includes(value) ? value : undefined;
}

/** ZIP+4 becomes its five digits. */
function zipOf(value: string): string | undefined {
  return /^\d{5}(-\d{4})?$/.test(value) ? value.slice(0, 5) : undefined;
}

function place(address: string, address2: string | null, city: string, state: string, zip: string): Partial<BolParty> {
  return {
    address: isPlaceholderStreet(address) ? undefined : oneLine(address),
    address2: oneLine(address2),
    city: oneLine(city),
    state: stateOf(state),
    zip: zipOf(zip),
  };
}

/** "Pallet", "pallets" or "Wooden crate" name a package type; anything else is left for the office. */
export function packageTypeOf(itemType: string | null): PackageType | undefined {
  const words = itemType?.toLowerCase() ?? '';
  return PACKAGE_TYPES.find((type) => new RegExp(`\\b${type}s?\\b`).test(words));
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function prefilledDraft(request: RequestForBol): BolDraft {
  // The shipper's own request names its places and its company; a broker's or dispatcher's names
  // no shipper, and its places are placeholders until the office agrees a lane (the rate
  // confirmation fills them: service-requests' fillPlaceholderLane).
  const isShipper = request.userRole === 'shipper';
  const pickupKnown = !isPlaceholderPlace({ zip: request.pickupZip });
  const deliveryKnown = !isPlaceholderPlace({ zip: request.deliveryZip });
  const shipperName = isShipper ? (oneLine(request.contactCompany) ?? oneLine(request.contactName)) : undefined;
  const shipFrom = withoutEmpty({
    name: shipperName,
    ...(pickupKnown
      ? place(request.pickupAddress, request.pickupAddress2, request.pickupCity, request.pickupState, request.pickupZip)
      : {}),
    phone: isShipper ? oneLine(request.contactPhone, BOL_LIMITS.phone) : undefined,
  });
  const shipTo = deliveryKnown
    ? withoutEmpty(
        place(request.deliveryAddress, request.deliveryAddress2, request.deliveryCity, request.deliveryState, request.deliveryZip),
      )
    : {};
  const weight = request.weight === null ? undefined : Number(request.weight);
  const unit: Partial<BolUnit> = withoutEmpty({
    count: isShipper ? 1 : undefined,
    packageType: packageTypeOf(request.itemType),
    weightLbs: weight !== undefined && weight > 0 && weight <= BOL_LIMITS.weightLbs ? weight : undefined,
    description: cut(request.serviceDescription, BOL_LIMITS.description),
    hazmat: false,
  });
  const instructions = [
    request.specialHandling && `Special handling: ${request.specialHandling.trim()}`,
    request.pickupInstructions && `Pickup: ${request.pickupInstructions.trim()}`,
    request.deliveryInstructions && `Delivery: ${request.deliveryInstructions.trim()}`,
  ].filter(Boolean);
  return withoutEmpty({
    shipFrom,
    shipTo,
    thirdPartyBillTo: null,
    trailerNumber: oneLine(request.trailerNumber, BOL_LIMITS.equipmentNumber),
    units: [unit],
    hazmat: null,
    specialInstructions: cut(instructions.join('\n'), BOL_LIMITS.specialInstructions),
  });
}
