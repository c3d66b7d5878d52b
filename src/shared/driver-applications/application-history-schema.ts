// The rules of the 391.21 history (issue 41; application-history.ts holds its shape): each field's
// own rules here, and the rules that tie the lists to the window they must cover. The browser
// validates every change with it and the server every submission (as the `history` member of
// driverApplicationSchema, whose license type decides how many years of employment are asked),
// so a field is refused with the same message on both sides.
//
// What the form holds may differ from what is stored: a number as typed ('12' or 12), an empty
// month or e-mail ('' for "none"), a yes-or-no not answered yet (null). The output is exactly
// ApplicationHistory (checked below when the code compiles).
import { z } from 'zod';
import { isCalendarDate, isCalendarMonth, subtractYears } from '../calendar-date.js';
import { codedMessage } from '../coded-message.js';
import {
  emailField,
  isOneLine,
  ONE_LINE_ERROR,
  optionalChoice,
  REQUIRED_ERROR,
  requiredChoice,
  requiredLine,
  requiredText,
  TEXT_LIMITS,
  usPhoneField,
  zipCodeField,
} from '../form-schema-fields.js';
import { codedIssue, withCode } from '../message-issues.js';
import { safeString } from '../safe-text.js';
import { SHARED_MESSAGES } from '../shared-messages.js';
import { US_STATES } from '../us-states.js';
import { APPLICATION_HISTORY_MESSAGES as MESSAGES } from './application-history-messages.js';
import { EQUIPMENT_CLASSES, HISTORY_LIST_LIMITS, HISTORY_YEARS, type ApplicationHistory } from './application-history.js';
import { CDL_CLASSES, LICENSE_TYPES, type LicenseType } from './driver-applications.js';
import { lookBackWindow, uncoveredMonths, type MonthRange } from './month-coverage.js';

export interface ApplicationHistorySchemaOptions {
  /** Today, YYYY-MM-DD, as driverApplicationSchema takes it: the earliest and the latest 'today' in the US. */
  earliestToday: string;
  latestToday: string;
}

/** The most miles a class of equipment is credited with: a lifetime of driving, and a bound. */
export const MAX_APPROXIMATE_MILES = 10_000_000;
/** The most people an accident's counts take. */
export const MAX_ACCIDENT_PEOPLE = 999;

/** A state's code; read as the shape's plain string (application-history.ts), so the output is that shape exactly. */
const requiredState = () => requiredChoice(US_STATES, SHARED_MESSAGES.selectState).transform((state): string => state);

/** A month as a month input gives it, not after this month anywhere in the US. */
function pastMonth(latestMonth: string) {
  return safeString(REQUIRED_ERROR)
    .trim()
    .min(1, REQUIRED_ERROR)
    .refine(isCalendarMonth, withCode(SHARED_MESSAGES.monthFormat))
    .refine((month) => month <= latestMonth, withCode(MESSAGES.monthFuture));
}

/** The last month of a range, or empty (null) for "to this day". */
function endMonth(latestMonth: string) {
  return safeString()
    .trim()
    .nullable()
    .transform((month) => month || null)
    .refine((month) => month === null || isCalendarMonth(month), withCode(SHARED_MESSAGES.monthFormat))
    .refine((month) => month === null || month <= latestMonth, withCode(MESSAGES.monthFuture));
}

/** A whole number typed into a box, or sent as one. */
function wholeNumber(max: number) {
  return z
    .union([z.number(), safeString().trim()], withCode(MESSAGES.wholeNumber, { max }))
    .refine(
      (value) => (typeof value === 'number' ? Number.isInteger(value) : /^\d{1,9}$/.test(value)),
      withCode(MESSAGES.wholeNumber, { max }),
    )
    .transform(Number)
    .refine((value) => value >= 0 && value <= max, withCode(MESSAGES.wholeNumber, { max }));
}

/** A day (YYYY-MM-DD) within the last `years` years anywhere in the US, and not after today. */
function recentDay(options: ApplicationHistorySchemaOptions, years: number) {
  const earliest = subtractYears(options.earliestToday, years);
  return safeString(REQUIRED_ERROR)
    .trim()
    .min(1, REQUIRED_ERROR)
    .refine(isCalendarDate, withCode(SHARED_MESSAGES.validDate))
    .refine((day) => day >= earliest && day <= options.latestToday, withCode(MESSAGES.dateInLastYears, { years }));
}

