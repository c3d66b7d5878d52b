// The Documents on the customer's request page (issue 39): each paper of their load with its
// versions, who made and signed it when, its download, and the packet their payables or factor
// asks for. The page's section (customer-portal's request-documents.tsx) holds the heading.
import { DocumentsView } from '../components/documents-view';
import { useCustomerDocuments } from './api/request-documents';
import { useCustomerDocumentsTexts } from './customer-texts';
import { Button } from '@/components/ui/button';

export function CustomerDocuments({ referenceId }: { referenceId: string }) {
  const texts = useCustomerDocumentsTexts();
  const documents = useCustomerDocuments(referenceId);
  if (documents.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {texts.loading}
      </p>
    );
  }
  if (documents.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{texts.loadFailed}</p>
        <div>
          <Button variant="outline" onClick={() => void documents.refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      </div>
    );
  }
  return <DocumentsView list={documents.data} texts={texts} headingLevel={3} />;
}
