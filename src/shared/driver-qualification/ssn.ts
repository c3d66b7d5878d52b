// A driver's Social Security number as recruiting types it (issue 41): recorded at hire or later,
// kept encrypted, shown only masked. The field takes the nine digits with or without the usual
// dashes and refuses the numbers the SSA never issues (area 000, 666 or 900-999, group 00, serial
// 0000: https://www.ssa.gov/employer/randomization.html), so a typo is caught at the form.
import { z } from 'zod';
import { safeString } from '../safe-text.js';

const SSN_SHAPE = /^(\d{3})-?(\d{2})-?(\d{4})$/;
const SHAPE_MESSAGE = 'Enter the 9 digits of the Social Security number, e.g. 123-45-6789';

/** Why a typed number is not a Social Security number, or null when it may be one. */
export function ssnProblem(typed: string): string | null {
  const match = SSN_SHAPE.exec(typed.trim());
  if (!match) return SHAPE_MESSAGE;
  const [, area, group, serial] = match as unknown as [string, string, string, string];
  if (area === '000' || area === '666' || area >= '900') return 'No Social Security number begins with 000, 666 or 9';
  if (group === '00') return 'No Social Security number has 00 as its middle two digits';
  if (serial === '0000') return 'No Social Security number ends in 0000';
  return null;
}

function refuseImpossible(typed: string, context: z.RefinementCtx): void {
  const problem = ssnProblem(typed);
  // The issue never carries what was typed (zod adds the input only when asked to).
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/** The nine digits, dashes dropped: what is encrypted. */
export const ssnField = safeString().max(20, { error: SHAPE_MESSAGE }).superRefine(refuseImpossible).transform(digitsOf);

/** The hire's optional number: absent or left empty, none is recorded. */
export const optionalSsnField = safeString()
  .max(20, { error: SHAPE_MESSAGE })
  .superRefine((typed, context) => {
    if (typed) refuseImpossible(typed, context);
  })
  .transform((typed) => (typed ? digitsOf(typed) : undefined))
  .optional();

/** PUT /api/admin/drivers/:id/ssn. */
export const recordSsnSchema = z.object({ ssn: ssnField });
export type RecordSsn = z.output<typeof recordSsnSchema>;

/** Its answer: the number masked, never whole. */
export const recordedSsnSchema = z.object({ ssnMasked: z.string() });
export type RecordedSsn = z.output<typeof recordedSsnSchema>;

/** "•••-••-1234": all a page ever shows of a recorded number. */
export function maskedSsn(last4: string): string {
  return `•••-••-${last4}`;
}

/** The 409 when the server has no key to encrypt with. */
export const SSN_NEEDS_KEY = 'Recording a Social Security number needs FIELD_ENCRYPTION_KEY in the server configuration.';
