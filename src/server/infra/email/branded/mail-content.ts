// What the branded layout shows, already made safe by the composer (../compose.ts): the layout
// only arranges it. A typed value arrives as plain text (quoted, on one line, its link-like words
// broken by zero-width spaces); a link is always one of our own URLs.

/** A run of text (React escapes it) or one of our URLs, shown as a link to itself. */
export type Segment = { readonly text: string } | { readonly link: string };

/** One line of the body; a paragraph is lines shown one under the other. */
export type BodyLine = readonly Segment[];

/** The one call to action of a mail: the customer's page, a sign-in link. */
export interface MailButton {
  readonly label: string;
  readonly url: string;
}

/** Who the mail is from: the header's wordmark and the footer. */
export interface MailCompany {
  readonly name: string;
  readonly supportPhone: string;
  readonly email: string;
  readonly mcNumber: string;
  readonly dotNumber: string;
  /** A PNG or JPEG logo shown beside the wordmark (mail programs do not show SVG); unset: the wordmark alone. */
  readonly logoUrl?: string | undefined;
}

export interface BrandedMailContent {
  readonly paragraphs: readonly (readonly BodyLine[])[];
  readonly button?: MailButton | undefined;
  /** The header and footer; a mail without a signature has neither. */
  readonly company?: MailCompany | undefined;
  /** The footer's help line, e.g. "Need help? Call us 24/7 at ...". */
  readonly helpLine?: string | undefined;
  /** The line an inbox shows after the subject. */
  readonly preview?: string | undefined;
  /** The language the mail is written in; English unless said. */
  readonly lang?: string | undefined;
}
