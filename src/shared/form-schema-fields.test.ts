// One-line fields: what they refuse, and that free text keeps its lines.
import { describe, expect, it } from 'vitest';
import { emailField, isOneLine, ONE_LINE_MESSAGE, optionalLine, optionalText, requiredLine, usPhoneField } from './form-schema-fields.js';

const REFUSED = [
  '\r',
  '\n',
  '\t',
  '\v',
  '\f',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('one-line fields', () => {
  it.each(REFUSED.map((character) => [`U+${character.codePointAt(0)!.toString(16).padStart(4, '0')}`, character]))(
    'refuse %s inside a value',
    (_name, character) => {
      expect(isOneLine(`Jordan${character}Rivera`)).toBe(false);
      for (const schema of [requiredLine(), optionalLine(), emailField, usPhoneField]) {
        const result = schema.safeParse(`313555${character}0199@example.com`);
        expect(result.error?.issues[0]?.message).toBe(ONE_LINE_MESSAGE);
      }
    },
  );

  it('take names in any script, with accents, apostrophes and emoji', () => {
    for (const name of ["O'Brien-Müller", 'José Núñez', 'محمد', '李小龍', 'Zoë 🚚']) expect(requiredLine().parse(name)).toBe(name);
  });

  it('free text keeps its lines', () => {
    expect(optionalText().parse('Gate code 1234\r\nDock 4\u2028Ask for Sam')).toBe('Gate code 1234\r\nDock 4\u2028Ask for Sam');
  });
});
