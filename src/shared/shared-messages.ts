// Every message src/shared gives a customer, an applicant or a driver: the shared schemas'
// validation messages and the refusals the server sends that public pages show. Each has a key
// and its English text, once, here. Its catalog ID is also its code: a message travels as a
// CodedMessage (coded-message.ts) with that code and its placeholders' values, the schemas' issues
// and the API's answers carry both beside the English (which the API answers with, and the spec
// and the tests read), and a page or an e-mail shows it in its language from the `shared` catalog
// by the code (shared-texts.ts).
// Plain constants only (no zod): any page may import this. Back-office-only texts stay in their
// own files, in English.
import type { LabelKind } from './shared-labels.js';
import { UNSAFE_TEXT_MESSAGE } from './unsafe-characters.js';

/** A message: its catalog ID, its English text ({name} placeholders), and which placeholders hold a label. */
export interface SharedMessage {
  id: string;
  message: string;
  /** Placeholders whose value is a value src/shared labels: the English shows its English label, a page its own. */
  labels?: Readonly<Record<string, LabelKind>>;
}

export const SHARED_MESSAGES = {
  // The public forms' fields (form-schema-fields.ts)
  required: /*i18n*/ { id: 'shared.message.required', message: 'Required' },
  maxCharacters: /*i18n*/ { id: 'shared.message.maxCharacters', message: 'Must be at most {max} characters' },
  oneLine: /*i18n*/ {
    id: 'shared.message.oneLine',
    message: 'Use one line, without line breaks, tabs or hidden control characters',
  },
  // Kept in unsafe-characters.ts, which every page loads: the home page's budget has no room for this registry.
  unsafeText: /*i18n*/ { id: 'shared.message.unsafeText', message: UNSAFE_TEXT_MESSAGE },
  invalidEmail: /*i18n*/ { id: 'shared.message.invalidEmail', message: 'Invalid email' },
  validEmailAddress: /*i18n*/ { id: 'shared.message.validEmailAddress', message: 'Enter a valid e-mail address' },
  usPhone: /*i18n*/ { id: 'shared.message.usPhone', message: 'Enter a 10-digit US phone number' },
  zipCode: /*i18n*/ { id: 'shared.message.zipCode', message: 'Enter a 5-digit ZIP code' },
  selectState: /*i18n*/ { id: 'shared.message.selectState', message: 'Select a state' },
  validDate: /*i18n*/ { id: 'shared.message.validDate', message: 'Enter a valid date' },

  // The service request forms (service-request-schemas.ts)
  chooseRole: /*i18n*/ { id: 'shared.message.chooseRole', message: 'Choose shipper, broker or dispatcher' },
  selectServiceType: /*i18n*/ { id: 'shared.message.selectServiceType', message: 'Select a service type' },
  selectUrgency: /*i18n*/ { id: 'shared.message.selectUrgency', message: 'Select an urgency' },
  selectTimeOfDay: /*i18n*/ { id: 'shared.message.selectTimeOfDay', message: 'Select a time of day' },
  contactNameTooShort: /*i18n*/ { id: 'shared.message.contactNameTooShort', message: 'String must contain at least 2 character(s)' },
  measureInches: /*i18n*/ {
    id: 'shared.message.measureInches',
    message: 'Enter a number of inches greater than 0 and at most {max}',
  },
  measurePounds: /*i18n*/ {
    id: 'shared.message.measurePounds',
    message: 'Enter a number of pounds greater than 0 and at most {max}',
  },
  preferredDatePast: /*i18n*/ { id: 'shared.message.preferredDatePast', message: 'Preferred date cannot be earlier than today' },
  preferredDateTooFar: /*i18n*/ { id: 'shared.message.preferredDateTooFar', message: 'Choose a date within the next 12 months' },

  // The instant estimate (instant-estimate.ts)
  selectShippingServiceType: /*i18n*/ { id: 'shared.message.selectShippingServiceType', message: 'Select a shipping service type' },
  enterWeight: /*i18n*/ { id: 'shared.message.enterWeight', message: 'Enter a weight in pounds' },
  weightRange: /*i18n*/ {
    id: 'shared.message.weightRange',
    message: 'Enter a weight in pounds, greater than 0 and at most {max}',
  },
  unknownZip: /*i18n*/ {
    id: 'shared.message.unknownZip',
    message:
      "We don't have a location for ZIP code {zip}, so we can't estimate this route. Check the ZIP code, or send your request and our team will quote it.",
  },
  unknownZips: /*i18n*/ {
    id: 'shared.message.unknownZips',
    message:
      "We don't have a location for ZIP codes {first} and {second}, so we can't estimate this route. Check the ZIP code, or send your request and our team will quote it.",
  },
  sameZip: /*i18n*/ {
    id: 'shared.message.sameZip',
    message: 'Pickup and delivery are both in ZIP code {zip}. We price moves within one ZIP code with your quote.',
  },

  // The driver application (driver-application-schema.ts, uploads.ts)
  monthFormat: /*i18n*/ { id: 'shared.message.monthFormat', message: 'Enter a month as YYYY-MM' },
  yearsExperience: /*i18n*/ { id: 'shared.message.yearsExperience', message: 'Enter a whole number of years from 0 to {max}' },
  licenseNumberCharacters: /*i18n*/ {
    id: 'shared.message.licenseNumberCharacters',
    message: 'Use letters, digits, spaces and dashes only',
  },
  minimumAge: /*i18n*/ { id: 'shared.message.minimumAge', message: 'You must be at least {age} years old to apply' },
  validBirthDate: /*i18n*/ { id: 'shared.message.validBirthDate', message: 'Enter a valid date of birth' },
  selectLicenseType: /*i18n*/ { id: 'shared.message.selectLicenseType', message: 'Select a license type' },
  selectCdlClass: /*i18n*/ { id: 'shared.message.selectCdlClass', message: 'Select a CDL class' },
  licenseExpirationPast: /*i18n*/ { id: 'shared.message.licenseExpirationPast', message: 'License expiration must be in the future' },
  employmentStartFuture: /*i18n*/ { id: 'shared.message.employmentStartFuture', message: 'Employment start cannot be in the future' },
  employmentEndBeforeStart: /*i18n*/ {
    id: 'shared.message.employmentEndBeforeStart',
    message: 'Employment end cannot be before its start',
  },
  medicalCardExpirationPast: /*i18n*/ {
    id: 'shared.message.medicalCardExpirationPast',
    message: 'Medical card expiration must be in the future',
  },
  medicalCardExpirationNeeded: /*i18n*/ {
    id: 'shared.message.medicalCardExpirationNeeded',
    message: 'Enter the expiration date printed on your medical card',
  },
  canStartPast: /*i18n*/ { id: 'shared.message.canStartPast', message: 'Available start date cannot be earlier than today' },
  documentRequired: /*i18n*/ {
    id: 'shared.message.documentRequired',
    message: '{document} is required',
    labels: { document: 'driverDocument' },
  },
  fileUnsupported: /*i18n*/ { id: 'shared.message.fileUnsupported', message: '{fileName} is not a supported file type' },
  fileTooLarge: /*i18n*/ { id: 'shared.message.fileTooLarge', message: '{fileName} is too large (max {megabytes}MB)' },
  oneFileOnly: /*i18n*/ { id: 'shared.message.oneFileOnly', message: 'Only one file is allowed here' },
  tooManyFiles: /*i18n*/ { id: 'shared.message.tooManyFiles', message: 'Maximum {count} files allowed' },
  tooManyPixels: /*i18n*/ {
    id: 'shared.message.tooManyPixels',
    message: '{fileName} has too many pixels (at most 100 megapixels) or cannot be read as an image',
  },
  badFileName: /*i18n*/ {
    id: 'shared.message.badFileName',
    message: 'The file name "{fileName}" is not allowed: use a plain name without folders or control characters',
  },

  // /track (tracking-lookup.ts)
  referenceIdRequired: /*i18n*/ { id: 'shared.message.referenceIdRequired', message: 'Enter the reference ID from your confirmation' },
  trackingEmailRequired: /*i18n*/ {
    id: 'shared.message.trackingEmailRequired',
    message: 'Enter the e-mail address you gave with your request',
  },
  trackingNotFound: /*i18n*/ {
    id: 'shared.message.trackingNotFound',
    message: "We couldn't find a request with that reference ID and e-mail. Check both and try again, or call us.",
  },

  // Signing in with a link or a code: customers (customer-account.ts) and drivers (dispatch.ts)
  customerEmailRequired: /*i18n*/ {
    id: 'shared.message.customerEmailRequired',
    message: 'Enter the e-mail address you gave with your requests',
  },
  driverEmailRequired: /*i18n*/ { id: 'shared.message.driverEmailRequired', message: 'Enter the e-mail address you applied with' },
  signInCode: /*i18n*/ { id: 'shared.message.signInCode', message: 'Enter the 6-digit code from the e-mail' },
  signInInvalid: /*i18n*/ { id: 'shared.message.signInInvalid', message: 'That link or code is not valid any more. Ask for a new one.' },
  customerSignInSent: /*i18n*/ {
    id: 'shared.message.customerSignInSent',
    message:
      'If that address is on any of our requests, a sign-in link and a 6-digit code are on their way to it. They work once, for 15 minutes.',
  },
  customerSignInRequired: /*i18n*/ { id: 'shared.message.customerSignInRequired', message: 'Please sign in to see your requests.' },
  driverSignInSent: /*i18n*/ {
    id: 'shared.message.driverSignInSent',
    message:
      'If that address belongs to one of our active drivers, a sign-in link and a 6-digit code are on their way to it. They work once, for 15 minutes.',
  },
  driverSignInRequired: /*i18n*/ { id: 'shared.message.driverSignInRequired', message: 'Please sign in to see your loads.' },

  // The customer's own page (customer-portal.ts)
  declineReasonRequired: /*i18n*/ { id: 'shared.message.declineReasonRequired', message: 'Tell us why, so we can revise the quote' },
  quoteNone: /*i18n*/ { id: 'shared.message.quoteNone', message: 'This request has no quote to answer yet.' },
  quoteExpired: /*i18n*/ { id: 'shared.message.quoteExpired', message: 'This quote has expired. We will send you a new one.' },
  quoteAlreadyAnswered: /*i18n*/ { id: 'shared.message.quoteAlreadyAnswered', message: 'You have already answered this quote.' },
  quoteInvoiced: /*i18n*/ {
    id: 'shared.message.quoteInvoiced',
    message: 'This request has been invoiced; the quote can no longer be changed.',
  },
  quoteChanged: /*i18n*/ { id: 'shared.message.quoteChanged', message: 'The quote has changed; check the new amount.' },
  portalNotFound: /*i18n*/ {
    id: 'shared.message.portalNotFound',
    message: 'There is no request with that reference ID under your e-mail address.',
  },

  // The driver's page (dispatch.ts)
  loadNotFound: /*i18n*/ { id: 'shared.message.loadNotFound', message: 'There is no such load assigned to you.' },
  stageNotForward: /*i18n*/ { id: 'shared.message.stageNotForward', message: 'This load is already at that stage or past it.' },
  notAccepted: /*i18n*/ { id: 'shared.message.notAccepted', message: 'Accept the load before reporting this stage.' },
  podIncomplete: /*i18n*/ {
    id: 'shared.message.podIncomplete',
    message: "Delivered needs the receiver's name, their signature and at least one photo.",
  },
  signatureRequired: /*i18n*/ { id: 'shared.message.signatureRequired', message: 'Ask the receiver to sign on the screen.' },
  photoRequired: /*i18n*/ { id: 'shared.message.photoRequired', message: 'Add at least one photo of the delivered load.' },
  receiverNameRequired: /*i18n*/ { id: 'shared.message.receiverNameRequired', message: "Enter the receiver's name" },
  updateIdReused: /*i18n*/ {
    id: 'shared.message.updateIdReused',
    message: 'This update ID was already used for a different update.',
  },
  chooseStage: /*i18n*/ { id: 'shared.message.chooseStage', message: 'Choose a stage' },
  chooseProblem: /*i18n*/ { id: 'shared.message.chooseProblem', message: 'Choose a problem' },
  sayWhatHappened: /*i18n*/ { id: 'shared.message.sayWhatHappened', message: 'Say what happened' },
  unknownStage: /*i18n*/ { id: 'shared.message.unknownStage', message: 'Unknown stage' },
  unknownProblem: /*i18n*/ { id: 'shared.message.unknownProblem', message: 'Unknown problem' },
  notCoordinate: /*i18n*/ { id: 'shared.message.notCoordinate', message: 'Not a coordinate' },
  bothCoordinates: /*i18n*/ {
    id: 'shared.message.bothCoordinates',
    message: 'Send both latitude and longitude, or neither',
  },
  // The bill of lading signed at pickup and the receiver's exceptions (issue 39; dispatch.ts, delivery-exceptions.ts)
  shipperSignerNameRequired: /*i18n*/ {
    id: 'shared.message.shipperSignerNameRequired',
    message: "Enter the name of the shipper's representative",
  },
  shipperSignatureRequired: /*i18n*/ {
    id: 'shared.message.shipperSignatureRequired',
    message: "Ask the shipper's representative to sign on the screen.",
  },
  driverSignatureRequired: /*i18n*/ { id: 'shared.message.driverSignatureRequired', message: 'Sign on the screen yourself too.' },
  piecesConfirmedRequired: /*i18n*/ {
    id: 'shared.message.piecesConfirmedRequired',
    message: 'Enter the pieces loaded, as a whole number',
  },
  sealConfirmedRequired: /*i18n*/ { id: 'shared.message.sealConfirmedRequired', message: 'Enter the seal number on the trailer' },
  bolAlreadySigned: /*i18n*/ {
    id: 'shared.message.bolAlreadySigned',
    message: 'This bill of lading is already signed. Call the office if something changed.',
  },
  exceptionsInvalid: /*i18n*/ {
    id: 'shared.message.exceptionsInvalid',
    message: "Check the over, short or damaged lines: each needs its kind, the pieces and the receiver's note.",
  },
  // A receipt the driver sends from the road (issue 37; src/shared/dispatch/receipts.ts)
  chooseReceiptKind: /*i18n*/ { id: 'shared.message.chooseReceiptKind', message: 'Choose lumper receipt or scale ticket' },
  receiptPhotoRequired: /*i18n*/ { id: 'shared.message.receiptPhotoRequired', message: 'Add a photo of the receipt.' },
  receiptIdReused: /*i18n*/ {
    id: 'shared.message.receiptIdReused',
    message: 'This receipt ID was already used for a different receipt.',
  },

  // A driver's update as the customer reads it on /track and their own page (dispatch.ts)
  updateProblem: /*i18n*/ {
    id: 'shared.message.updateProblem',
    message: '{driver} reported a problem: {problem}',
    labels: { problem: 'problemKind' },
  },
  updateAccepted: /*i18n*/ { id: 'shared.message.updateAccepted', message: '{driver} accepted your load' },
  updateAtPickup: /*i18n*/ { id: 'shared.message.updateAtPickup', message: '{driver} arrived at pickup' },
  updatePickedUp: /*i18n*/ { id: 'shared.message.updatePickedUp', message: '{driver} picked up your load (in transit)' },
  updateAtDelivery: /*i18n*/ { id: 'shared.message.updateAtDelivery', message: '{driver} arrived at delivery' },
  updateDelivered: /*i18n*/ { id: 'shared.message.updateDelivered', message: '{driver} delivered your load' },
  updateOther: /*i18n*/ { id: 'shared.message.updateOther', message: '{driver} updated your load' },

  // Payments (payments.ts, money.ts, payment-messages.ts)
  selectPaymentMethod: /*i18n*/ { id: 'shared.message.selectPaymentMethod', message: 'Please select a payment method to continue.' },
  enterAmount: /*i18n*/ { id: 'shared.message.enterAmount', message: 'Enter an amount' },
  // A comma is read only as a thousands separator: "2,50" is refused, never guessed (decision 054).
  amountHowToWrite: /*i18n*/ {
    id: 'shared.message.amountHowToWrite',
    message: 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56',
  },
  amountTooLarge: /*i18n*/ { id: 'shared.message.amountTooLarge', message: 'The amount can be at most {max}' },
  amountPositive: /*i18n*/ { id: 'shared.message.amountPositive', message: 'The amount must be more than 0' },
  invoiceNotFound: /*i18n*/ {
    id: 'shared.message.invoiceNotFound',
    message: 'Service Request Not Found: the requested service could not be found.',
  },
  requestNotFound: /*i18n*/ { id: 'shared.message.requestNotFound', message: 'The requested service could not be found.' },
  paymentNotFound: /*i18n*/ { id: 'shared.message.paymentNotFound', message: 'We could not find that payment.' },
  invoiceAlreadyPaid: /*i18n*/ {
    id: 'shared.message.invoiceAlreadyPaid',
    message: 'Invoice {reference} is already paid. Nothing more is due, and no payment was taken.',
  },
  transferAlreadyReported: /*i18n*/ {
    id: 'shared.message.transferAlreadyReported',
    message: 'You already reported a {method} payment for this invoice. We will confirm it when it arrives.',
    labels: { method: 'paymentMethod' },
  },
  reportedTransferPending: /*i18n*/ {
    id: 'shared.message.reportedTransferPending',
    message:
      'You reported a {method} payment for this invoice that we have not confirmed yet. Paying another way now could charge you twice.',
    labels: { method: 'paymentMethod' },
  },
  attemptReplaced: /*i18n*/ {
    id: 'shared.message.attemptReplaced',
    message:
      'This payment was replaced by a newer one for the same invoice, and no money was taken. Please pay from the invoice page again.',
  },
  invoiceAssignedToFactor: /*i18n*/ {
    id: 'shared.message.invoiceAssignedToFactor',
    message:
      'Invoice {reference} has been assigned to our factoring company: it is paid to them, not here. Where to send payment is on the invoice.',
  },
  paymentInProgress: /*i18n*/ {
    id: 'shared.message.paymentInProgress',
    message: 'A payment for this invoice has just gone through or is being processed. Please refresh the page in a moment.',
  },
  cardsUnavailable: /*i18n*/ {
    id: 'shared.message.cardsUnavailable',
    message: 'Card payments are not available right now. Please choose another method or call us.',
  },
  paypalUnavailable: /*i18n*/ {
    id: 'shared.message.paypalUnavailable',
    message: 'PayPal is not available right now. Please choose another method or call us.',
  },
  onlineUnavailable: /*i18n*/ {
    id: 'shared.message.onlineUnavailable',
    message: 'Card and PayPal payments are not available on this site right now. You can pay by bank transfer, Zelle, wire or ACH.',
  },
  testMode: /*i18n*/ {
    id: 'shared.message.testMode',
    message: 'Test mode - no money moves. Card and PayPal payments on this site are simulated.',
  },
  transferReported: /*i18n*/ {
    id: 'shared.message.transferReported',
    message: 'Your {method} payment of {amount} is reported. We will confirm it when it arrives and e-mail your receipt.',
    labels: { method: 'paymentMethod' },
  },

  // The chat assistant (chat.ts)
  chatMessageRequired: /*i18n*/ { id: 'shared.message.chatMessageRequired', message: 'Type a question first' },
  chatMessageTooLong: /*i18n*/ { id: 'shared.message.chatMessageTooLong', message: 'Please keep your message under {max} characters' },
  chatFailure: /*i18n*/ {
    id: 'shared.message.chatFailure',
    message: "Sorry, I'm having trouble right now. Please try again or contact our support team at {email}.",
  },

  // Account statements on the customer's page (receivables/statements.ts)
  statementPeriodOrder: /*i18n*/ { id: 'shared.message.statementPeriodOrder', message: 'Choose a start date on or before the end date' },
  statementPeriodFuture: /*i18n*/ { id: 'shared.message.statementPeriodFuture', message: 'A statement can end today at the latest' },
  statementPeriodTooLong: /*i18n*/ { id: 'shared.message.statementPeriodTooLong', message: 'A statement covers at most {days} days' },
  noCustomerAccount: /*i18n*/ {
    id: 'shared.message.noCustomerAccount',
    message: 'Your e-mail address is not a billing contact of a customer account.',
  },
  // A broker's rate confirmation on their page (issue 39; decision 080).
  rateConfirmationNotSignable: /*i18n*/ {
    id: 'shared.message.rateConfirmationNotSignable',
    message: 'This rate confirmation can no longer be signed: only the newest one waiting for your signature can.',
  },
  rateConfirmationNoUpload: /*i18n*/ {
    id: 'shared.message.rateConfirmationNoUpload',
    message: 'A rate confirmation can be sent once you have accepted the quote, and until one is signed or accepted.',
  },
  rateConfirmationFileRequired: /*i18n*/ {
    id: 'shared.message.rateConfirmationFileRequired',
    message: 'Attach your rate confirmation (PDF, JPEG or PNG).',
  },
} as const satisfies Record<string, SharedMessage>;

export type SharedMessageKey = keyof typeof SHARED_MESSAGES;
