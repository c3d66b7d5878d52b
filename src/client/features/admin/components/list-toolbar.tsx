// Search box, status filter and Export CSV above an admin list.
import { Download, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';

export interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  searchText: string;
  onSearchText: (text: string) => void;
  status: string;
  onStatus: (status: string) => void;
  statusOptions: readonly { value: string; label: string }[];
  /** Without it, no Export CSV button. */
  exportUrl?: string;
}

export function ListToolbar(props: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          className="pl-9"
          value={props.searchText}
          onChange={(event) => props.onSearchText(event.target.value)}
        />
      </div>
      <Select value={props.status} onValueChange={props.onStatus}>
        <SelectTrigger className="sm:w-48" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.statusOptions.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {props.exportUrl && (
        <Button variant="outline" onClick={() => downloadExport(props.exportUrl ?? '')}>
          <Download aria-hidden />
          Export CSV
        </Button>
      )}
    </div>
  );
}

// A plain link download: the browser streams the file to disk with the session cookie, however
// large it is, and names it from the server's Content-Disposition.
function downloadExport(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
  toast({ title: 'Export Started', description: 'Your CSV file is downloading.' });
}
