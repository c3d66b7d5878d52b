// The audit log's page cursor: where the page before stopped, as (occurred_at, id) of its last
// event. Opaque to the client (base64url) so nobody builds one by hand, and checked strictly on
// the way back in: whatever arrives is a 400, never a 500 from the database.
import { AUDIT_MESSAGES } from '../../../shared/audit/audit.js';
import { badRequest } from '../../errors.js';

export interface AuditCursor {
  /**
   * The last event's time as PostgreSQL keeps it, to the microsecond (2026-11-24T10:15:30.123456Z).
   * A JavaScript Date keeps milliseconds only: events a few microseconds apart would share a
   * cursor time and a page boundary between them would skip or repeat rows.
   */
  occurredAt: string;
  id: number;
}

const SEPARATOR = '|';
// From 1970 (no event is older; the database refuses year 0), at most microseconds, always UTC.
const CURSOR_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const CURSOR_ID = /^[1-9]\d{0,15}$/;

export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.occurredAt}${SEPARATOR}${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor in `text`, or a 400 with a message that tells the reader to start again. */
export function decodeAuditCursor(text: string): AuditCursor {
  const cursor = parse(text);
  if (!cursor) throw badRequest(AUDIT_MESSAGES.badCursor);
  return cursor;
}

function parse(text: string): AuditCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const [occurredAt, idText, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split(SEPARATOR);
  if (occurredAt === undefined || idText === undefined || rest.length > 0) return undefined;
  if (!CURSOR_TIME.test(occurredAt) || !isRealMoment(occurredAt) || !CURSOR_ID.test(idText)) return undefined;
  const id = Number(idText);
  return Number.isSafeInteger(id) ? { occurredAt, id } : undefined;
}

/** 2026-02-30 or 25:00 match the pattern but name no moment: Date rolls them over, so compare back. */
function isRealMoment(occurredAt: string): boolean {
  const moment = new Date(occurredAt);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 19) === occurredAt.slice(0, 19);
}
