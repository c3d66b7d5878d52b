// Export CSV of every event the applied filters match. A plain link download, as the other
// exports: the browser streams the file to disk with the session cookie however large it is,
// and names it from the server's Content-Disposition.
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { auditLogExportUrl } from '../api/audit-events';
import type { AuditLogFilters } from '../audit-log-address';

export function ExportAuditCsv({ filters }: { filters: AuditLogFilters }) {
  return (
    <Button asChild variant="outline">
      <a
        href={auditLogExportUrl(filters)}
        download=""
        onClick={() => toast({ title: 'Export Started', description: 'Your CSV file is downloading.' })}
      >
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
