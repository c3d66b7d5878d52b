import { describe, expect, it } from 'vitest';
import { memoizeLast } from './memoize-last.js';

describe('memoizeLast', () => {
  it('builds once per new key and reuses the last result', () => {
    const built: string[] = [];
    const schemaFor = memoizeLast((day) => {
      built.push(day);
      return { day };
    });
    const first = schemaFor('2026-11-23');
    expect(schemaFor('2026-11-23')).toBe(first);
    expect(schemaFor('2026-11-24')).toEqual({ day: '2026-11-24' });
    expect(built).toEqual(['2026-11-23', '2026-11-24']);
  });
});
