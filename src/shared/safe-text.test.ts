import { describe, expect, it } from 'vitest';
import {
  emailField,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
  usPhoneField,
  zipCodeField,
} from './form-schema-fields.js';
import { safeString, UNSAFE_TEXT_MESSAGE } from './safe-text.js';
import { SHARED_MESSAGES } from './shared-messages.js';
import { cutText, isSafeText, unsafeCharacterIndex, withUnsafeCharactersReplaced } from './unsafe-characters.js';

const TRUCK = '\u{1F69A}'; // two UTF-16 units: '\ud83d\ude9a'

describe('unsafeCharacterIndex', () => {
  it.each([
    ['plain text', 'Jordan Rivera', -1],
    ['an empty string', '', -1],
    ['an emoji (a whole surrogate pair)', `load ${TRUCK} today`, -1],
    ['accents, CJK, right-to-left', 'José 東京 مرحبا', -1],
    ['other control characters (stored fine; one-line fields refuse them)', 'a\tb\r\nc\u0001\u007f', -1],
    ['U+FFFD itself', 'a\ufffdb', -1],
    ['a NUL', 'ab\u0000c', 2],
    ['a NUL first', '\u0000', 0],
    ['a lone high surrogate at the end', 'Go \ud83d', 3],
    ['a lone high surrogate before a letter', '\ud83dx', 0],
    ['a lone low surrogate', 'x\ude9a', 1],
    ['a pair in the wrong order', '\ude9a\ud83d', 0],
    ['two high surrogates then a low one', '\ud83d\ud83d\ude9a', 0],
  ])('%s', (_case, text, index) => {
    expect(unsafeCharacterIndex(text)).toBe(index);
    expect(isSafeText(text)).toBe(index === -1);
  });
});

describe('withUnsafeCharactersReplaced', () => {
  it.each([
    ['a\u0000b\u0000', 'a\ufffdb\ufffd'],
    [`\ud83d${TRUCK}\ude9a`, `\ufffd${TRUCK}\ufffd`],
    ['plain', 'plain'],
  ])('%j becomes %j', (text, shown) => {
    expect(withUnsafeCharactersReplaced(text)).toBe(shown);
  });
});

describe('cutText', () => {
  it.each([
    ['short enough', 'Pay now', 50, 'Pay now'],
    ['cut between letters', 'abcdef', 3, 'abc'],
    ['cut would split the emoji: it goes whole', `ab${TRUCK}`, 3, 'ab'],
    ['cut just after the emoji', `ab${TRUCK}c`, 4, `ab${TRUCK}`],
  ])('%s', (_case, text, max, cut) => {
    expect(cutText(text, max)).toBe(cut);
    expect(isSafeText(cutText(text, max))).toBe(true);
  });
});

describe('safeString and the form fields built on it', () => {
  const FIELDS = {
    safeString: safeString(),
    requiredText: requiredText(),
    optionalText: optionalText(),
    requiredChoice: requiredChoice(['MI', 'IL'], SHARED_MESSAGES.selectState),
    optionalChoice: optionalChoice(['MI', 'IL'], SHARED_MESSAGES.selectState),
    emailField,
    usPhoneField,
    zipCodeField,
  };

  it.each(Object.entries(FIELDS))('%s refuses a NUL and half an emoji with the one message', (_name, field) => {
    for (const text of ['MI\u0000', '\u0000', 'a@b.example\ud83d', '\ude9a48201']) {
      const result = field.safeParse(text);
      expect({ text, message: result.error?.issues[0]?.message }).toEqual({ text, message: UNSAFE_TEXT_MESSAGE });
    }
  });

  it('takes a whole emoji', () => {
    expect(requiredText().parse(`Fragile ${TRUCK}`)).toBe(`Fragile ${TRUCK}`);
  });
});
