import { describe, expect, it } from 'vitest';
import { generateDriverProfileId, generateReferenceId } from './reference-ids.js';
import { couldBePartOfReferenceId, normalizeReferenceId, REFERENCE_ID_PATTERN } from '../../shared/reference-id.js';

describe('reference IDs', () => {
  it('have the readable shape: prefix and four groups of four Crockford characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateReferenceId('SR')).toMatch(REFERENCE_ID_PATTERN);
      expect(generateReferenceId('DA')).toMatch(/^DA-/);
    }
  });

  it('carry 80 random bits: every character of the alphabet appears in every position', () => {
    const ids = Array.from({ length: 5000 }, () => generateReferenceId('SR').slice(3).replace(/-/g, ''));
    expect(new Set(ids).size).toBe(ids.length);
    for (let position = 0; position < 16; position++) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(32);
    }
  });

  it('make driver profile IDs of 8 random Crockford characters', () => {
    const ids = Array.from({ length: 2000 }, generateDriverProfileId);
    for (const id of ids) expect(id).toMatch(/^DRV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('normalize what a customer types', () => {
    expect(normalizeReferenceId('sr-7k3m-q9xd-2hvb-n4te')).toBe('SR-7K3M-Q9XD-2HVB-N4TE');
    expect(normalizeReferenceId(' SR 7K3M Q9XD 2HVB N4TE ')).toBe('SR-7K3M-Q9XD-2HVB-N4TE');
    expect(normalizeReferenceId('SR7K3MQ9XD2HVBN4TE')).toBe('SR-7K3M-Q9XD-2HVB-N4TE');
    // O reads as zero, I and L as one.
    expect(normalizeReferenceId('SR-OOOO-IIII-LLLL-0000')).toBe('SR-0000-1111-1111-0000');
  });

  it('return an ID already in its canonical form as it is, and only such an ID', () => {
    expect(normalizeReferenceId('SR-7K3M-Q9XD-2HVB-N4TE')).toBe('SR-7K3M-Q9XD-2HVB-N4TE');
    expect(normalizeReferenceId('DA-0000-1111-ZZZZ-ABCD')).toBe('DA-0000-1111-ZZZZ-ABCD');
    // Shaped like one with a character outside the alphabet: refused.
    expect(normalizeReferenceId('SR-7K3M-Q9XD-2HVB-N4TU')).toBeNull();
    // A line break after it is not passed through: the ID comes back without it.
    expect(normalizeReferenceId('SR-7K3M-Q9XD-2HVB-N4TE\n')).toBe('SR-7K3M-Q9XD-2HVB-N4TE');
  });

  it.each(['', 'SR-1234', 'XX-7K3M-Q9XD-2HVB-N4TE', 'SR-7K3M-Q9XD-2HVB-N4TEE', 'SR-7K3M-Q9XD-2HVB-N4TU', "SR-' OR 1=1 --"])(
    'refuse %j',
    (input) => {
      expect(normalizeReferenceId(input)).toBeNull();
    },
  );
});

describe('couldBePartOfReferenceId', () => {
  it.each(['SR-7K3M', '7k3m-q9', 'natarajan4', '2HVB'])('%s could be', (text) => {
    expect(couldBePartOfReferenceId(text)).toBe(true);
  });

  it.each(['gonz', 'Lee', 'jo@mail', 'SR 7K3M', 'ü'])('%s could not', (text) => {
    expect(couldBePartOfReferenceId(text)).toBe(false);
  });
});
