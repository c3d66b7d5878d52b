// The rules of a quote as an offer: its last day, when it lapses, when saving it again renews it.
import { describe, expect, it } from 'vitest';
import { makesNewOffer, quoteValidUntil } from './quote-offer.js';
import { utcToday } from '../../../shared/calendar-date.js';
import { isQuoteExpired } from '../../../shared/customer-portal/customer-portal.js';

describe('a quote offer', () => {
  it('holds through today + N days, across month and year ends and leap days', () => {
    expect(quoteValidUntil('2026-11-24', 14)).toBe('2026-12-08');
    expect(quoteValidUntil('2026-12-25', 14)).toBe('2027-01-08');
    expect(quoteValidUntil('2028-02-20', 10)).toBe('2028-03-01');
  });

  it('is reckoned in UTC', () => {
    expect(utcToday(new Date('2026-11-24T23:30:00-08:00'))).toBe('2026-11-25');
  });

  it('lapses the day after its last day; one without a date never does', () => {
    expect(isQuoteExpired('2026-11-24', '2026-11-24')).toBe(false);
    expect(isQuoteExpired('2026-11-24', '2026-11-25')).toBe(true);
    expect(isQuoteExpired(null, '2999-01-01')).toBe(false);
  });

  const today = '2026-11-24';
  const open = { estimatedQuote: '100.00', quoteValidUntil: '2026-12-01', quoteResponse: null };

  it.each([
    ['a new amount', open, '120.00', true],
    ['the same amount over an open offer', open, '100.00', false],
    ['the same amount over an accepted offer', { ...open, quoteResponse: 'accepted' as const }, '100.00', false],
    [
      'the same amount over an accepted, since lapsed offer',
      { ...open, quoteValidUntil: '2026-01-01', quoteResponse: 'accepted' as const },
      '100.00',
      false,
    ],
    ['the same amount over a declined offer', { ...open, quoteResponse: 'declined' as const }, '100.00', true],
    ['the same amount over a lapsed offer', { ...open, quoteValidUntil: '2026-11-23' }, '100.00', true],
    ['the same amount over a quote without a date', { ...open, quoteValidUntil: null }, '100.00', true],
    ['a first quote', { estimatedQuote: null, quoteValidUntil: null, quoteResponse: null }, '100.00', true],
  ])('%s: new offer = %s', (_case, current, quote, expected) => {
    expect(makesNewOffer(current, quote, today)).toBe(expected);
  });
});
