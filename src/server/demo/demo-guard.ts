// Whether the demo data may go into a database: never on top of real data unless forced. "Real
// data" is any service request, driver application, payment or staff account; a database whose
// staff includes the demo owner already holds the demo (it was seeded, perhaps used since).
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { adminUsers, driverApplications, payments, serviceRequests } from '../db/schema.js';
import { DEMO_OWNER_EMAIL } from './demo-staff.js';

export type DatabaseContents = { kind: 'empty' } | { kind: 'demo' } | { kind: 'real-data'; found: string };

export async function inspectContents(executor: Executor): Promise<DatabaseContents> {
  const [demoOwner] = await executor.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, DEMO_OWNER_EMAIL)).limit(1);
  if (demoOwner) return { kind: 'demo' };
  const countOf = async (table: typeof serviceRequests | typeof driverApplications | typeof payments | typeof adminUsers) => {
    const [row] = await executor.select({ value: count() }).from(table);
    return row?.value ?? 0;
  };
  const found = [
    plural(await countOf(serviceRequests), 'service request'),
    plural(await countOf(driverApplications), 'driver application'),
    plural(await countOf(payments), 'payment'),
    plural(await countOf(adminUsers), 'staff account'),
  ].filter((part) => part !== null);
  return found.length === 0 ? { kind: 'empty' } : { kind: 'real-data', found: found.join(', ') };
}

function plural(count: number, noun: string): string | null {
  if (count === 0) return null;
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
