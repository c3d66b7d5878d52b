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
}

export const COMPANY_PROFILE_ELEMENT_ID = 'company-profile';
