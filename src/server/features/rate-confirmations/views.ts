// A version as each side reads it: the office sees everything recorded (the signer's address and
// browser, the upload's sender, its review); the broker sees the content, the signature and
// whether this is the version to sign now.
import type { OfficeRateConfirmation, PortalRateConfirmation } from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import type { RateConfirmationRow, UploadFacts } from './repository.js';

export function officeFileUrl(id: number): string {
  return `/api/admin/rate-confirmations/${id}/file`;
}

export function portalFileUrl(referenceId: string, version: number): string {
  return `/api/account/requests/${encodeURIComponent(referenceId)}/rate-confirmations/${version}/file`;
}

export function officeView(row: RateConfirmationRow, upload: UploadFacts | undefined): OfficeRateConfirmation {
  return {
    id: row.id,
    version: row.version,
    source: row.source,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    content: row.content,
    signature:
      row.signedAt && row.signerName
        ? {
            name: row.signerName,
            title: row.signerTitle ?? '',
            email: row.signerEmail ?? '',
            signedAt: row.signedAt.toISOString(),
            ipAddress: row.signerIp,
            userAgent: row.signerUserAgent,
          }
        : null,
    upload: upload ? { originalName: upload.originalName, contentType: upload.contentType, uploadedBy: row.uploadedByEmail } : null,
    review: row.reviewedAt ? { reviewedAt: row.reviewedAt.toISOString(), note: row.reviewNote } : null,
    fileUrl: officeFileUrl(row.id),
  };
}

export function portalView(row: RateConfirmationRow, referenceId: string, signableVersion: number | undefined): PortalRateConfirmation {
  return {
    version: row.version,
    source: row.source,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    content: row.content,
    signature:
      row.signedAt && row.signerName
        ? { name: row.signerName, title: row.signerTitle ?? '', email: row.signerEmail ?? '', signedAt: row.signedAt.toISOString() }
        : null,
    signable: row.version === signableVersion,
    fileUrl: portalFileUrl(referenceId, row.version),
  };
}

/**
 * The one version a broker may sign: the newest, when it is a generated one waiting for them and
 * still states the quote they accepted (a quote revised since makes it stale until a new one).
 */
export function signableVersionOf(
  request: { quoteResponse: string | null; estimatedQuote: string | null },
  versions: readonly RateConfirmationRow[],
): number | undefined {
  const newest = versions[0];
  if (!newest || newest.source !== 'generated' || newest.state !== 'sent') return undefined;
  if (request.quoteResponse !== 'accepted' || newest.content?.total !== request.estimatedQuote) return undefined;
  return newest.version;
}
