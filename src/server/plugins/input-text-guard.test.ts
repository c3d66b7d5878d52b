import { describe, expect, it } from 'vitest';
import { unsafeTextPath } from './input-text-guard.js';

describe('unsafeTextPath', () => {
  it.each([
    ['plain JSON', { name: 'Dana', tags: ['a', 'b'], nested: { deep: [{ x: 'y' }] }, count: 3, flag: true, none: null }, undefined],
    ['a string itself', 'a\u0000', ''],
    ['a top-level field', { name: 'Da\u0000na' }, 'name'],
    ['inside an array', { tags: ['ok', 'half \ud83d'] }, 'tags.1'],
    ['deep inside', { events: [{ value: { label: '\ude9a' } }] }, 'events.0.value.label'],
    ['in a key, shown with the character replaced', { 'na\u0000me': 'Dana' }, 'na\ufffdme'],
    [
      'a parsed query string (an object of no usual prototype)',
      Object.assign(Object.create(Object.create(null) as object) as object, { ref: 'SR\u0000' }),
      'ref',
    ],
    ['a Buffer (a raw body) is not looked into', Buffer.from('a\u0000b'), undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_case, value, path) => {
    expect(unsafeTextPath(value)).toBe(path);
  });

  it('walks a body nested 100,000 deep without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unsafeTextPath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});
