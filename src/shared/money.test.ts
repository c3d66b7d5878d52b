// The one rule for amounts (docs/decisions/054-unambiguous-amounts.md): what is taken and what it
// becomes, what is refused and what the refusal says, then properties over every input
// (fast-check): a comma is only ever a thousands separator, never a decimal point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountToCents, centsToAmount, moneyAmountSchema } from './money.js';

const HOW_TO_WRITE = 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56';

function read(value: unknown): { amount: string } | { refused: string } {
  const parsed = moneyAmountSchema.safeParse(value);
  return parsed.success ? { amount: parsed.data } : { refused: parsed.error.issues.map((issue) => issue.message).join(' | ') };
}

describe('what is taken', () => {
  it.each([
    ['1234.56', '1234.56'],
    ['2.50', '2.50'],
    ['2', '2.00'],
    ['2.5', '2.50'],
    ['$1,234.56', '1234.56'],
    ['1,234', '1234.00'],
    ['1,234,567.89', '1234567.89'],
    ['  $12.50 ', '12.50'],
    ['007.10', '7.10'],
    ['99,999,999.99', '99999999.99'],
    [1234.56, '1234.56'],
    [12.5, '12.50'],
    [7, '7.00'],
  ])('%j is %s', (typed, amount) => {
    expect(read(typed)).toEqual({ amount });
  });
});

describe('what is refused, and how it is said', () => {
  it('the message says how to write an amount', () => {
    expect(AMOUNT_MESSAGES.format.message).toBe(HOW_TO_WRITE);
  });

  it.each([
    // A decimal comma, as Spanish (and most of Europe) writes cents.
    '2,50',
    '1,5',
    '12,50',
    '1.234,56',
    '$1.234,56',
    '1 234,56',
    '2,50 $',
    // A point before three digits: a thousands point, or three decimals.
    '1.250',
    '2.505',
    // Commas that do not group thousands in threes.
    '1,2345',
    ',50',
    '1,,000',
    '1,000,00',
    '12,34,567',
    '0,123',
    '1,234.567',
    // Not a plain amount at all.
    '1e3',
    '1E3',
    'NaN',
    'Infinity',
    '-2.50',
    '+2.50',
    '$ 12',
    '.50',
    '12.',
    '١٢٣',
    '１２',
    '0x10',
  ])('%j', (typed) => {
    expect(read(typed)).toEqual({ refused: HOW_TO_WRITE });
  });

  it.each([2.505, 0.001, 1e21, 1e-7, -5, -0.5])('the JSON number %d', (value) => {
    expect(read(value)).toEqual({ refused: HOW_TO_WRITE });
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    [null, 'Enter an amount'],
    [Number.NaN, 'Enter an amount'],
    [Number.POSITIVE_INFINITY, 'Enter an amount'],
    ['0', 'The amount must be more than 0'],
    ['0.00', 'The amount must be more than 0'],
    [0, 'The amount must be more than 0'],
    ['123456789', 'The amount can be at most $99,999,999.99'],
    ['100,000,000.00', 'The amount can be at most $99,999,999.99'],
  ])('%j: %s', (value, message) => {
    expect(read(value)).toEqual({ refused: message });
  });
});

/** 1234567 -> "1,234,567". */
function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

const cents = fc.integer({ min: 1, max: 9_999_999_999 });
/** What people type amounts with: digits above all, and the separators that make them ambiguous. */
const typedText = fc.string({
  unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1', '5', ',', ',', '.', '.', '$', ' '),
  maxLength: 16,
});
/** Where a comma is not followed by exactly three digits (and then no fourth). */
const BAD_COMMA = /,(?!\d{3}(?!\d))/;

describe('properties', () => {
  it('every way of writing an amount is read as that amount', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), fc.boolean(), fc.constantFrom('', ' ', '  '), (amountCents, withCommas, withDollar, padding) => {
        const canonical = centsToAmount(amountCents);
        const [whole = '', fraction = ''] = canonical.split('.');
        const dollars = withCommas ? grouped(whole) : whole;
        const fractions = [`.${fraction}`, ...(fraction.endsWith('0') ? [`.${fraction[0]}`] : []), ...(fraction === '00' ? [''] : [])];
        for (const ending of fractions) {
          const typed = `${padding}${withDollar ? '$' : ''}${dollars}${ending}${padding}`;
          expect({ typed, ...read(typed) }).toEqual({ typed, amount: canonical });
        }
      }),
    );
  });

  it('any accepted string is the same cents as its canonical form (commas, $ and spaces taken out)', () => {
    fc.assert(
      fc.property(typedText, (typed) => {
        const taken = read(typed);
        if (!('amount' in taken)) return;
        expect(typed).not.toMatch(BAD_COMMA);
        const canonical = read(typed.replace(/[,$\s]/g, ''));
        expect({ typed, ...canonical }).toEqual({ typed, ...taken });
        expect(amountToCents(taken.amount)).toBe(amountToCents(typed.replace(/[,$\s]/g, '')));
      }),
      { numRuns: 2000 },
    );
  });

  it('every string with a comma not followed by exactly three digits is refused, saying how to write it', () => {
    // Built so that it has such a comma: any text, a comma, 0-2 or 4-6 digits, then a non-digit or the end.
    const badComma = fc
      .tuple(
        typedText,
        fc.constantFrom(0, 1, 2, 4, 5, 6),
        fc.integer({ min: 0, max: 999_999 }),
        fc.option(fc.constantFrom('.', ',', '$', ' ', '.5', '.50'), { nil: '' }),
      )
      .map(([before, length, digits, after]) => `${before},${String(digits).padStart(6, '0').slice(0, length)}${after}`);
    fc.assert(
      fc.property(
        fc.oneof(
          badComma,
          typedText.filter((typed) => BAD_COMMA.test(typed)),
        ),
        (typed) => {
          expect({ typed, ...read(typed) }).toEqual({ typed, refused: HOW_TO_WRITE });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a JSON number with at most two decimals is taken exactly; with more, refused', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (amountCents, extraDigit) => {
        expect(read(amountCents / 100)).toEqual({ amount: centsToAmount(amountCents) });
        expect(read((amountCents * 10 + extraDigit) / 1000)).toEqual({ refused: HOW_TO_WRITE });
      }),
    );
  });
});
