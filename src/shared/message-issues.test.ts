// A shared schema's issue carries its message's code and values, whatever kind of issue zod raises
// for the rule: if a zod upgrade stopped keeping the params the error map records (see
// message-issues.ts), these fail first.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_CODES } from './api-error-codes.js';
import { codedMessage } from './coded-message.js';
import { driverApplicationSchema } from './driver-applications/driver-application-schema.js';
import { APPLICATION_HISTORY_MESSAGES } from './driver-applications/application-history-messages.js';
import { completeHistory } from './driver-applications/test-support/complete-history.js';
import { codedIssue, issueMessage, withCode } from './message-issues.js';
import { moneyAmountSchema } from './money.js';
import { serviceRequestSchema, shipperRequestSchema } from './service-requests/service-request-schemas.js';
import { SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

const REQUIRED = withCode(MESSAGES.required);

/** One rule of each kind zod raises an issue for, each with its registry message. */
const RULES = z.object({
  type: z.string(REQUIRED),
  tooShort: z.string().min(1, REQUIRED),
  tooLong: z.string().max(3, withCode(MESSAGES.maxCharacters, { max: 3 })),
  pattern: z.string().regex(/^\d{5}$/, withCode(MESSAGES.zipCode)),
  choice: z.enum(['MI', 'IL'], withCode(MESSAGES.selectState)),
  format: z.string().pipe(z.email(withCode(MESSAGES.invalidEmail))),
  number: z.number(withCode(MESSAGES.notCoordinate)).max(90, withCode(MESSAGES.notCoordinate)),
  union: z.union([z.string(), z.number()], withCode(MESSAGES.enterAmount)),
  refined: z.string().refine((value) => value === 'yes', withCode(MESSAGES.chooseStage)),
  added: z.string().superRefine((value, context) => {
    if (value !== 'yes') context.addIssue({ code: 'custom', ...codedIssue(MESSAGES.sayWhatHappened) });
  }),
});

const codes = (result: { error?: z.ZodError | undefined }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issueMessage(issue)]));

describe('an issue of a shared schema', () => {
  it('carries the code of its message, whatever kind of issue zod raised', () => {
    const result = RULES.safeParse({
      tooShort: '',
      tooLong: 'abcd',
      pattern: '4812',
      choice: 'TX',
      format: 'not an address',
      number: 91,
      union: true,
      refined: 'no',
      added: 'no',
    });
    expect(codes(result)).toEqual({
      type: codedMessage(MESSAGES.required),
      tooShort: codedMessage(MESSAGES.required),
      tooLong: codedMessage(MESSAGES.maxCharacters, { max: 3 }),
      pattern: codedMessage(MESSAGES.zipCode),
      choice: codedMessage(MESSAGES.selectState),
      format: codedMessage(MESSAGES.invalidEmail),
      number: codedMessage(MESSAGES.notCoordinate),
      union: codedMessage(MESSAGES.enterAmount),
      refined: codedMessage(MESSAGES.chooseStage),
      added: codedMessage(MESSAGES.sayWhatHappened),
    });
  });

  it('says the English it always said', () => {
    const result = RULES.shape.tooLong.safeParse('abcd');
    expect(result.error?.issues[0]?.message).toBe('Must be at most 3 characters');
  });

  it("without a code of the registry (a back-office schema's words, zod's own) travels as input refused in the schema's words", () => {
    const result = z.object({ id: z.uuid({ error: 'Not a session id' }), count: z.number() }).safeParse({ id: 'x', count: 'y' });
    expect(result.error?.issues.map(issueMessage)).toEqual([
      { code: API_ERROR_CODES.invalidInput, message: 'Not a session id' },
      { code: API_ERROR_CODES.invalidInput, message: 'Invalid input: expected number, received string' },
    ]);
  });
});

describe('the public forms', () => {
  const options = { earliestPreferredDate: '2026-03-02' };

  it("give every field of an empty service request a registry message's code, the role's choice included", () => {
    const empty = shipperRequestSchema(options).safeParse({ userRole: 'shipper' });
    const fieldCodes = empty.error?.issues.map((issue) => issueMessage(issue).code) ?? [];
    expect(fieldCodes.length).toBeGreaterThan(10);
    expect(fieldCodes.filter((code) => !code.startsWith('shared.message.'))).toEqual([]);

    const noRole = serviceRequestSchema(options).safeParse({ userRole: 'captain' });
    expect(noRole.error?.issues.map(issueMessage)).toEqual([codedMessage(MESSAGES.chooseRole)]);
  });

  it('code a measurement, the contact name and the rules that tie the driver application together', () => {
    const request = shipperRequestSchema(options).safeParse({ weight: '250000', contactName: 'J' });
    expect(codes(request)).toMatchObject({
      weight: codedMessage(MESSAGES.measurePounds, { max: '200,000' }),
      contactName: codedMessage(MESSAGES.contactNameTooShort),
    });

    const application = driverApplicationSchema({ earliestToday: '2026-03-02', latestToday: '2026-03-02' }).safeParse({
      licenseType: 'CDL',
      employmentStartDate: '2020-05',
      employmentEndDate: '2019-01',
      yearsExperience: '99',
    });
    expect(codes(application)).toMatchObject({
      yearsExperience: codedMessage(MESSAGES.yearsExperience, { max: 60 }),
    });
    const together = driverApplicationSchema({ earliestToday: '2026-03-02', latestToday: '2026-03-02' }).safeParse(validApplication());
    expect(codes(together)).toEqual({
      cdlClass: codedMessage(MESSAGES.selectCdlClass),
      employmentEndDate: codedMessage(MESSAGES.employmentEndBeforeStart),
    });
    // The 391.21 history's messages (a registry of their own) travel with their code and values too.
    const history = completeHistory('2026-03-02');
    const gap = driverApplicationSchema({ earliestToday: '2026-03-02', latestToday: '2026-03-02' }).safeParse({
      ...validApplication(),
      cdlClass: 'A',
      employmentStartDate: '',
      history: { ...history, employment: history.employment.filter((entry) => entry.kind === 'employer') },
    });
    expect(codes(gap)).toEqual({
      'history.employment': codedMessage(APPLICATION_HISTORY_MESSAGES.employmentGap, { from: '2022-11', to: '2023-08' }),
    });
  });

  it("code an amount's refusal with its values", () => {
    expect(codes(moneyAmountSchema.safeParse('123456789'))).toEqual({
      '': codedMessage(MESSAGES.amountTooLarge, { max: '$99,999,999.99' }),
    });
  });
});

/** A driver application whose fields are each fine, but whose CDL lacks a class and whose employment ends before it starts. */
function validApplication() {
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@drivers.example',
    phone: '3135550142',
    dateOfBirth: '1990-04-12',
    address: '1 Depot Rd',
    city: 'Dearborn',
    state: 'MI',
    zipCode: '48120',
    licenseType: 'CDL',
    cdlClass: '',
    licenseNumber: 'W123-456-789-012',
    licenseState: 'MI',
    licenseExpiration: '2028-01-01',
    employmentStartDate: '2020-05',
    employmentEndDate: '2019-01',
    history: completeHistory('2026-03-02'),
  };
}
