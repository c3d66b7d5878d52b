// Where a load is and when it should arrive (issue 40; docs/decisions/083-tracking-links-and-eta.md):
// what the server keeps after each update of the driver's phone (a position or a stage) and what
// a tracking link shows of it. Coarse by design: a city and a state, never coordinates.
import { z } from 'zod';

/** What the estimate started from: the phone's last position, the last stage's place, or nothing yet. */
export const ETA_BASES = ['position', 'stage'] as const;
export type EtaBasis = (typeof ETA_BASES)[number];

/** A place named as people name it: a city and its state's two letters. */
export const coarsePlaceSchema = z.object({ city: z.string(), state: z.string() });
export type CoarsePlace = z.infer<typeof coarsePlaceSchema>;

/** The arrival window, as instants (ISO 8601) and the time zone to show them in (the delivery place's). */
export const etaViewSchema = z.object({
  earliest: z.iso.datetime({ offset: true }),
  latest: z.iso.datetime({ offset: true }),
  /** IANA name, e.g. America/Chicago: the consignee's time zone, where the freight arrives. */
  timeZone: z.string(),
  /** Road miles left, rounded to a whole mile. */
  remainingMiles: z.number().nonnegative(),
  /** Within the set distance or time of the delivery place. */
  arrivingSoon: z.boolean(),
  basis: z.enum(ETA_BASES),
  /** When the estimate was made (at the update it was made from). */
  computedAt: z.iso.datetime({ offset: true }),
});
export type EtaView = z.infer<typeof etaViewSchema>;

/** A load's tracking as the server keeps it (load_tracking) and a tracking link reads it. */
export const loadTrackingViewSchema = z.object({
  /** The city and state of the last place known (the phone's last position, else the last stage's place). */
  lastPlace: coarsePlaceSchema.nullable(),
  /** When the driver's phone last reported anything (a position or a stage). */
  lastUpdateAt: z.iso.datetime({ offset: true }).nullable(),
  /** Null before the driver sets off and once delivered. */
  eta: etaViewSchema.nullable(),
});
export type LoadTrackingView = z.infer<typeof loadTrackingViewSchema>;
