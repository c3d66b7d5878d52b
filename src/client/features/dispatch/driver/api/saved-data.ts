// The last loads (and session) the phone saw, kept in localStorage so the page opens with data on
// a road with no signal. What is read back is checked with the shared schemas: an old or damaged
// copy is ignored, never shown half-broken. Cleared on sign-out (a shared phone).
import type { ZodType } from 'zod';

const PREFIX = 'driver-page:';

export interface Saved<T> {
  value: T;
  savedAt: number;
}

export function readSaved<T>(key: string, schema: ZodType<T>): Saved<T> | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { value?: unknown; savedAt?: unknown };
    const value = schema.safeParse(parsed.value);
    if (!value.success || typeof parsed.savedAt !== 'number') return undefined;
    return { value: value.data, savedAt: parsed.savedAt };
  } catch {
    // Storage blocked (private mode) or not JSON: as if nothing was saved.
    return undefined;
  }
}

export function writeSaved(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ value, savedAt: Date.now() }));
  } catch {
    // Full or blocked storage: the page still works online, it just opens empty offline.
  }
}

export function clearSaved(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Nothing could be saved either.
  }
}
