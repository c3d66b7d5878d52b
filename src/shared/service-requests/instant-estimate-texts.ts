// The instant estimate's plain parts: the question's and the answer's shapes, the rule for when
// the inputs are complete enough to ask, and the admin's words for it. No zod here: the home
// page's "Get an estimate" block imports this module and the home page has a tight JavaScript
// budget. The route's zod schemas and its refusals' words are in instant-estimate.ts; the numbers'
// formatting in instant-estimate-format.ts.
import { SERVICE_TYPES_BY_ROLE, type Urgency } from './service-request-values.js';

export const ESTIMATE_PATH = '/api/estimate';

/** What the estimate is asked with: the shipper form's fields, as typed. */
export interface EstimateQuery {
  pickupZip: string;
  deliveryZip: string;
  serviceType: string;
  /** Pounds, as typed into the form's weight field. */
  weight: string;
  /** The request's urgency; standard when not given. */
  urgency?: Urgency | undefined;
}

/** The server's answer: a range in whole cents (whole dollars, in fact) and the inputs it used. */
export interface InstantEstimate {
  lowCents: number;
  highCents: number;
  /** The estimated road miles between the ZIP codes, to a tenth of a mile. */
  estimatedMiles: number;
  pickupZip: string;
  deliveryZip: string;
  serviceType: string;
  weightPounds: number;
  urgency: Urgency;
  /**
   * The fuel surcharge on top of the range, as its own line (decision 070): absent when no
   * schedule and week apply. `fuelNote` is the server's sentence about it in the page's language,
   * so the home page shows it without carrying the words or their formatting.
   */
  fuelSurcharge?: { lowCents: number; highCents: number; dieselPrice: string; weekOf: string } | undefined;
  fuelNote?: string | undefined;
}

/** The heaviest load the estimate prices, as the form's weight field and the calculator allow. */
export const ESTIMATE_MAX_POUNDS = 200_000;

/** The form's ZIP rule: 5 digits, or ZIP+4 (the estimate uses the first 5). */
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** The form's weight rule (service-request-schemas.ts): a number, at most two decimals. */
const WEIGHT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** A weight typed into the form, in pounds, when it is one the estimate can price. */
export function estimateWeightPounds(typed: string): number | undefined {
  const text = typed.trim();
  if (!WEIGHT_PATTERN.test(text)) return undefined;
  const pounds = Number(text);
  return pounds > 0 && pounds <= ESTIMATE_MAX_POUNDS ? pounds : undefined;
}

export function isShipperServiceType(value: string): value is (typeof SERVICE_TYPES_BY_ROLE.shipper)[number] {
  return (SERVICE_TYPES_BY_ROLE.shipper as readonly string[]).includes(value);
}

/**
 * Whether the inputs are complete and plausible enough to ask the server: two ZIP codes,
 * a shipper service type and a weight the calculator prices. The browser asks nothing before;
 * the server checks everything again.
 */
export function isEstimateQueryReady(query: EstimateQuery): boolean {
  return (
    ZIP_PATTERN.test(query.pickupZip.trim()) &&
    ZIP_PATTERN.test(query.deliveryZip.trim()) &&
    isShipperServiceType(query.serviceType) &&
    estimateWeightPounds(query.weight) !== undefined
  );
}

/** The estimate's URL for a query, its values trimmed. */
export function estimateUrl(query: EstimateQuery): string {
  const params = new URLSearchParams({
    pickupZip: query.pickupZip.trim(),
    deliveryZip: query.deliveryZip.trim(),
    serviceType: query.serviceType,
    weight: query.weight.trim(),
  });
  if (query.urgency) params.set('urgency', query.urgency);
  return `${ESTIMATE_PATH}?${params.toString()}`;
}

// What the customer reads about an estimate is in the site's `estimate` catalog, in their language;
// the back office's line about it stays English.
export const ESTIMATE_TEXTS = {
  /** How the admin sees what the customer saw. */
  adminLabel: 'Customer saw an estimate of',
} as const;
