import { Loader2 } from 'lucide-react';

export function PageSpinner() {
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <Loader2 className="size-8 animate-spin" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
