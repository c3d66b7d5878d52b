// Reference IDs and e-mail addresses in a chat message, found however loosely they are typed
// ("sr 7k3m q9xd 2hvb n4te", "SR7K3MQ9XD2HVBN4TE"), so the assistant can look a request up.
import { normalizeReferenceId, REFERENCE_PREFIXES } from '../../../shared/reference-id.js';

export interface Mentions {
  /** Canonical service-request IDs (SR-...), first mention first, without repeats. */
  serviceRequestIds: string[];
  /** Canonical driver-application IDs (DA-...). */
  driverApplicationIds: string[];
  /** Text that starts like a reference ID but cannot be one, as typed (shortened). */
  malformedIds: string[];
  /** E-mail addresses, lower-case, first mention first. */
  emails: string[];
}

// A prefix and four groups of four letters or digits, with or without dashes and spaces.
const FULL_ID = /\b(?:SR|DA)[\s-]*(?:[0-9A-Z]{4}[\s-]*){3}[0-9A-Z]{4}\b/gi;
// Something that starts like one ("SR-1234", "sr-7k3m-q9xd"): a prefix, a dash, then letters or digits.
const ID_ATTEMPT = /\b(?:SR|DA)(?:-[0-9A-Z]+)+\b|\b(?:SR|DA)\d[0-9A-Z]*\b/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function findMentions(message: string): Mentions {
  const mentions: Mentions = { serviceRequestIds: [], driverApplicationIds: [], malformedIds: [], emails: [] };
  const emails = message.match(EMAIL) ?? [];
  // E-mail addresses go first, so "sr-1234@example.com" is an address, not an ID attempt.
  const withoutEmails = message.replace(EMAIL, ' ');
  for (const typed of withoutEmails.match(FULL_ID) ?? []) {
    const id = normalizeReferenceId(typed);
    if (!id) addOnce(mentions.malformedIds, shorten(typed));
    else if (id.startsWith(`${REFERENCE_PREFIXES.serviceRequest}-`)) addOnce(mentions.serviceRequestIds, id);
    else addOnce(mentions.driverApplicationIds, id);
  }
  for (const typed of withoutEmails.replace(FULL_ID, ' ').match(ID_ATTEMPT) ?? []) {
    addOnce(mentions.malformedIds, shorten(typed));
  }
  for (const email of emails) addOnce(mentions.emails, email.toLowerCase());
  return mentions;
}

// "my e-mail is jordan@example.com" (or "mi correo es ...") gives an address; it does not ask how to e-mail us.
const EMAIL_GIVEN = new RegExp(
  `\\b(?:(?:my |the )?e-?mail(?: address)?(?: is| was|:)?|(?:mi |el )?(?:correo|e-?mail)(?: electr[oó]nico)?(?: es| era|:)?)\\s*${EMAIL.source}`,
  'gi',
);

/** The message with IDs and e-mail addresses taken out, for the topic matcher. */
export function withoutMentions(message: string): string {
  return message.replace(EMAIL_GIVEN, ' ').replace(EMAIL, ' ').replace(FULL_ID, ' ').replace(ID_ATTEMPT, ' ');
}

function addOnce(list: string[], value: string) {
  if (!list.includes(value)) list.push(value);
}

function shorten(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.length > 30 ? `${trimmed.slice(0, 30)}…` : trimmed;
}
