// What the text messages need from the app (issue 40; decision 084), built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { TextSettings } from '../../config.js';
import type { Database, Executor, Transaction } from '../../db/client.js';

/** The request's live tracking link, whole, or null (the links feature's door, wired by the composition). */
export type TrackingLinkUrl = (executor: Executor, serviceRequestId: number) => Promise<string | null>;

/**
 * Whether the load just came within "arriving soon" of its delivery with this event (the tracking
 * feature's door: it writes load_tracking.arriving_soon_at first, in the same transaction).
 */
export type ArrivingSoonReached = (tx: Transaction, serviceRequestId: number, at: Date) => Promise<boolean>;

/** A fresh sign-in link for an active driver, made when the text goes (dispatch's door); undefined when they cannot sign in. */
export type DriverSignInLink = (tx: Transaction, driverProfileId: number, now: Date) => Promise<string | undefined>;

export interface TextMessageDeps {
  db: Database;
  /** Twilio's settings; undefined: texts are off, nothing is queued and the pages say so. */
  texts: TextSettings | undefined;
  company: CompanyProfile;
  publicBaseUrl: string;
  /** The zone of a recipient whose place is unknown (a broker's lane still 'TBD'). */
  fallbackTimeZone: string;
  trackingLinkUrl: TrackingLinkUrl;
  arrivingSoonReached: ArrivingSoonReached;
}
