// Above the aging view: the day balances are aged as of, a search by account name, and the
// downloads of what the view shows (the rows or every open invoice as CSV, the rows as a PDF).
import { FileText, Search } from 'lucide-react';
import { ExportCsvButton } from '@/components/admin/list-toolbar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { agingExportUrl, agingPdfUrl } from '../api/receivables-api';

interface AgingToolbarProps {
  asOf: string;
  onAsOf: (day: string) => void;
  searchText: string;
  onSearchText: (text: string) => void;
}

export function AgingToolbar({ asOf, onAsOf, searchText, onSearchText }: AgingToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="aging-as-of">Aged as of</Label>
        <Input id="aging-as-of" type="date" className="w-44" value={asOf} onChange={(event) => onAsOf(event.target.value)} />
      </div>
      <div className="relative min-w-48 flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search accounts"
          placeholder="Search accounts by name"
          className="pl-9"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
        />
      </div>
      <ExportCsvButton url={agingExportUrl(asOf, 'accounts')} label="CSV by account" />
      <ExportCsvButton url={agingExportUrl(asOf, 'invoices')} label="CSV of invoices" />
      <Button variant="outline" asChild>
        <a href={agingPdfUrl(asOf)} download>
          <FileText aria-hidden />
          PDF
        </a>
      </Button>
    </div>
  );
}
