// The invoice of a request as a PDF download: the same file the customer downloads and gets by
// e-mail. A plain link (the browser saves the file); the server answers only roles that may see invoices.
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function invoicePdfUrl(requestId: number): string {
  return `/api/admin/service-requests/${requestId}/invoice.pdf`;
}

export function InvoicePdfLink({ requestId }: { requestId: number }) {
  return (
    <Button asChild size="sm" variant="outline">
      <a href={invoicePdfUrl(requestId)} download>
        <FileDown aria-hidden />
        Invoice PDF
      </a>
    </Button>
  );
}
