// The fuel surcharge's vocabulary (issue 37): how a schedule charges per step, and where a week's
// diesel price came from. The schedule's arithmetic lives with the server's fuel surcharge.

/** Per step above the peg: dollars per mile, or percentage points of the linehaul. */
export const FUEL_SURCHARGE_BASES = ['per_mile', 'percent'] as const;
export type FuelSurchargeBasis = (typeof FUEL_SURCHARGE_BASES)[number];

/** Typed by staff from the EIA's page, or fetched from the EIA's open-data API. */
export const DIESEL_PRICE_SOURCES = ['staff', 'eia'] as const;
export type DieselPriceSource = (typeof DIESEL_PRICE_SOURCES)[number];
