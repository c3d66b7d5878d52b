// The rate confirmation's fixed words (issue 39; decision 080): the consent a broker signs with,
// and the office's refusals. Plain constants without zod: the broker's page, the assign dialog and
// the server all read them, and a page that only shows them loads no schema.

/**
 * The words of consent, exactly as the page shows them beside the checkbox and as the signature
 * records them (in the language the page was read in). Plain constants, not catalog messages: the
 * record must hold the very words shown, and a translation edited later must not change them.
 */
export const RATE_CONFIRMATION_CONSENT = {
  en: 'I agree to this rate confirmation and sign it electronically. I am authorized to sign for my company, and my typed name is my signature.',
  es: 'Acepto esta confirmación de tarifa y la firmo electrónicamente. Estoy autorizado a firmar en nombre de mi empresa, y mi nombre escrito es mi firma.',
} as const;

/** A stop of the office's form needs one of the two. */
export const STOP_NEEDS_A_DAY_MESSAGE = 'Give an appointment or a date.';

// Refusals (the office's stay in English; the broker's are coded in shared-messages.ts)

export const RATE_CONFIRMATION_OFFICE_MESSAGES = {
  notBroker: 'A rate confirmation is made only for a broker’s request.',
  quoteNotAccepted: 'The customer has not accepted the quote yet: a rate confirmation is made from an accepted quote.',
  alreadyAgreed: 'This load already has a signed or accepted rate confirmation.',
  notAnUpload: 'Only an uploaded rate confirmation waiting for review can be accepted or rejected.',
  notFound: 'There is no rate confirmation with that id.',
  /** Changing the quote once it is agreed. */
  quoteFrozen: 'The rate confirmation for this load is signed: its quote can no longer change.',
} as const;
