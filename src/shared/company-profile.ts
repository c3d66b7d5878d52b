// What the pages show about the company. The server fills it from configuration and embeds it in
// the page as a JSON data block, so the header renders without a round trip.

export interface CompanyProfile {
  name: string;
  /** Display form, e.g. "(555) 123-4567". */
  supportPhone: string;
  /** General-inquiries e-mail. */
  email: string;
  mcNumber: string;
  dotNumber: string;
  /** Where the company takes freight, as a sentence ends: "Michigan, Ohio and Indiana". Unset: DEFAULT_SERVICE_AREA. */
  serviceArea?: string;
  /** The city and state the company works from, e.g. "Detroit, MI". Unset: the pages name no base. */
  homeBase?: string;
  /** A PNG or JPEG logo shown beside the name in e-mails (COMPANY_LOGO_URL); unset: the name alone. */
  logoUrl?: string;
}

/**
 * The service area when none is configured: the request form takes pickup and delivery addresses
 * in every one of the 50 states (src/shared/us-states.ts), so that much is true of any install.
 */
export const DEFAULT_SERVICE_AREA = 'all 50 US states';

export function serviceAreaOf(profile: CompanyProfile): string {
  return profile.serviceArea ?? DEFAULT_SERVICE_AREA;
}

export const COMPANY_PROFILE_ELEMENT_ID = 'company-profile';
