// The words a person agrees to before we text them (issue 40; decision 084): shown beside the
// checkbox on the request form, the customer's page and the office's editor, and stored exactly as
// shown, in the language shown, with the subscription. One registry, read by both sides.
export const TEXT_CONSENT_MESSAGES = {
  consent: /*i18n*/ {
    id: 'shared.texts.consent',
    message:
      'I agree to receive text messages about this load from {company} at this number, at the moments chosen. Message and data rates may apply. Reply STOP to stop, HELP for help.',
  },
  notAvailable: /*i18n*/ { id: 'shared.texts.notAvailable', message: 'Text messages are not available.' },
} as const;
