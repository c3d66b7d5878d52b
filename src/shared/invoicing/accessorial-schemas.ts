// The accessorial catalogue as the back office reads and changes it (issue 37): a default rate per
// accessorial, and rates agreed with one customer, keyed by the contact's e-mail or their company
// (never both: the receivables issue brings customer accounts). Detention also carries its free
// time, its billing step and its cap (docs/decisions/068-detention-and-accessorials.md).
import { z } from 'zod';
import { safeString } from '../safe-text.js';
import { ACCESSORIAL_CODES, LINE_UNITS, type AccessorialCode, type LineUnit } from './invoice-lines.js';
import { lineRateSchema } from './invoice-line-schemas.js';

/** The unit each accessorial is billed in: fixed by the code, never typed (migration 0022 seeds the same). */
export const ACCESSORIAL_UNITS: Record<AccessorialCode, LineUnit> = {
  detention: 'hours',
  layover: 'days',
  lumper: 'flat',
  liftgate: 'flat',
  inside_delivery: 'flat',
  extra_stop: 'stops',
  truck_ordered_not_used: 'flat',
  scale_ticket: 'flat',
};

export const ACCESSORIAL_LABELS: Record<AccessorialCode, string> = {
  detention: 'Detention',
  layover: 'Layover',
  lumper: 'Lumper (fee over the receipt)',
  liftgate: 'Liftgate',
  inside_delivery: 'Inside delivery',
  extra_stop: 'Extra stop',
  truck_ordered_not_used: 'Truck ordered, not used',
  scale_ticket: 'Scale ticket (fee over the receipt)',
};

/**
 * Billing steps detention may use. Each is a multiple of 3 minutes, so billed hours are exact
 * with the three decimals a line's quantity keeps (6 min = 0.1 h, 15 min = 0.25 h).
 */
export const DETENTION_STEP_MINUTES = [6, 12, 15, 30, 60] as const;
/** A day of free time at most; three days of billed detention at most (a longer wait is a layover). */
export const MAX_FREE_MINUTES = 24 * 60;
export const MAX_CAP_MINUTES = 72 * 60;

export const ACCESSORIAL_MESSAGES = {
  detentionNeedsMinutes: 'Detention needs its free minutes, step minutes and cap minutes',
  onlyDetentionHasMinutes: 'Only detention has free, step and cap minutes',
  capNotMultipleOfStep: 'The cap must be a whole number of steps',
  oneCustomerKey: "Enter the customer's e-mail or their company name, not both",
  duplicateCustomerRate: 'This customer already has a rate for this accessorial: change that one',
  rateNotFound: 'There is no such customer rate',
  unknownCode: 'There is no such accessorial',
} as const;

