// What the back office's shell knows of an area: its URL, its name, who may open it, and the
// screen it shows. The screens are other features', so the app lists them
// (src/client/app/admin-areas.tsx); the shell only lays them out.
import type { ReactNode } from 'react';
import { ADMIN_AREA_IDS, ADMIN_AREA_PATHS, type AdminAreaId } from '@shared/page-routes';
import { mayUse, type StaffArea, type StaffRole } from '@shared/staff-roles';

export interface AdminAreaScreen {
  /** The spec's tab name: the navigation's link, the area's heading and its page title. */
  label: string;
  /** Who may open it (the table in @shared/staff-roles): the others never see it listed. */
  staffArea: StaffArea;
  /** Shown while the area is open. Lazy screens load when first opened (the shell waits in Suspense). */
  content: ReactNode;
  /** 'member': the member's own part of the shell (beside Two-factor and Logout), not the areas' list. */
  place?: 'areas' | 'member';
}

export interface AdminArea extends AdminAreaScreen {
  id: AdminAreaId;
  path: string;
}

/**
 * The areas in the navigation's order, from one screen per URL the server serves: a path added to
 * ADMIN_AREA_PATHS does not compile until it has its screen.
 */
export function adminAreas(screens: Record<AdminAreaId, AdminAreaScreen>): AdminArea[] {
  return ADMIN_AREA_IDS.map((id) => ({ id, path: ADMIN_AREA_PATHS[id], ...screens[id] }));
}

/** The areas a member may open, in order (the first of them is where /admin leads). */
export function allowedAreas(role: StaffRole, areas: readonly AdminArea[]): AdminArea[] {
  return areas.filter((area) => mayUse(role, area.staffArea));
}
