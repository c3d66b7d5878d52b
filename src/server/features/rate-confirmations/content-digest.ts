// The SHA-256 the certificate page prints: of the content as signed, written as JSON with its keys
// in sorted order at every level, so the same content always gives the same digest (PostgreSQL's
// jsonb keeps its own key order, which is not the order the content was built in).
import { createHash } from 'node:crypto';
import type { RateConfirmationContent } from '../../../shared/rate-confirmations/rate-confirmation.js';

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentDigest(content: RateConfirmationContent): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}
