import { describe, expect, it } from 'vitest';
import { bolNumberOf, bolPrefixOf, gs1CheckDigit, isValidBolNumber } from './bill-of-lading.js';

describe('the BOL number', () => {
  it('computes the check digit as GS1 does (published examples)', () => {
    // GTIN-13 6291041500213 and UPC-A 036000291452, from GS1's and the UPC's own examples.
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    // The SSCC example in GS1's General Specifications: (00) 1 0614141 123456789 7.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
  });

  it('is 17 digits: the prefix, the serial padded between them, and the check digit', () => {
    const number = bolNumberOf('0614141', 42);
    expect(number).toBe('0614141000000042' + String(gs1CheckDigit('0614141000000042')));
    expect(number).toHaveLength(17);
    expect(isValidBolNumber(number)).toBe(true);
  });

  it('finds one wrong digit and two neighbours swapped', () => {
    const number = bolNumberOf('1234567', 9876);
    for (let i = 0; i < 17; i++) {
      const wrong = number.slice(0, i) + String((Number(number[i]) + 1) % 10) + number.slice(i + 1);
      expect(isValidBolNumber(wrong)).toBe(false);
    }
    const swapped = number.slice(0, 12) + number[13] + number[12] + number.slice(14);
    if (swapped !== number) expect(isValidBolNumber(swapped)).toBe(false);
  });

  it('refuses what is not 17 digits', () => {
    expect(isValidBolNumber('123')).toBe(false);
    expect(isValidBolNumber('1234567890123456A')).toBe(false);
  });

  it('uses the GS1 prefix when configured, else the USDOT number', () => {
    expect(bolPrefixOf('0614141', '1234567')).toBe('0614141');
    expect(bolPrefixOf(undefined, '1234567')).toBe('1234567');
  });

  it('refuses a prefix and serial that do not fit', () => {
    expect(() => bolNumberOf('123456789012', 123456)).toThrow(/fit/);
    expect(() => bolNumberOf('12a', 1)).toThrow();
    expect(() => bolNumberOf('123', 0)).toThrow();
  });
});
