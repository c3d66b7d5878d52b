// An area the member's role may not open, reached by its URL (a bookmark, a shared link): say so
// and lead to where they can work, never a blank page. The server refuses its data anyway.
import { Link } from 'wouter';
import { ROLE_FORBIDDEN_MESSAGE } from '@shared/staff-roles';
import type { AdminArea } from './admin-area';

export function AreaRefusal({ firstArea }: { firstArea: AdminArea | undefined }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-medium">{ROLE_FORBIDDEN_MESSAGE}</p>
      {firstArea && (
        <Link href={firstArea.path} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          Go to {firstArea.label}
        </Link>
      )}
    </div>
  );
}
