// The Drivers list: hired drivers, those whose license or medical card runs out soonest first.
import type { AdminDriverProfile, DriverProfileListQuery } from '../../../shared/driver-applications/admin-driver-applications.js';
import { ADMIN_COUNT_CAP, type AdminPage } from '../../../shared/admin-lists.js';
import type { Database } from '../../db/client.js';
import { countMatchingProfiles, findProfilePage } from './driver-profiles-repository.js';

/** `today` (YYYY-MM-DD) is where the "expiring within" windows start. */
export async function listDriverProfiles(
  db: Database,
  query: DriverProfileListQuery,
  today: string,
): Promise<AdminPage<AdminDriverProfile>> {
  const [items, total] = await Promise.all([findProfilePage(db, query, today), countMatchingProfiles(db, query, today)]);
  return { items, page: query.page, pageSize: query.pageSize, total, totalIsCapped: total >= ADMIN_COUNT_CAP };
}
