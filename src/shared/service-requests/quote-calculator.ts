// The admin's quote estimate (spec section 9), as one pure function used by the Quote Calculator
// tab and the server's estimate for a request. The breakdown is in whole cents and its lines
// always add up to the total shown.

export const QUOTE_SERVICE_TYPES = ['small-package', 'furniture', 'vehicle', 'ltl-freight', 'tl-freight', 'specialty'] as const;
type QuoteServiceType = (typeof QUOTE_SERVICE_TYPES)[number];

export const QUOTE_URGENCIES = ['standard', 'urgent', 'emergency'] as const;
export type QuoteUrgency = (typeof QUOTE_URGENCIES)[number];

/** Dollars per mile; any other service type (broker and dispatcher services) gets the default. */
const PER_MILE_RATES: Record<QuoteServiceType, number> = {
  'small-package': 1.5,
  furniture: 2.25,
  vehicle: 1.85,
  'ltl-freight': 2.5,
  'tl-freight': 3.75,
  specialty: 4.5,
};
const DEFAULT_PER_MILE_RATE = 2.0;

/** Pounds per unit of weight factor: weight / divisor, never below the minimum factor. */
const WEIGHT_DIVISORS: Record<QuoteServiceType, number> = {
  'small-package': 50,
  furniture: 200,
  vehicle: 3000,
  'ltl-freight': 1000,
  'tl-freight': 25000,
  specialty: 500,
};
/** The spec gives no divisor for other types: they get no weight surcharge. */
const MINIMUM_WEIGHT_FACTORS: Partial<Record<QuoteServiceType, number>> = { specialty: 1.5 };
const WEIGHT_SURCHARGE_SHARE = 0.3;

const URGENCY_MULTIPLIERS: Record<QuoteUrgency, number> = { standard: 1, urgent: 1.35, emergency: 1.75 };

export const FLAT_FEE = 75;
const TL_FREIGHT_FLAT_FEE = 150;

export const QUOTE_LIMITS = { maxMiles: 10_000, maxPounds: 200_000 } as const;

export interface QuoteInput {
  /** Miles, more than 0. */
  distanceMiles: number;
  /** One of QUOTE_SERVICE_TYPES, or any other service type (priced at the default rate). */
  serviceType: string;
  /** Pounds; missing or 0 means unknown, which adds no surcharge. */
  weightPounds?: number | undefined;
  urgency: QuoteUrgency;
}

/** Each amount in whole cents. `total` is exactly the sum of the four lines. */
export interface QuoteBreakdown {
  ratePerMile: number;
  weightFactor: number;
  urgencyMultiplier: number;
  baseCents: number;
  weightSurchargeCents: number;
  urgencyCents: number;
  flatFeeCents: number;
  totalCents: number;
}

export function isQuoteServiceType(value: string): value is QuoteServiceType {
  return (QUOTE_SERVICE_TYPES as readonly string[]).includes(value);
}

export function calculateQuote(input: QuoteInput): QuoteBreakdown {
  if (!(input.distanceMiles > 0) || input.distanceMiles > QUOTE_LIMITS.maxMiles) {
    throw new RangeError(`The distance must be more than 0 and at most ${QUOTE_LIMITS.maxMiles} miles`);
  }
  const weight = input.weightPounds ?? 0;
  if (!(weight >= 0) || weight > QUOTE_LIMITS.maxPounds) {
    throw new RangeError(`The weight must be from 0 to ${QUOTE_LIMITS.maxPounds} pounds`);
  }
  const known = isQuoteServiceType(input.serviceType) ? input.serviceType : undefined;
  const ratePerMile = known ? PER_MILE_RATES[known] : DEFAULT_PER_MILE_RATE;
  const weightFactor = known ? Math.max(MINIMUM_WEIGHT_FACTORS[known] ?? 1, weight / WEIGHT_DIVISORS[known]) : 1;
  const urgencyMultiplier = URGENCY_MULTIPLIERS[input.urgency];

  // Each line is the rounded running total minus the lines before it: the total is rounded once,
  // as the spec says, and the lines still add up to it exactly.
  const base = ratePerMile * input.distanceMiles;
  const beforeUrgency = base + base * (weightFactor - 1) * WEIGHT_SURCHARGE_SHARE;
  const baseCents = toCents(base);
  const beforeUrgencyCents = toCents(beforeUrgency);
  const weightSurchargeCents = beforeUrgencyCents - baseCents;
  // The multiplier applies to base plus surcharge; its line is what it adds on top of them.
  const urgencyCents = toCents(beforeUrgency * urgencyMultiplier) - beforeUrgencyCents;
  const flatFeeCents = (known === 'tl-freight' ? TL_FREIGHT_FLAT_FEE : FLAT_FEE) * 100;
  return {
    ratePerMile,
    weightFactor,
    urgencyMultiplier,
    baseCents,
    weightSurchargeCents,
    urgencyCents,
    flatFeeCents,
    totalCents: baseCents + weightSurchargeCents + urgencyCents + flatFeeCents,
  };
}

/**
 * Dollars to whole cents, half a cent rounded up. Shifting the decimal point in the text (not
 * multiplying by 100) keeps 1.005 at 100.5 cents, where 1.005 * 100 is 100.49999...
 */
export function toCents(dollars: number): number {
  return Math.round(Number(`${dollars.toFixed(8)}e2`));
}

/** A service request's urgency (standard, high, urgent) as the calculator's, by rank. */
export function quoteUrgencyOf(requestUrgency: string): QuoteUrgency {
  if (requestUrgency === 'urgent') return 'emergency';
  if (requestUrgency === 'high') return 'urgent';
  return 'standard';
}
