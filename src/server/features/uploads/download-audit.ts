// The audit event of a document download: which upload, its purpose and whose it is. A download
// changes nothing, so the event is a statement of its own (docs/decisions/031-audit-log.md).
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { UploadRow } from './repository.js';

export async function recordDocumentDownload(db: Executor, audit: AuditContext, upload: UploadRow): Promise<void> {
  await recordAuditEvent(db, audit, {
    action: 'document.downloaded',
    recordType: 'upload',
    recordId: upload.id,
    changes: factsOf({
      purpose: upload.purpose,
      serviceRequestId: upload.serviceRequestId,
      driverApplicationId: upload.driverApplicationId,
    }),
  });
}
