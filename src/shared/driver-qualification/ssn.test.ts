// The Social Security number field: nine digits with or without dashes, the SSA's impossible
// numbers refused, and only the masked form for a page.
import { describe, expect, it } from 'vitest';
import { maskedSsn, optionalSsnField, recordSsnSchema, ssnField } from './ssn.js';

describe('the SSN field', () => {
  it('takes the nine digits with or without dashes and keeps the digits alone', () => {
    expect(ssnField.parse('457-55-5462')).toBe('457555462');
    expect(ssnField.parse('457555462')).toBe('457555462');
    expect(ssnField.parse(' 899-01-0001 ')).toBe('899010001');
  });

  it.each([
    ['000-12-3456', /begins with 000, 666 or 9/],
    ['666-12-3456', /begins with 000, 666 or 9/],
    ['900-12-3456', /begins with 000, 666 or 9/],
    ['999-12-3456', /begins with 000, 666 or 9/],
    ['123-00-4567', /00 as its middle two digits/],
    ['123-45-0000', /ends in 0000/],
    ['12345678', /9 digits/],
    ['1234567890', /9 digits/],
    ['123 45 6789', /9 digits/],
    ['12-345-6789', /9 digits/],
    ['abc-de-fghi', /9 digits/],
    ['', /9 digits/],
  ])('refuses %s, saying why, without echoing it', (typed, reason) => {
    const result = recordSsnSchema.safeParse({ ssn: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(reason);
    if (typed) expect(JSON.stringify(result.error?.issues)).not.toContain(typed);
  });

  it('is optional at hire: left empty, nothing is recorded', () => {
    expect(optionalSsnField.parse('')).toBeUndefined();
    expect(optionalSsnField.parse(undefined)).toBeUndefined();
    expect(optionalSsnField.parse('457-55-5462')).toBe('457555462');
    expect(optionalSsnField.safeParse('666-55-5462').success).toBe(false);
  });

  it('shows only the last four digits', () => {
    expect(maskedSsn('5462')).toBe('•••-••-5462');
  });
});
