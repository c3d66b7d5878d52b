// What a signed-in member's role lets them do, checked after the session guard on every guarded
// admin route. Each route names its back-office area where it is declared
// (`config: { staffArea: 'payments' }`); a route that names none is refused to everyone, so a new
// route is closed until someone decides who may use it (docs/decisions/033-staff-roles.md).
import type { FastifyRequest, RouteOptions } from 'fastify';
import { mayUse, ROLE_FORBIDDEN_MESSAGE, STAFF_ROLES, type StaffArea } from '../../../shared/staff-roles.js';
import { HttpError } from '../../errors.js';
import { signedInAdmin } from './guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office area an admin route belongs to; which roles may call it follows from it. */
    staffArea?: StaffArea;
  }
}

export function roleForbidden(): HttpError {
  return new HttpError(403, ROLE_FORBIDDEN_MESSAGE);
}

/** Refuses with 403 unless the signed-in member may use `area`. */
export function requireArea(request: FastifyRequest, area: StaffArea | undefined): void {
  if (area === undefined || !mayUse(signedInAdmin(request).role, area)) throw roleForbidden();
}

/** The onRequest hook, registered after the session guard: the route's own area decides. */
export async function allowedRolesOnly(request: FastifyRequest): Promise<void> {
  requireArea(request, request.routeOptions.config.staffArea);
}

/** The OpenAPI tag naming a route's area, so the description (and the roles test) shows it. */
export const STAFF_AREA_TAG_PREFIX = 'staff area: ';

/**
 * An onRoute hook for the guarded scopes: tags each route with its area and names the roles
 * that may call it in its description. A route without an area gets no tag, which the roles test
 * reports.
 */
export function describeStaffArea(route: RouteOptions): void {
  const area = route.config?.staffArea;
  if (area === undefined) return;
  const roles = STAFF_ROLES.filter((role) => mayUse(role, area)).join(', ');
  const description = route.schema?.description;
  route.schema = {
    ...route.schema,
    tags: [`${STAFF_AREA_TAG_PREFIX}${area}`],
    description: `${description ? `${description} ` : ''}Roles: ${roles}.`,
  };
}
