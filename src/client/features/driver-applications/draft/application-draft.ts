// The application kept on this device while it is filled in (issue 41): an applicant with ten
// years of employment to look up comes back another day, after closing the browser, so it lives in
// localStorage (not the tab's sessionStorage, as the request form's draft does), under one key,
// written on every change and forgotten 30 days after it was last saved or once it is sent. Files
// and the drawn signature cannot be kept: only the documents' names are, so the form can ask for
// them again. Everything read back is checked here: only the form's own fields, each of its own
// kind (text of a bounded length, a tick, a yes-or-no), lists no longer than the schema takes.
import { HISTORY_LIST_LIMITS } from '@shared/driver-applications/application-history';
import type { DriverApplicationInput } from '@shared/driver-applications/driver-application-schema';
import { EMPTY_APPLICATION } from '../components/empty-application';
import {
  EMPTY_ACCIDENT,
  EMPTY_ADDRESS,
  EMPTY_CONVICTION,
  EMPTY_EMPLOYER,
  EMPTY_EXPERIENCE,
  EMPTY_GAP,
  EMPTY_LICENSE,
} from '../components/history/empty-history';

export const APPLICATION_DRAFT_KEY = 'driver-application-draft';
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// The longest text any field accepts (TEXT_LIMITS.long): a longer stored value was not typed here.
const MAX_VALUE_LENGTH = 2000;
const MAX_FILE_NAME_LENGTH = 255;
const MAX_FILE_NAMES = 3;

export interface ApplicationDraft {
  values: DriverApplicationInput;
  /** The names of the documents that were attached: the files themselves cannot be kept. */
  fileNames: string[];
}

/** The draft saved on this device, checked; undefined when there is none, it is not ours, or it is older than 30 days. */
export function readApplicationDraft(now: number = Date.now()): ApplicationDraft | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY) ?? 'null');
    if (!isRecord(stored) || typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_LIFETIME_MS) return undefined;
    return sanitizeApplicationDraft(stored);
  } catch {
    // Storage turned off, or text that is not JSON: the form opens empty.
    return undefined;
  }
}

export function writeApplicationDraft(draft: ApplicationDraft, now: number = Date.now()): void {
  try {
    localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ ...sanitizeApplicationDraft(draft), savedAt: now }));
  } catch {
    // Storage turned off or full: the form still works, it is just not kept.
  }
}

export function clearApplicationDraft(): void {
  try {
    localStorage.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Storage turned off: nothing was kept.
  }
}

export function sanitizeApplicationDraft(stored: { values?: unknown; fileNames?: unknown }): ApplicationDraft {
  const values = like(EMPTY_APPLICATION, stored.values);
  const history = isRecord(stored.values) ? stored.values.history : undefined;
  const storedHistory = isRecord(history) ? history : {};
  values.history = {
    ...like(EMPTY_APPLICATION.history, storedHistory),
    previousAddresses: listLike(EMPTY_ADDRESS, storedHistory.previousAddresses, HISTORY_LIST_LIMITS.addresses),
    otherLicenses: listLike(EMPTY_LICENSE, storedHistory.otherLicenses, HISTORY_LIST_LIMITS.licenses),
    experience: listLike(EMPTY_EXPERIENCE, storedHistory.experience, HISTORY_LIST_LIMITS.experience),
    accidents: listLike(EMPTY_ACCIDENT, storedHistory.accidents, HISTORY_LIST_LIMITS.accidents),
    convictions: listLike(EMPTY_CONVICTION, storedHistory.convictions, HISTORY_LIST_LIMITS.convictions),
    employment: (Array.isArray(storedHistory.employment) ? storedHistory.employment : [])
      .slice(0, HISTORY_LIST_LIMITS.employment)
      .filter(isRecord)
      .map((entry) =>
        entry.kind === 'gap'
          ? { ...like(EMPTY_GAP, entry), kind: 'gap' as const }
          : { ...like(EMPTY_EMPLOYER, entry), kind: 'employer' as const },
      ),
  };
  const fileNames = (Array.isArray(stored.fileNames) ? stored.fileNames : [])
    .filter((name): name is string => typeof name === 'string' && name.length > 0 && name.length <= MAX_FILE_NAME_LENGTH)
    .slice(0, MAX_FILE_NAMES);
  return { values, fileNames };
}

/**
 * `template`'s fields, each from `stored` when it is of the template's kind: text (bounded), a tick,
 * or a yes-or-no not answered yet (null). Lists and nested parts keep the template's; the caller
 * checks those with their own templates.
 */
function like<Shape extends object>(template: Shape, stored: unknown): Shape {
  const source = isRecord(stored) ? stored : {};
  const result: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(template)) {
    const value = source[key];
    if (typeof empty === 'string') result[key] = typeof value === 'string' && value.length <= MAX_VALUE_LENGTH ? value : empty;
    else if (typeof empty === 'boolean') result[key] = typeof value === 'boolean' ? value : empty;
    else if (isRecord(empty) && !Array.isArray(empty)) result[key] = like(empty, value);
    else if (empty === null) result[key] = typeof value === 'boolean' ? value : null;
    else result[key] = empty;
  }
  return result as Shape;
}

function listLike<Item extends object>(template: Item, stored: unknown, max: number): Item[] {
  return (Array.isArray(stored) ? stored : []).slice(0, max).map((entry) => like(template, entry));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
