// Dispatch and proof of delivery (issue 22; docs/decisions/043-dispatch.md): operations assigns a
// hired driver to a load, the driver moves it through its stages from a phone, and the customer
// sees each step. The stages, the problems a driver reports, the rules both sides check, and the
// shapes of every /api/admin/dispatch and /api/driver call live here once.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { safeString } from '../safe-text.js';
import { englishLabels } from '../labels/label-message.js';
import { LOAD_STAGE_MESSAGES, PROBLEM_KIND_MESSAGES } from '../labels/dispatch-labels.js';
import { codedMessage, type CodedMessage, type RegisteredMessage } from '../coded-message.js';
import { maxCharacters } from '../form-schema-fields.js';
import { codedIssue, withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';
import type { ServiceRequestStatus } from '../service-requests/service-requests.js';
import { PICKUP_SIGNER_NAME_MAX } from '../bills-of-lading/bill-of-lading.js';
import { deliveryExceptionListSchema, deliveryExceptionsField } from './delivery-exceptions.js';

const dateTime = z.iso.datetime({ offset: true });

/** A real calendar day as YYYY-MM-DD (no 2026-02-30). */
const calendarDay = (error = 'Use a date like 2026-11-24') => z.iso.date({ error }).refine(isCalendarDate, { error });

// ---------------------------------------------------------------------------------------------
// Stages

/** What the driver moves a load through, in order; 'assigned' is before the driver accepted. */
export const LOAD_STAGES = ['assigned', 'accepted', 'at_pickup', 'picked_up', 'at_delivery', 'delivered'] as const;
export type LoadStage = (typeof LOAD_STAGES)[number];

/** The stages a driver may report (every stage but the office's 'assigned'). */
export const DRIVER_STAGES = ['accepted', 'at_pickup', 'picked_up', 'at_delivery', 'delivered'] as const;
export type DriverStage = (typeof DRIVER_STAGES)[number];

export const LOAD_STAGE_LABELS: Record<LoadStage, string> = /* @__PURE__ */ englishLabels(LOAD_STAGE_MESSAGES);

export function isLoadStage(value: unknown): value is LoadStage {
  return typeof value === 'string' && (LOAD_STAGES as readonly string[]).includes(value);
}

/** Where a stage sits in the order (assigned is 0, delivered 5). */
export function stageIndex(stage: LoadStage): number {
  return LOAD_STAGES.indexOf(stage);
}

/**
 * Whether a load at `current` may move to `next`: forward only, one or more steps (a driver who
 * forgot to tap "Arrived at pickup" may still tap "Picked up"), never back, never to where it is.
 */
export function mayMoveTo(current: LoadStage, next: DriverStage): boolean {
  return stageIndex(next) > stageIndex(current);
}

/** The stage the driver's main button offers next; null once delivered. */
export function nextStageOf(current: LoadStage): DriverStage | null {
  const next = LOAD_STAGES[stageIndex(current) + 1];
  return next && next !== 'assigned' ? next : null;
}

/**
 * The request status a stage puts the request in (issue 22: picked up is in transit, delivered
 * is delivered; accepting starts the work). A request is never moved backwards by a stage: the
 * server applies this only when it is further along than the request's current status.
 */
export const STAGE_REQUEST_STATUS: Partial<Record<LoadStage, ServiceRequestStatus>> = {
  accepted: 'in-progress',
  picked_up: 'in-transit',
  delivered: 'delivered',
};

/** Re-assigning a load before pickup sends it back to 'assigned' (the new driver accepts it); after pickup the goods are on a truck and the stage stays. */
export function stageAfterReassign(current: LoadStage): LoadStage {
  return stageIndex(current) < stageIndex('picked_up') ? 'assigned' : current;
}

// ---------------------------------------------------------------------------------------------
// Problems

export const PROBLEM_KINDS = ['delay', 'damage', 'refused', 'cannot_access'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const PROBLEM_LABELS: Record<ProblemKind, string> = /* @__PURE__ */ englishLabels(PROBLEM_KIND_MESSAGES);

// ---------------------------------------------------------------------------------------------
// Messages both sides show (the driver's are in shared-messages.ts; the office's stay English)

/** How every refusal for an incomplete qualification file begins (the dialog knows it by this). */
export const QUALIFICATION_FILE_INCOMPLETE_PREFIX = "This driver's qualification file is incomplete:";

export const DISPATCH_MESSAGES = {
  driverNotActive: 'This driver is not active and cannot be assigned.',
  licenseExpired: (until: string) => `This driver's license has expired (or expires before ${until}) and cannot be assigned.`,
  medicalCardExpired: (until: string) => `This driver's medical card has expired (or expires before ${until}) and cannot be assigned.`,
  medicalCardMissing: 'This driver has no medical card on file; a CDL driver needs one to be assigned.',
  notDispatchable: 'This request cannot be dispatched: it needs a quote or an invoice, and must not be delivered or cancelled.',
  notAssigned: 'This load has no driver assigned.',
  /** A broker's load without a signed or accepted rate confirmation (issue 39; decision 080). */
  rateConfirmationMissing:
    'This broker load has no signed or accepted rate confirmation. Get it signed, accept the broker’s own, or (owner) override with a reason.',
  /**
   * The driver's qualification file lacks a required item (issue 41; decision 087): each blocking
   * item named as blockingItemText writes it. The owner may dispatch anyway for one load.
   */
  qualificationFileIncomplete: (items: readonly string[]) => `${QUALIFICATION_FILE_INCOMPLETE_PREFIX} ${items.join('; ')}.`,
  alreadyDelivered: 'This load has been delivered; its driver can no longer be changed.',
  pickupDateInPast: 'The planned pickup date cannot be in the past.',
  loadNotFound: codedMessage(MESSAGES.loadNotFound),
  stageNotForward: codedMessage(MESSAGES.stageNotForward),
  notAccepted: codedMessage(MESSAGES.notAccepted),
  podIncomplete: codedMessage(MESSAGES.podIncomplete),
  signatureRequired: codedMessage(MESSAGES.signatureRequired),
  photoRequired: codedMessage(MESSAGES.photoRequired),
  receiverNameRequired: codedMessage(MESSAGES.receiverNameRequired),
  updateIdReused: codedMessage(MESSAGES.updateIdReused),
  driverSignInRequired: codedMessage(MESSAGES.driverSignInRequired),
  driverSignInSent: codedMessage(MESSAGES.driverSignInSent),
  driverSignInInvalid: codedMessage(MESSAGES.signInInvalid),
  shipperSignerNameRequired: codedMessage(MESSAGES.shipperSignerNameRequired),
  shipperSignatureRequired: codedMessage(MESSAGES.shipperSignatureRequired),
  driverSignatureRequired: codedMessage(MESSAGES.driverSignatureRequired),
  piecesConfirmedRequired: codedMessage(MESSAGES.piecesConfirmedRequired),
  sealConfirmedRequired: codedMessage(MESSAGES.sealConfirmedRequired),
  bolAlreadySigned: codedMessage(MESSAGES.bolAlreadySigned),
  exceptionsInvalid: codedMessage(MESSAGES.exceptionsInvalid),
} as const;

// ---------------------------------------------------------------------------------------------
// Driver sign-in (the same scheme as the customer's: docs/decisions/038-customer-sign-in.md)

export const DRIVER_SIGN_IN_VALID_MINUTES = 15;
/** Wrong codes after which a sign-in's code stops working (its link does not; decision 055). */
export const DRIVER_SIGN_IN_MAX_CODE_FAILURES = 5;
/** A driver's phone stays signed in this long without use (a week on the road between loads). */
export const DRIVER_SESSION_IDLE_DAYS = 30;

const DRIVER_EMAIL_REQUIRED = withCode(MESSAGES.driverEmailRequired);

export const driverEmailField = safeString(DRIVER_EMAIL_REQUIRED)
  .trim()
  .min(1, DRIVER_EMAIL_REQUIRED)
  .max(254, maxCharacters(254))
  .pipe(z.email(withCode(MESSAGES.validEmailAddress)))
  .transform((email) => email.toLowerCase());

/** POST /api/driver/sign-in/request */
export const driverSignInRequestSchema = z.object({ email: driverEmailField });
export type DriverSignInRequest = z.input<typeof driverSignInRequestSchema>;

/** POST /api/driver/sign-in/code */
export const driverSignInCodeSchema = z.object({
  email: driverEmailField,
  code: safeString(withCode(MESSAGES.signInCode))
    .trim()
    .regex(/^\d{6}$/, withCode(MESSAGES.signInCode)),
});
export type DriverSignInCode = z.input<typeof driverSignInCodeSchema>;

/** POST /api/driver/sign-in/link: the token from the link's fragment (#token=...). */
export const driverSignInLinkSchema = z.object({
  token: safeString().regex(/^[A-Za-z0-9_-]{43}$/, withCode(MESSAGES.signInInvalid)),
});

/** GET /api/driver/session (and the answer to a successful sign-in): who is signed in, first name only. */
export const driverSessionSchema = z.object({
  firstName: z.string(),
  email: z.string(),
  signedInAt: z.iso.datetime({ offset: true }),
});
export type DriverSession = z.infer<typeof driverSessionSchema>;

// ---------------------------------------------------------------------------------------------
// The office: the Dispatch area (/api/admin/dispatch/*)

/** Loads on the board: the quoted or invoiced shipper requests not yet delivered or cancelled, and assigned loads until delivered. */
export const BOARD_STAGE_FILTERS = ['unassigned', ...LOAD_STAGES] as const;
export type BoardStageFilter = (typeof BOARD_STAGE_FILTERS)[number];

export const dispatchBoardQuerySchema = z.object({
  /** Planned pickup day (assigned loads) or preferred day (unassigned ones). */
  date: calendarDay().optional(),
  driverId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  stage: z.enum(BOARD_STAGE_FILTERS).optional(),
});
export type DispatchBoardQuery = z.infer<typeof dispatchBoardQuerySchema>;

export const boardLoadSchema = z.object({
  serviceRequestId: z.number().int(),
  referenceId: z.string(),
  serviceType: z.string(),
  urgency: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  /** YYYY-MM-DD, or null for ASAP. */
  preferredDate: z.string().nullable(),
  requestStatus: z.string(),
  /** Null while unassigned. */
  assignment: z
    .object({
      driverId: z.number().int(),
      driverName: z.string(),
      vehicleNumber: z.string().nullable(),
      trailerNumber: z.string().nullable(),
      plannedPickupDate: z.string(),
      /** The appointments agreed with the shipper and the receiver (issue 37: detention's free time runs from one the driver was early for). */
      pickupAppointmentAt: dateTime.nullable(),
      deliveryAppointmentAt: dateTime.nullable(),
      stage: z.enum(LOAD_STAGES),
      assignedAt: dateTime,
    })
    .nullable(),
  /** The driver's newest update on this load (stage or problem). */
  lastUpdate: z
    .object({
      kind: z.enum(['stage', 'problem']),
      stage: z.enum(LOAD_STAGES).nullable(),
      problem: z.enum(PROBLEM_KINDS).nullable(),
      note: z.string().nullable(),
      at: dateTime,
    })
    .nullable(),
  /** An open problem: reported and not followed by a later stage. */
  hasOpenProblem: z.boolean(),
  /** The driver confirmed at pickup another count of pieces than the signed bill of lading's (issue 39). */
  piecesMismatchAtPickup: z.boolean(),
  /** The receiver noted over, short or damaged freight on the proof of delivery (issue 39). */
  hasDeliveryExceptions: z.boolean(),
});
export type BoardLoad = z.infer<typeof boardLoadSchema>;

export const boardDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  licenseExpiration: z.string(),
  medicalCardExpiration: z.string().nullable(),
  /** Why the driver cannot be assigned today; null when they can. */
  ineligibleReason: z.string().nullable(),
  /**
   * The reason is only the qualification file's paperwork (issue 41): the owner may dispatch the
   * driver anyway, one load at a time, with a reason. False when there is no reason or a lapsed
   * license, medical card or inactive status (never overridden).
   */
  overridable: z.boolean(),
  activeLoads: z.number().int().nonnegative(),
});
export type BoardDriver = z.infer<typeof boardDriverSchema>;

