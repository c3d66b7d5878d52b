// A working page's own controls in the frame's header (the driver's Sign out, decision 057): the
// header keeps a place for them, and the page, which knows the session, puts them there. Drawn
// where the page stands when no frame is around it (a component test renders the page alone).
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const HeaderActionsSlot = createContext<HTMLElement | null | undefined>(undefined);

export function HeaderActions({ children }: { children: ReactNode }) {
  const slot = useContext(HeaderActionsSlot);
  // No frame: in place. A frame whose header is not drawn yet: in a moment, in the header.
  if (slot === undefined) return <>{children}</>;
  return slot ? createPortal(children, slot) : null;
}