/** Text or nothing: empty becomes null (an optional e-mail, an explanation of "no"). */
function nullableText(max: number) {
  return safeString()
    .trim()
    .max(max, withCode(SHARED_MESSAGES.maxCharacters, { max }))
    .nullable()
    .transform((value) => value || null);
}

const optionalEmail = safeString()
  .trim()
  .nullable()
  .transform((value) => value || null)
  .pipe(z.union([z.null(), emailField]));

function boundedList<Item extends z.ZodType>(item: Item, max: number) {
  return z.array(item).max(max, withCode(MESSAGES.tooManyEntries, { max }));
}

/** A yes or no (null until answered), explained when yes (391.21(b)(9)). */
const licenseAction = z
  .object({ happened: z.boolean().nullable(), explanation: nullableText(TEXT_LIMITS.long) })
  .superRefine((action, context) => {
    if (action.happened === null) context.addIssue({ code: 'custom', path: ['happened'], ...codedIssue(MESSAGES.answerYesOrNo) });
    else if (action.happened && !action.explanation) {
      context.addIssue({ code: 'custom', path: ['explanation'], ...codedIssue(MESSAGES.explainWhatHappened) });
    }
  })
  // A "no" keeps no explanation left over from a "yes".
  .transform((action) => ({ happened: action.happened === true, explanation: action.happened ? action.explanation : null }));

/** Each field's own rules; applicationHistorySchema adds the rules that tie the lists together. */
function historyFields(options: ApplicationHistorySchemaOptions) {
  const latestMonth = options.latestToday.slice(0, 7);
  const month = () => pastMonth(latestMonth);
  const end = () => endMonth(latestMonth);

  const previousAddress = z.object({
    address: requiredLine(),
    city: requiredLine(100),
    state: requiredState(),
    zipCode: zipCodeField,
    fromMonth: month(),
    toMonth: month(),
  });

  const otherLicense = z.object({
    state: requiredState(),
    number: requiredLine(25),
    type: requiredChoice(LICENSE_TYPES, SHARED_MESSAGES.selectLicenseType),
    cdlClass: optionalChoice(CDL_CLASSES, SHARED_MESSAGES.selectCdlClass)
      .nullable()
      .transform((value) => value ?? null),
    expiration: safeString(REQUIRED_ERROR).trim().min(1, REQUIRED_ERROR).refine(isCalendarDate, withCode(SHARED_MESSAGES.validDate)),
  });

  const experience = z.object({
    equipment: requiredChoice(EQUIPMENT_CLASSES, MESSAGES.selectEquipment),
    fromMonth: month(),
    toMonth: end(),
    approximateMiles: wholeNumber(MAX_APPROXIMATE_MILES),
  });

  const accident = z.object({
    date: recentDay(options, HISTORY_YEARS.accidents),
    nature: requiredLine(),
    fatalities: wholeNumber(MAX_ACCIDENT_PEOPLE),
    injuries: wholeNumber(MAX_ACCIDENT_PEOPLE),
    hazmatSpill: z.boolean(),
  });

  const conviction = z.object({
    date: recentDay(options, HISTORY_YEARS.convictions),
    location: requiredLine(),
    charge: requiredLine(),
    penalty: requiredLine(),
  });

  const employer = z.object({
    kind: z.literal('employer'),
    name: requiredLine(),
    address: requiredLine(),
    city: requiredLine(100),
    state: requiredState(),
    zipCode: zipCodeField,
    phone: usPhoneField,
    email: optionalEmail,
    position: requiredLine(),
    fromMonth: month(),
    toMonth: end(),
    reasonForLeaving: requiredLine(),
    subjectToFmcsr: z.boolean(),
    safetySensitive: z.boolean(),
  });

  const gap = z.object({
    kind: z.literal('gap'),
    fromMonth: month(),
    toMonth: end(),
    explanation: requiredText(TEXT_LIMITS.long),
  });

  return z.object({
    currentAddressSince: month(),
    previousAddresses: boundedList(previousAddress, HISTORY_LIST_LIMITS.addresses),
    otherLicenses: boundedList(otherLicense, HISTORY_LIST_LIMITS.licenses),
    experience: boundedList(experience, HISTORY_LIST_LIMITS.experience),
    noAccidents: z.boolean(),
    accidents: boundedList(accident, HISTORY_LIST_LIMITS.accidents),
    noConvictions: z.boolean(),
    convictions: boundedList(conviction, HISTORY_LIST_LIMITS.convictions),
    employment: boundedList(z.discriminatedUnion('kind', [employer, gap]), HISTORY_LIST_LIMITS.employment),
    licenseDenied: licenseAction,
    licenseSuspendedOrRevoked: licenseAction,
    certification: z.object({ signedName: requiredLine(200).refine(isOneLine, ONE_LINE_ERROR) }),
  });
}

