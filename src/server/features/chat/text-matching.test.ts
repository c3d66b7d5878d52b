import { describe, expect, it } from 'vitest';
import { editDistance, stem, wordMatches, wordsOf } from './text-matching.js';

describe('wordsOf', () => {
  it('lower-cases, drops accents and apostrophes, spells out short forms and stems', () => {
    expect(wordsOf("Wat pymt méthods r u takin'?")).toEqual(['what', 'payment', 'method', 'are', 'you', 'takin']);
    expect(wordsOf('E-mail me 24/7 & thx')).toEqual(['email', 'me', '24x7', 'and', 'thank']);
    expect(wordsOf('cc or FTL?')).toEqual(['creditcard', 'or', 'truckload']);
  });
});

describe('stem', () => {
  it.each([
    ['shipping', 'ship'],
    ['shipped', 'ship'],
    ['payments', 'payment'],
    ['deliveries', 'delivery'],
    ['quotes', 'quot'],
    ['quote', 'quot'],
    ['driving', 'driv'],
    ['drive', 'driv'],
    ['status', 'status'],
    ['address', 'address'],
    ['rate', 'rate'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swaps of neighbours', () => {
    expect(editDistance('track', 'track')).toBe(0);
    expect(editDistance('trak', 'track')).toBe(1);
    expect(editDistance('qoute', 'quote')).toBe(1);
    expect(editDistance('truck', 'track')).toBe(1);
    expect(editDistance('truck', 'track', false)).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('wordMatches', () => {
  // Both sides stemmed, as the matcher compares them.
  const matches = (typed: string, keyword: string) => wordMatches(stem(typed), stem(keyword));

  it.each([
    ['trak', 'track'],
    ['tarck', 'track'],
    ['shipmnt', 'shipment'],
    ['invoce', 'invoice'],
    ['pyament', 'payment'],
    ['dispatcer', 'dispatcher'],
    ['brokr', 'broker'],
    ['bil', 'bill'],
    ['qoute', 'quote'],
    ['recieved', 'received'],
  ])('reads %s as a typo of %s', (typed, keyword) => {
    expect(matches(typed, keyword)).toBe(true);
  });

  it.each([
    ['truck', 'track'],
    ['broken', 'broker'],
    ['car', 'card'],
    ['for', 'form'],
    ['pay', 'day'],
    ['care', 'card'],
    ['quite', 'quote'],
    ['ach', 'act'],
    ['photo', 'phone'],
  ])('does not read %s as %s', (typed, keyword) => {
    expect(matches(typed, keyword)).toBe(false);
  });
});