/** GET /api/admin/dispatch/board */
export const dispatchBoardSchema = z.object({
  loads: z.array(boardLoadSchema),
  drivers: z.array(boardDriverSchema),
  /** The change counter the live events carry: a board older than an event is refetched. */
  version: z.number().int().nonnegative(),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;

const vehicleNumber = safeString()
  .trim()
  .max(30, maxCharacters(30))
  .regex(/^[A-Za-z0-9 #./-]*$/, { error: 'Use letters, digits, spaces, #, ., / and - only' })
  .optional()
  .transform((value) => value || null);

/** PUT /api/admin/dispatch/loads/:id/assignment: assign, or re-assign to another driver. */
/** An appointment as an instant with its offset (the dialog sends its datetime-local field as one); null clears it. */
const appointment = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `Enter the ${what} appointment as a date and time` })
    .nullable()
    .optional();

/** The owner's override of the rate-confirmation gate needs its reason (issue 39). */
export const RATE_CONFIRMATION_OVERRIDE_REASON_MESSAGE = 'Give the reason for dispatching without a rate confirmation.';

/** The owner's override of the qualification-file gate needs its reason (issue 41). */
export const QUALIFICATION_OVERRIDE_REASON_MESSAGE = 'Give the reason for dispatching a driver whose qualification file is incomplete.';

const overrideReason = (message: string) =>
  z.object({
    reason: safeString({ error: message }).trim().min(1, { error: message }).max(500, maxCharacters(500)),
  });

export const APPOINTMENT_ORDER_MESSAGE = 'The delivery appointment must be after the pickup appointment.';

export const assignLoadSchema = z
  .object({
    driverId: z.number().int().positive().max(2_147_483_647),
    plannedPickupDate: calendarDay('Choose the planned pickup date'),
    vehicleNumber,
    trailerNumber: vehicleNumber,
    /** Left out: the assignment keeps the appointment it has. */
    pickupAppointmentAt: appointment('pickup'),
    deliveryAppointmentAt: appointment('delivery'),
    /**
     * A broker load without a signed or accepted rate confirmation is dispatched only with this:
     * the owner's reason (issue 39; the staff area `dispatch-overrides`).
     */
    rateConfirmationOverride: overrideReason(RATE_CONFIRMATION_OVERRIDE_REASON_MESSAGE).optional(),
    /**
     * A driver whose qualification file lacks a paperwork item (application, motor vehicle record,
     * road test, previous employers' answers, annual review) is dispatched only with this: the
     * owner's reason, for this load (issue 41; the staff area `dispatch-overrides`). It never
     * covers a lapsed license or medical card, or a driver who is not active.
     */
    qualificationOverride: overrideReason(QUALIFICATION_OVERRIDE_REASON_MESSAGE).optional(),
  })
  .refine(
    ({ pickupAppointmentAt, deliveryAppointmentAt }) =>
      !pickupAppointmentAt || !deliveryAppointmentAt || Date.parse(deliveryAppointmentAt) > Date.parse(pickupAppointmentAt),
    { error: APPOINTMENT_ORDER_MESSAGE, path: ['deliveryAppointmentAt'] },
  );
export type AssignLoad = z.input<typeof assignLoadSchema>;

// ---------------------------------------------------------------------------------------------
// The road: the driver's page (/api/driver/*)

export const driverLoadSummarySchema = z.object({
  referenceId: z.string(),
  stage: z.enum(LOAD_STAGES),
  plannedPickupDate: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  urgency: z.string(),
});
export type DriverLoadSummary = z.infer<typeof driverLoadSummarySchema>;

/** GET /api/driver/loads: the signed-in driver's loads not yet delivered, then those delivered in the last 24 hours. */
export const driverLoadListSchema = z.object({ loads: z.array(driverLoadSummarySchema) });

const placeSchema = z.object({
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  instructions: z.string().nullable(),
});

export const driverUpdateViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['stage', 'problem']),
  stage: z.enum(LOAD_STAGES).nullable(),
  problem: z.enum(PROBLEM_KINDS).nullable(),
  note: z.string().nullable(),
  /** When it happened on the phone (a queued update keeps its own time). */
  at: dateTime,
});
export type DriverUpdateView = z.infer<typeof driverUpdateViewSchema>;

