// What the driver's sign-in and sessions need from the app (built in app.ts with the dispatch deps).
import type { DispatchDeps } from '../dispatch/deps.js';
import type { DriverCookie } from './cookies.js';

export type DriverAccountDeps = Pick<DispatchDeps, 'db' | 'outbox' | 'company' | 'publicBaseUrl'> & { cookie: DriverCookie };