const minutes = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${what} as whole minutes` })
    .int(`Enter the ${what} as whole minutes`)
    .min(min, `The ${what} must be at least ${min}`)
    .max(max, `The ${what} must be at most ${max}`);

const freeMinutesField = minutes('free minutes', 0, MAX_FREE_MINUTES);
const STEP_MESSAGE = `Choose a step of ${DETENTION_STEP_MINUTES.join(', ')} minutes`;
const stepMinutesField = z
  .number({ error: STEP_MESSAGE })
  .refine((step) => (DETENTION_STEP_MINUTES as readonly number[]).includes(step), STEP_MESSAGE);
const capMinutesField = minutes('cap minutes', 1, MAX_CAP_MINUTES);

export const accessorialCodeSchema = z.enum(ACCESSORIAL_CODES, { error: ACCESSORIAL_MESSAGES.unknownCode });

/** The priced part of a rate: the rate, and for detention its minutes. */
const pricedFields = {
  rate: lineRateSchema,
  freeMinutes: freeMinutesField.optional(),
  stepMinutes: stepMinutesField.optional(),
  capMinutes: capMinutesField.optional(),
};

interface PricedInput {
  freeMinutes?: number | undefined;
  stepMinutes?: number | undefined;
  capMinutes?: number | undefined;
}

/** Detention has all three minutes (the cap a whole number of steps); the other codes none. */
export function checkMinutesOf(code: AccessorialCode, value: PricedInput, context: z.RefinementCtx): void {
  const given = [value.freeMinutes, value.stepMinutes, value.capMinutes].filter((field) => field !== undefined);
  if (code !== 'detention') {
    if (given.length > 0)
      context.addIssue({ code: 'custom', message: ACCESSORIAL_MESSAGES.onlyDetentionHasMinutes, path: ['freeMinutes'] });
    return;
  }
  if (given.length < 3) {
    const missing = (['freeMinutes', 'stepMinutes', 'capMinutes'] as const).find((field) => value[field] === undefined) ?? 'freeMinutes';
    context.addIssue({ code: 'custom', message: ACCESSORIAL_MESSAGES.detentionNeedsMinutes, path: [missing] });
    return;
  }
  if (value.capMinutes! % value.stepMinutes! !== 0) {
    context.addIssue({ code: 'custom', message: ACCESSORIAL_MESSAGES.capNotMultipleOfStep, path: ['capMinutes'] });
  }
}

/** PUT /api/admin/accessorials/defaults/:code — the code comes from the path, checked beside the body. */
export const defaultRateChangeSchema = z.strictObject(pricedFields);
export type DefaultRateChange = z.output<typeof defaultRateChangeSchema>;

const customerEmailField = safeString()
  .trim()
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((email) => email.toLowerCase());
const customerCompanyField = safeString()
  .trim()
  .min(1, 'Enter the company name')
  .max(200, 'A company name has at most 200 characters')
  .refine((company) => !/[\r\n]/.test(company), 'Enter the company name on one line');

/** POST /api/admin/accessorials/customer-rates */
export const customerRateInputSchema = z
  .strictObject({
    code: accessorialCodeSchema,
    customerEmail: customerEmailField.optional(),
    customerCompany: customerCompanyField.optional(),
    ...pricedFields,
  })
  .superRefine((value, context) => {
    if ((value.customerEmail === undefined) === (value.customerCompany === undefined)) {
      context.addIssue({ code: 'custom', message: ACCESSORIAL_MESSAGES.oneCustomerKey, path: ['customerEmail'] });
    }
    checkMinutesOf(value.code, value, context);
  });
export type CustomerRateInput = z.output<typeof customerRateInputSchema>;

/** PUT /api/admin/accessorials/customer-rates/:id — the rate and minutes; the code and the customer stay (remove and add to re-key). */
export const customerRateChangeSchema = z.strictObject(pricedFields);
export type CustomerRateChange = z.output<typeof customerRateChangeSchema>;

/** A rate change checked against its accessorial (known from the path or the stored row, not the body). */
export function rateChangeSchemaFor(code: AccessorialCode) {
  return customerRateChangeSchema.superRefine((value, context) => checkMinutesOf(code, value, context));
}

/** One rate as the back office reads it: a default (both customer keys null) or a customer's. */
export const accessorialRateSchema = z.object({
  id: z.number(),
  code: z.enum(ACCESSORIAL_CODES),
  customerEmail: z.string().nullable(),
  customerCompany: z.string().nullable(),
  /** US dollars per unit ("75", "0.5"). */
  rate: z.string(),
  unit: z.enum(LINE_UNITS),
  freeMinutes: z.number().nullable(),
  stepMinutes: z.number().nullable(),
  capMinutes: z.number().nullable(),
  updatedAt: z.string(),
});
export type AccessorialRate = z.infer<typeof accessorialRateSchema>;

/** GET /api/admin/accessorials */
export const accessorialCatalogueSchema = z.object({
  defaults: z.array(accessorialRateSchema),
  customerRates: z.array(accessorialRateSchema),
});
export type AccessorialCatalogue = z.infer<typeof accessorialCatalogueSchema>;

export const accessorialCodeParams = z.object({ code: accessorialCodeSchema });
