// The back office's layout: at wide widths (lg+) the areas are a side navigation beside the open
// one; on a phone a compact bar names the open area and a Menu button opens the list (nine areas
// do not fit a row of tabs at 390 px). The menu is a disclosure, not a dialog: it pushes the page
// down, closes on a choice or Escape and gives the focus back to its button.
import { Menu, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { AdminArea } from './admin-area';
import { AreaNav } from './area-nav';
import { useWideScreen } from './use-wide-screen';

interface BackOfficeLayoutProps {
  /** The areas listed: those the member may open. */
  areas: readonly AdminArea[];
  /** The area the URL names (possibly one the member may not open: then `children` says so). */
  openArea: AdminArea | undefined;
  children: ReactNode;
}

export function BackOfficeLayout({ areas, openArea, children }: BackOfficeLayoutProps) {
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();

  function closeMenu() {
    if (!menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    closeMenu();
  }

  return (
    // Bar, list, content in the DOM (the phone's reading and tab order); the grid puts the list
    // beside the other two at wide widths.
    <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-6" onKeyDown={closeOnEscape}>
      <div className="flex min-h-11 items-center justify-between gap-3 lg:col-start-2 lg:row-start-1">
        <h2 className="min-w-0 text-xl font-semibold tracking-tight">{openArea?.label}</h2>
        {!wide && (
          <Button
            ref={menuButton}
            variant="outline"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            Menu
          </Button>
        )}
      </div>
      <AreaNav id={navId} areas={areas} currentPath={openArea?.path} hidden={!wide && !menuOpen} onChoose={closeMenu} />
      <div className="min-w-0 lg:col-start-2 lg:row-start-2">{children}</div>
    </div>
  );
}