/**
 * The load's bill of lading as the phone needs it at pickup (issue 39): the newest issued version,
 * its pieces (the units' counts added up) and seal, and whether it is signed. Null while the office
 * has issued none: the pickup then goes as before, without signatures.
 */
export const driverBillOfLadingSchema = z.object({
  bolNumber: z.string(),
  version: z.number().int(),
  pieces: z.number().int().nonnegative(),
  /** Empty when the trailer has no seal. */
  sealNumber: z.string(),
  signed: z.boolean(),
});
export type DriverBillOfLading = z.infer<typeof driverBillOfLadingSchema>;

/** Whether "Picked up" on this load needs the pickup form (an issued, unsigned bill of lading). */
export function pickupNeedsSignatures(load: { billOfLading?: DriverBillOfLading | null }): boolean {
  return Boolean(load.billOfLading && !load.billOfLading.signed);
}

/** GET /api/driver/loads/:ref */
export const driverLoadSchema = driverLoadSummarySchema.extend({
  serviceType: z.string(),
  vehicleNumber: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  preferredTime: z.string().nullable(),
  pickup: placeSchema,
  delivery: placeSchema,
  contact: z.object({ name: z.string(), company: z.string().nullable(), phone: z.string() }),
  item: z.object({
    description: z.string(),
    itemType: z.string().nullable(),
    length: z.string().nullable(),
    width: z.string().nullable(),
    height: z.string().nullable(),
    weight: z.string().nullable(),
    specialHandling: z.string().nullable(),
  }),
  /** The customer's item photos, served to this driver only: /api/driver/loads/:ref/photos/:id */
  photos: z.array(z.object({ id: z.string(), url: z.string(), contentType: z.string() })),
  updates: z.array(driverUpdateViewSchema),
  nextStage: z.enum(DRIVER_STAGES).nullable(),
  billOfLading: driverBillOfLadingSchema.nullable(),
});
export type DriverLoad = z.infer<typeof driverLoadSchema>;

