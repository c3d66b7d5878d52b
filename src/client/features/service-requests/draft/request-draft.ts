// What the customer typed into a role's form, kept in this tab's sessionStorage so a reload, an
// accidental Back or a Forward loses nothing (decision 028). Files cannot be stored: only their
// names are, so the form can ask for them again. Everything read back is checked here: only the
// role's own field names, text of a bounded length, a known urgency; anything else is dropped.
// The request page reads this module with the role choice, so it must stay free of zod.
import type { ServiceRequestField } from '@shared/service-requests/service-request-schemas';
import { URGENCY_LEVELS, type Urgency, type UserRole } from '@shared/service-requests/service-requests';
import { ITEM_PHOTO_RULES } from '@shared/uploads';
import { EMPTY_REQUEST } from '../components/empty-request';

type TextField = Exclude<ServiceRequestField, 'userRole' | 'urgency'>;

/** A role's typed values by field name (urgency is a choice, the rest text). */
export type DraftValues = { [Field in TextField]?: string } & { urgency?: Urgency };

export interface RequestDraft {
  values: DraftValues;
  /** The names of the photos that were attached: the files themselves cannot be kept. */
  fileNames: string[];
}

// The longest text any field accepts (TEXT_LIMITS.long in @shared/form-schema-fields, which
// brings zod): a longer stored value was not typed into our form.
const MAX_VALUE_LENGTH = 2000;
// File systems allow 255 bytes for a name; a longer one is not a file name.
const MAX_FILE_NAME_LENGTH = 255;

export const EMPTY_DRAFT: RequestDraft = { values: {}, fileNames: [] };

export function draftStorageKey(role: UserRole): string {
  return `service-request-draft:${role}`;
}

/** The stored draft of a role's form, with whatever cannot be ours left out; empty when none. */
export function readDraft(role: UserRole): RequestDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftStorageKey(role)) ?? 'null');
    return sanitizeDraft(role, stored);
  } catch {
    // Storage turned off, or text that is not JSON: the form opens empty.
    return EMPTY_DRAFT;
  }
}

/** Keeps the role's own fields holding text of a bounded length, and a bounded list of file names. */
export function sanitizeDraft(role: UserRole, stored: unknown): RequestDraft {
  if (!isRecord(stored)) return EMPTY_DRAFT;
  const storedValues = isRecord(stored.values) ? stored.values : {};
  const values: DraftValues = {};
  for (const field of textFields(role)) {
    const value = storedValues[field];
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) values[field] = value;
  }
  const urgency = storedValues.urgency;
  if (isUrgency(urgency)) values.urgency = urgency;
  // Only the shipper's form takes photos.
  const storedNames = role === 'shipper' && Array.isArray(stored.fileNames) ? stored.fileNames : [];
  const fileNames = storedNames
    .filter((name): name is string => typeof name === 'string' && name.length > 0 && name.length <= MAX_FILE_NAME_LENGTH)
    .slice(0, ITEM_PHOTO_RULES.maxFiles);
  return { values, fileNames };
}

/** Stores what differs from the empty form; a draft with nothing typed and no files is removed instead.
 *  Takes the form's values as they are (any shape): they are checked like what is read back. */
export function writeDraft(role: UserRole, draft: { values: object; fileNames: readonly string[] }): void {
  const { values, fileNames } = sanitizeDraft(role, draft);
  const typed = typedValues(role, values);
  try {
    if (Object.keys(typed).length === 0 && fileNames.length === 0) sessionStorage.removeItem(draftStorageKey(role));
    else sessionStorage.setItem(draftStorageKey(role), JSON.stringify({ values: typed, fileNames }));
  } catch {
    // Storage turned off or full: the form still works, it is just not kept.
  }
}

/** The values that differ from the role's empty form: what the customer has typed or picked. */
export function typedValues(role: UserRole, values: DraftValues): DraftValues {
  const empty: Partial<Record<ServiceRequestField, string>> = EMPTY_REQUEST[role];
  const typed: DraftValues = {};
  for (const field of textFields(role)) {
    const value = values[field];
    if (value !== undefined && value !== empty[field]) typed[field] = value;
  }
  if (values.urgency !== undefined && values.urgency !== empty.urgency) typed.urgency = values.urgency;
  return typed;
}

/** Whether a form's values (any shape, as the form holds them) hold anything the customer typed or picked. */
export function hasTypedValues(role: UserRole, values: object): boolean {
  return Object.keys(typedValues(role, sanitizeDraft(role, { values }).values)).length > 0;
}

export function clearDraft(role: UserRole): void {
  try {
    sessionStorage.removeItem(draftStorageKey(role));
  } catch {
    // Storage turned off: nothing was kept.
  }
}

/** The role's fields that hold text, by the names of its empty form. */
function textFields(role: UserRole): TextField[] {
  return Object.keys(EMPTY_REQUEST[role]).filter((name): name is TextField => name !== 'userRole' && name !== 'urgency');
}

function isUrgency(value: unknown): value is Urgency {
  return URGENCY_LEVELS.some((level) => level === value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds values to a role's stored draft, replacing the same fields and keeping the rest. */
export function mergeIntoDraft(role: UserRole, values: DraftValues): void {
  const draft = readDraft(role);
  writeDraft(role, { values: { ...draft.values, ...values }, fileNames: draft.fileNames });
}
