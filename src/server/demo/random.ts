// A seeded pseudo-random source for the demo data (mulberry32): the same seed gives the same
// data set on every run, so the demo, its tests and a newcomer's screenshots agree. Never for
// anything secret: reference IDs made here are guessable by design (demo data only).
import { CROCKFORD_ALPHABET } from '../../shared/reference-id.js';

export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** A value picked by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** `count` Crockford base32 characters (the alphabet of reference IDs). */
  crockford(count: number): string;
  /** A version-4-shaped UUID from this source. */
  uuid(): string;
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (count: number) => Array.from({ length: count }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(values: readonly T[]): T {
      const value = values[int(0, values.length - 1)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of choices) {
        left -= weight;
        if (left < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    crockford: (count) => Array.from({ length: count }, () => CROCKFORD_ALPHABET[int(0, 31)]).join(''),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
