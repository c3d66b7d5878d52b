// The list of areas a member may open: real links (each area is its own URL), the open one marked
// with aria-current="page". The same list serves the side navigation and the phone's menu.
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import type { AdminArea } from './admin-area';

interface AreaNavProps {
  id: string;
  areas: readonly AdminArea[];
  currentPath: string | undefined;
  /** Hidden while the phone's menu is closed (the element stays, so the Menu button can control it). */
  hidden: boolean;
  onChoose: () => void;
}

export function AreaNav({ id, areas, currentPath, hidden, onChoose }: AreaNavProps) {
  return (
    // Placed by the layout's grid: beside the open area at wide widths, under its bar on a phone.
    <nav
      id={id}
      aria-label="Back office"
      hidden={hidden}
      className="lg:sticky lg:top-4 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
    >
      <ul className="flex flex-col gap-1 rounded-md border bg-background p-2">
        {areas.map((area) => {
          const current = area.path === currentPath;
          return (
            <li key={area.id}>
              <Link
                href={area.path}
                aria-current={current ? 'page' : undefined}
                onClick={onChoose}
                className={cn(
                  'flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors lg:min-h-9',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )}
              >
                {area.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
