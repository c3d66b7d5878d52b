// What is wrong with a save, placed where staff can fix it: a field's message under that field of
// its line, a line's own message under the line, and the rest (a 409, a limit on the whole
// invoice) above the lines. The shared schema's issues (checked before sending) and the server's
// refusal name their fields alike, "lines.2.rate", so both are read by one function.
import type { MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';
import { ApiError } from '@/lib/api';
import { failureRefusal, fieldRefusalsOf } from '@/lib/failure-message';
import type { DraftRow } from './draft-row';

export const LINE_FIELDS = ['kind', 'description', 'quantity', 'unit', 'rate'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** One line's messages: by field, and `line` for the line as a whole. */
export type RowErrors = Partial<Record<LineField | 'line', MessageOrText>>;

export interface SaveErrors {
  /** By the row's key, so a message stays with its line when lines move. */
  rows: Record<string, RowErrors>;
  /** About the invoice as a whole. */
  form: MessageOrText[];
}

export const NO_ERRORS: SaveErrors = { rows: {}, form: [] };

/** Field name ("lines.2.rate", "lines", "form") to its message, placed on `rows` as they were saved. */
export function placeErrors(fieldErrors: Record<string, MessageOrText>, rows: readonly DraftRow[]): SaveErrors {
  const placed: SaveErrors = { rows: {}, form: [] };
  for (const [field, message] of Object.entries(fieldErrors)) {
    const [, index, name] = /^lines\.(\d+)(?:\.(\w+))?$/.exec(field) ?? [];
    const row = index === undefined ? undefined : rows[Number(index)];
    if (!row) {
      placed.form.push(message);
      continue;
    }
    const slot: LineField | 'line' = LINE_FIELDS.find((known) => known === name) ?? 'line';
    placed.rows[row.key] = { ...placed.rows[row.key], [slot]: message };
  }
  return placed;
}

/** The shared schema's issues, keyed as the server keys them. */
export function issueFields(issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[]) {
  const fields: Record<string, MessageOrText> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    fields[field] ??= issueMessage(issue);
  }
  return fields;
}

/** A refused save: its fields' messages by line, or its one message above the lines. */
export function saveFailure(error: unknown, rows: readonly DraftRow[]): SaveErrors {
  if (error instanceof ApiError) {
    const fields = fieldRefusalsOf(error);
    if (Object.keys(fields).length > 0) return placeErrors(fields, rows);
  }
  return { rows: {}, form: [failureRefusal(error)] };
}

/** True when nothing is wrong. */
export function hasErrors(errors: SaveErrors): boolean {
  return errors.form.length > 0 || Object.keys(errors.rows).length > 0;
}
