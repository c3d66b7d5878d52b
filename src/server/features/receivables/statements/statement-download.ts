// Sending a statement's PDF to a browser, and the audit event of doing so: a download under a safe
// name, never cached (a statement is as private as the account's invoices).
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { sendPrivateFile } from '../../../infra/send-private-file.js';
import type { AuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import type { StatementFile } from './statement-files.js';

export function sendStatement(reply: FastifyReply, file: StatementFile): FastifyReply {
  return sendPrivateFile(reply, {
    contentType: 'application/pdf',
    sizeBytes: file.content.length,
    body: file.content,
    disposition: { attachment: file.filename },
  });
}

export interface DownloadedStatement {
  accountId: number;
  period: { periodStart: string; periodEnd: string };
  /** A kept monthly statement's id; absent for one made on demand. */
  statementId?: number;
  /** Which door it left by: the back office or the customer's page. */
  via: 'admin' | 'portal';
}

/** Who downloaded which account's statement: written once the file is made. */
export async function recordStatementDownload(executor: Executor, audit: AuditContext, downloaded: DownloadedStatement): Promise<void> {
  await recordAuditEvent(executor, audit, {
    action: 'document.downloaded',
    recordType: 'customer_account',
    recordId: downloaded.accountId,
    changes: factsOf({
      document: 'statement',
      periodStart: downloaded.period.periodStart,
      periodEnd: downloaded.period.periodEnd,
      statementId: downloaded.statementId ?? null,
      via: downloaded.via,
    }),
  });
}
