// The audit event of the analytics CSV: its filters and row count (the report is built whole
// before it is sent, so the count is known). A statement of its own: an export changes nothing.
import type { z } from 'zod';
import type { analyticsQuerySchema } from '../../../shared/analytics/analytics-report.js';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { recordExport } from '../../platform/audit/record-audit-event.js';

export async function recordAnalyticsExport(
  db: Executor,
  audit: AuditContext,
  query: z.output<typeof analyticsQuerySchema>,
  rowCount: number,
): Promise<void> {
  await recordExport(db, audit, 'analytics', {
    range: query.range,
    from: query.from ?? null,
    to: query.to ?? null,
    serviceType: query.serviceType ?? null,
    status: query.status ?? null,
    rowCount,
  });
}
