// Paging and searching for the admin lists: the same query shape for service requests and driver
// applications, read by the dashboard and the server.
import { z } from 'zod';
import { isOneLine, ONE_LINE_ERROR } from './form-schema-fields.js';
import { safeString } from './safe-text.js';

export const ADMIN_PAGE_SIZE = 20;
const ADMIN_PAGE_SIZE_MAX = 100;
const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * Counting every match of a broad search over a million rows costs more than the page itself;
 * past this many the list says "10,000+" instead.
 */
export const ADMIN_COUNT_CAP = 10_000;

export function adminListQuerySchema<const T extends readonly [string, ...string[]]>(statuses: T) {
  return z.object({
    search: safeString()
      .trim()
      .max(ADMIN_SEARCH_MAX_LENGTH, { error: `Search for at most ${ADMIN_SEARCH_MAX_LENGTH} characters` })
      .refine(isOneLine, ONE_LINE_ERROR)
      .default(''),
    status: z.enum(['all', ...statuses] as [string, ...string[]]).default('all'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  });
}

export interface AdminListQuery {
  search: string;
  status: string;
  page: number;
  pageSize: number;
}

export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    /** Matching rows, or ADMIN_COUNT_CAP when there are at least that many (see totalIsCapped). */
    total: z.number(),
    totalIsCapped: z.boolean(),
  });
}

export interface AdminPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped: boolean;
}

/** The query string for a list or an export (empty values left out). */
export function adminListSearchParams(query: Partial<AdminListQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== ADMIN_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params.toString();
}

export const STATUS_NOTES_MAX_LENGTH = 2000;

/** An admin's change of a record's status: one of `statuses`, with optional internal notes (empty: none). */
export function statusUpdateSchemaOf<const Statuses extends readonly [string, ...string[]]>(statuses: Statuses) {
  return z.object({
    status: z.enum(statuses, { error: 'Choose one of the statuses' }),
    notes: safeString()
      .trim()
      .max(STATUS_NOTES_MAX_LENGTH, { error: `Notes can be at most ${STATUS_NOTES_MAX_LENGTH} characters` })
      .optional()
      .transform((notes) => notes || undefined),
  });
}

/** One change of a record's status: from and to, the admin's notes, who (null: the system) and when. */
export function statusHistoryEntrySchemaOf<const Statuses extends readonly [string, ...string[]]>(statuses: Statuses) {
  return z.object({
    fromStatus: z.enum(statuses).nullable(),
    toStatus: z.enum(statuses),
    notes: z.string().nullable(),
    /** The admin's e-mail; null when the system made the change (the record arriving). */
    changedBy: z.string().nullable(),
    at: z.string(),
  });
}
