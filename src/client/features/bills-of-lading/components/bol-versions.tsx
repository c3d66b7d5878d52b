// The issued versions, newest first, each with its PDF (served by the documents feature) and, once
// signed at pickup, who signed it when.
import { FileText } from 'lucide-react';
import { formatDateTime } from '@shared/calendar-date';
import type { BolVersionSummary } from '@shared/bills-of-lading/bol-draft-schema';
import { bolPdfPath } from '../api/bill-of-lading';

export function BolVersions({ requestId, versions }: { requestId: number; versions: readonly BolVersionSummary[] }) {
  return (
    <section aria-labelledby="bol-versions-heading" className="flex flex-col gap-2">
      <h3 id="bol-versions-heading" className="text-sm font-semibold">
        Issued versions
      </h3>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">None issued yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {versions.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a
                href={bolPdfPath(requestId, version.version)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
              >
                <FileText className="size-4" aria-hidden />
                Version {version.version} (PDF)
              </a>
              <span className="text-muted-foreground">
                Issued {formatDateTime(version.issuedAt)}
                {version.issuedBy ? ` by ${version.issuedBy}` : ''}
              </span>
              {version.signedAt && (
                <span className="font-medium">
                  Signed at pickup {formatDateTime(version.signedAt)}
                  {version.shipperSignerName ? ` by ${version.shipperSignerName}` : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
