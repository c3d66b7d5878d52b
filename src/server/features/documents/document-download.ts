// Sending a document to a browser, and the audit event of doing so. Always a download under a safe
// name, never shown inline, and never cached: an invoice is as private as the request it bills.
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.js';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { DocumentFile } from './document-files.js';

export function sendDocument(reply: FastifyReply, file: DocumentFile & { contentType?: string }): FastifyReply {
  return sendPrivateFile(reply, {
    // An uploaded paper (a photo of a rate confirmation, a receipt) keeps the type its bytes were detected as.
    contentType: file.contentType ?? 'application/pdf',
    sizeBytes: file.content.length,
    body: file.content,
    disposition: { attachment: file.filename },
  });
}

export type DownloadedDocument =
  | { document: 'invoice'; serviceRequestId: number; referenceId: string }
  | { document: 'receipt'; paymentId: string; serviceRequestId: number | null }
  | { document: 'credit_note'; number: string; serviceRequestId: number; referenceId: string }
  /** A factored invoice's packet for the factor: the invoice and its proof of delivery (decision 078). */
  | { document: 'invoice_packet'; serviceRequestId: number; referenceId: string }
  /** A version of another feature's paper, or a driver's receipt photo, through the Documents downloads (decision 081). */
  | { document: 'bill_of_lading' | 'rate_confirmation' | 'load_receipt'; serviceRequestId: number; referenceId: string; version: number }
  /** The load's packet from the Documents section (decision 081). */
  | { document: 'document_packet'; serviceRequestId: number; referenceId: string }
  /** `via` says which door it left by: the back office, the customer's page, /track or a tracking link (issue 40). */
  | { document: 'proof_of_delivery'; serviceRequestId: number; referenceId: string; via: 'admin' | 'portal' | 'track' | 'tracking_link' };

/**
 * Who downloaded which document. A download changes nothing, so the event is a statement of its
 * own, written once the file is made (a document that could not be made was not downloaded).
 */
export async function recordDocumentDownload(db: Executor, audit: AuditContext, downloaded: DownloadedDocument): Promise<void> {
  if (downloaded.document === 'proof_of_delivery') {
    await recordAuditEvent(db, audit, {
      action: 'proof_of_delivery.downloaded',
      recordType: 'service_request',
      recordId: downloaded.serviceRequestId,
      changes: factsOf({ referenceId: downloaded.referenceId, via: downloaded.via }),
    });
    return;
  }
  if (downloaded.document === 'credit_note') {
    await recordAuditEvent(db, audit, {
      action: 'document.downloaded',
      recordType: 'service_request',
      recordId: downloaded.serviceRequestId,
      changes: factsOf({ document: 'credit_note', number: downloaded.number, referenceId: downloaded.referenceId }),
    });
    return;
  }
  if ('version' in downloaded) {
    await recordAuditEvent(db, audit, {
      action: 'document.downloaded',
      recordType: 'service_request',
      recordId: downloaded.serviceRequestId,
      changes: factsOf({ document: downloaded.document, version: downloaded.version, referenceId: downloaded.referenceId }),
    });
    return;
  }
  if (downloaded.document === 'invoice' || downloaded.document === 'invoice_packet' || downloaded.document === 'document_packet') {
    await recordAuditEvent(db, audit, {
      action: 'document.downloaded',
      recordType: 'service_request',
      recordId: downloaded.serviceRequestId,
      changes: factsOf({ document: downloaded.document, referenceId: downloaded.referenceId }),
    });
    return;
  }
  await recordAuditEvent(db, audit, {
    action: 'document.downloaded',
    recordType: 'payment',
    recordId: downloaded.paymentId,
    changes: factsOf({ document: 'receipt', serviceRequestId: downloaded.serviceRequestId }),
  });
}