type Issue = { path: (string | number)[]; message: ReturnType<typeof codedIssue> };

/** A range whose end comes before its start, at its end field. */
function rangeOrderIssues(list: string, ranges: readonly MonthRange[]): Issue[] {
  return ranges.flatMap((range, index) =>
    range.toMonth !== null && isCalendarMonth(range.fromMonth) && isCalendarMonth(range.toMonth) && range.toMonth < range.fromMonth
      ? [{ path: [list, index, 'toMonth'], message: codedIssue(MESSAGES.monthOrder) }]
      : [],
  );
}

/** The look-back window ends with the earliest current month in the US: no one is asked for a month not yet begun. */
const currentMonthOf = (options: ApplicationHistorySchemaOptions) => options.earliestToday.slice(0, 7);

/** The addresses' hole, if any: the current one since its month, then each previous one (391.21(b)(3)). */
function addressIssues(
  history: Pick<ApplicationHistory, 'currentAddressSince' | 'previousAddresses'>,
  options: ApplicationHistorySchemaOptions,
) {
  const ranges: MonthRange[] = [{ fromMonth: history.currentAddressSince, toMonth: null }, ...history.previousAddresses];
  const [hole] = uncoveredMonths(ranges, lookBackWindow(currentMonthOf(options), HISTORY_YEARS.addresses));
  return hole ? [{ path: ['previousAddresses'], message: codedIssue(MESSAGES.addressesUncovered, hole) }] : [];
}

/** How many years of employment an applicant lists: ten with a CDL (391.21(b)(11)), three otherwise. */
export function employmentYearsFor(licenseType: LicenseType | undefined): number {
  return licenseType === 'CDL' ? HISTORY_YEARS.commercialEmployment : HISTORY_YEARS.employment;
}

/** The first unexplained gap of the employment history over the years the license type asks for. */
export function employmentGapIssues(
  employment: readonly MonthRange[],
  licenseType: LicenseType | undefined,
  options: ApplicationHistorySchemaOptions,
): Issue[] {
  const [hole] = uncoveredMonths(employment, lookBackWindow(currentMonthOf(options), employmentYearsFor(licenseType)));
  return hole ? [{ path: ['employment'], message: codedIssue(MESSAGES.employmentGap, hole) }] : [];
}

function noneOrListIssues(list: 'accidents' | 'convictions', none: boolean, count: number): Issue[] {
  const messages =
    list === 'accidents'
      ? { neither: MESSAGES.accidentsNeither, both: MESSAGES.accidentsAndNone }
      : { neither: MESSAGES.convictionsNeither, both: MESSAGES.convictionsAndNone };
  if (!none && count === 0) return [{ path: [list], message: codedIssue(messages.neither) }];
  if (none && count > 0) return [{ path: [list], message: codedIssue(messages.both) }];
  return [];
}

/**
 * The history without the employment's coverage, which depends on the license type: the
 * application's schema adds it (employmentGapIssues). Alone, it checks a history sent apart.
 */
export function applicationHistorySchema(options: ApplicationHistorySchemaOptions) {
  return historyFields(options).superRefine((history, context) => {
    const issues = [
      ...rangeOrderIssues('previousAddresses', history.previousAddresses),
      ...addressIssues(history, options),
      ...rangeOrderIssues('experience', history.experience),
      ...noneOrListIssues('accidents', history.noAccidents, history.accidents.length),
      ...noneOrListIssues('convictions', history.noConvictions, history.convictions.length),
      ...rangeOrderIssues('employment', history.employment),
    ];
    for (const issue of issues) context.addIssue({ code: 'custom', path: issue.path, ...issue.message });
  });
}

export type ApplicationHistoryInput = z.input<ReturnType<typeof applicationHistorySchema>>;
export type ApplicationHistoryOutput = z.output<ReturnType<typeof applicationHistorySchema>>;

// The schema's output is the lead's shape, exactly: a difference either way does not compile.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outputIsApplicationHistory: Exactly<ApplicationHistoryOutput, ApplicationHistory> = true;
void outputIsApplicationHistory;

/** What the server answers when the `history` field is not JSON at all. */
export const HISTORY_UNREADABLE = codedMessage(MESSAGES.historyUnreadable);
/** What the form and the server say when the drawn signature is missing. */
export const SIGNATURE_REQUIRED = codedMessage(MESSAGES.signatureRequired);