/** A map search for an address (opens the phone's map app). */
export function mapLinkFor(place: { address: string; city: string; state: string; zip: string }): string {
  const query = `${place.address}, ${place.city}, ${place.state} ${place.zip}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export const MAX_DRIVER_NOTE_LENGTH = 1000;
export const MAX_RECEIVER_NAME_LENGTH = 100;
/** Longest seal number the driver may confirm (seals print 6 to 12 characters). */
export const MAX_SEAL_NUMBER_LENGTH = 40;
/** How far back a queued update's own time may be (a phone offline for a day still counts); older is refused. */
export const MAX_QUEUED_UPDATE_AGE_HOURS = 72;

/**
 * A latitude or longitude as a form field sends it. An empty field is no location, never 0 (a
 * blank coerced to a number would put the delivery at 0°, 0° in the Gulf of Guinea).
 */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number(withCode(MESSAGES.notCoordinate))
      .min(-limit, withCode(MESSAGES.notCoordinate))
      .max(limit, withCode(MESSAGES.notCoordinate))
      .optional(),
  );

/**
 * The text fields of POST /api/driver/loads/:ref/updates (multipart/form-data; files: `photos`
 * up to DRIVER_PHOTO_RULES.maxFiles, `signature` one PNG). `updateId` is made by the phone once
 * per update and sent again on every retry: the server keeps the first and answers the same for
 * the rest. `recordedAt` is when the driver tapped (a queued update is sent later).
 */
export const driverUpdateFieldsSchema = z
  .object({
    updateId: z.uuid({ error: 'updateId must be a UUID' }),
    kind: z.enum(['stage', 'problem'], { error: 'kind must be stage or problem' }),
    stage: z.enum(DRIVER_STAGES, withCode(MESSAGES.unknownStage)).optional(),
    problem: z.enum(PROBLEM_KINDS, withCode(MESSAGES.unknownProblem)).optional(),
    note: safeString()
      .trim()
      .max(MAX_DRIVER_NOTE_LENGTH, maxCharacters(MAX_DRIVER_NOTE_LENGTH))
      .optional()
      .transform((value) => value || null),
    recordedAt: dateTime.optional(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    receiverName: safeString()
      .trim()
      .max(MAX_RECEIVER_NAME_LENGTH, maxCharacters(MAX_RECEIVER_NAME_LENGTH))
      .optional()
      .transform((value) => value || null),
    // Picked up with an unsigned bill of lading (issue 39): the shipper's representative, the
    // pieces and seal the driver confirms; the two signatures are files. Which of them are needed
    // depends on the bill of lading, so the server checks that (update-rules.ts), not this schema.
    shipperSignerName: safeString()
      .trim()
      .max(PICKUP_SIGNER_NAME_MAX, maxCharacters(PICKUP_SIGNER_NAME_MAX))
      .optional()
      .transform((value) => value || null),
    piecesConfirmed: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      safeString(withCode(MESSAGES.piecesConfirmedRequired))
        .trim()
        .regex(/^\d{1,6}$/, withCode(MESSAGES.piecesConfirmedRequired))
        .transform(Number)
        .optional(),
    ),
    /** Absent: not sent; empty: the driver confirms there is no seal. */
    sealConfirmed: safeString().trim().max(MAX_SEAL_NUMBER_LENGTH, maxCharacters(MAX_SEAL_NUMBER_LENGTH)).optional(),
    /** Delivered: the receiver's over, short or damaged lines, as one JSON text (delivery-exceptions.ts). */
    exceptions: deliveryExceptionsField,
  })
  .superRefine((fields, ctx) => {
    if (fields.kind === 'stage' && !fields.stage) ctx.addIssue({ code: 'custom', path: ['stage'], ...codedIssue(MESSAGES.chooseStage) });
    if (fields.kind === 'problem' && !fields.problem)
      ctx.addIssue({ code: 'custom', path: ['problem'], ...codedIssue(MESSAGES.chooseProblem) });
    if (fields.kind === 'problem' && !fields.note)
      ctx.addIssue({ code: 'custom', path: ['note'], ...codedIssue(MESSAGES.sayWhatHappened) });
    if ((fields.latitude === undefined) !== (fields.longitude === undefined))
      ctx.addIssue({ code: 'custom', path: ['longitude'], ...codedIssue(MESSAGES.bothCoordinates) });
  });
export type DriverUpdateFields = z.output<typeof driverUpdateFieldsSchema>;

/** The answer to an update: the update as stored and the load after it (the same answer for a replay). */
export const driverUpdateResultSchema = z.object({
  update: driverUpdateViewSchema,
  load: driverLoadSummarySchema,
  /** True when this update ID had been accepted before: nothing changed this time. */
  replayed: z.boolean(),
});
export type DriverUpdateResult = z.infer<typeof driverUpdateResultSchema>;

// ---------------------------------------------------------------------------------------------
// The customer: each driver update on /track and on their own page

/** One driver update as the customer sees it: the driver's first name only, never their phone or license; no note. */
export const deliveryUpdateSchema = z.object({
  at: dateTime,
  kind: z.enum(['stage', 'problem']),
  stage: z.enum(LOAD_STAGES).nullable(),
  problem: z.enum(PROBLEM_KINDS).nullable(),
  driverFirstName: z.string(),
});
export type DeliveryUpdate = z.infer<typeof deliveryUpdateSchema>;

/** The proof of delivery as the customer sees it (the PDF has the signature and photos). */
export const proofOfDeliverySummarySchema = z.object({
  deliveredAt: dateTime,
  receiverName: z.string(),
  /** The receiver's over, short or damaged notes (issue 39); their photos are in the PDF. Absent in a copy saved before them. */
  exceptions: deliveryExceptionListSchema.optional(),
});
export type ProofOfDeliverySummary = z.infer<typeof proofOfDeliverySummarySchema>;

const UPDATE_MESSAGES: Record<DriverStage, RegisteredMessage> = {
  accepted: MESSAGES.updateAccepted,
  at_pickup: MESSAGES.updateAtPickup,
  picked_up: MESSAGES.updatePickedUp,
  at_delivery: MESSAGES.updateAtDelivery,
  delivered: MESSAGES.updateDelivered,
};

/** What a customer-facing timeline says for a driver update (sharedMessageText shows it in a language). */
export function deliveryUpdateText(update: Pick<DeliveryUpdate, 'kind' | 'stage' | 'problem' | 'driverFirstName'>): CodedMessage {
  const driver = update.driverFirstName;
  if (update.kind === 'problem' && update.problem) return codedMessage(MESSAGES.updateProblem, { driver, problem: update.problem });
  return codedMessage(update.stage && update.stage !== 'assigned' ? UPDATE_MESSAGES[update.stage] : MESSAGES.updateOther, { driver });
}
