// A request's Documents in its View dialog (issue 39): every paper of the load with its versions,
// who made and signed each when (staff by name), each download, and the packet.
import { useId } from 'react';
import { DetailHeading } from '@/components/admin/detail-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { DocumentsView } from '../components/documents-view';
import { useRequestDocuments } from './api/request-documents';
import { OFFICE_TEXTS as TEXTS } from './office-texts';

export function RequestDocuments({ requestId }: { requestId: number }) {
  // Hiding is a courtesy; the server refuses the same call with 403.
  const mayRead = useMayUse('paperwork');
  if (!mayRead) return null;
  return <RequestDocumentsSection requestId={requestId} />;
}

function RequestDocumentsSection({ requestId }: { requestId: number }) {
  const headingId = useId();
  const documents = useRequestDocuments(requestId);
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Documents</DetailHeading>
      {documents.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          {TEXTS.loading}
        </p>
      )}
      {documents.isError && (
        <Alert variant="destructive" className="grid gap-2">
          <p>
            {TEXTS.loadFailed}: {failureMessage(documents.error)}
          </p>
          <div>
            <Button size="sm" variant="outline" onClick={() => void documents.refetch()}>
              {TEXTS.tryAgain}
            </Button>
          </div>
        </Alert>
      )}
      {documents.data && <DocumentsView list={documents.data} texts={TEXTS} headingLevel={4} />}
    </section>
  );
}
