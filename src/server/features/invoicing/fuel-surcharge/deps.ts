// What the fuel surcharge's routes and weekly fetch are built from (feature-routes.ts, start-server.ts).
import type { Database } from '../../../db/client.js';
import type { EiaConnection } from './eia-client.js';

export interface FuelSurchargeDeps {
  db: Database;
  /** EIA_API_KEY set: the EIA's API. Unset: prices are typed by staff only. */
  eia: EiaConnection | undefined;
}
