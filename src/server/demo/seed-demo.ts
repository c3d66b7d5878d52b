// `npm run db:seed`'s work: the whole demo data set in one transaction (all of it or none), from
// a fixed seed, ending at `now`. See docs/decisions/048-demo-data.md.
import { asc, count } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/payments/payments.js';
import {
  SERVICE_REQUEST_STATUSES,
  USER_ROLES,
  type ServiceRequestStatus,
  type UserRole,
} from '../../shared/service-requests/service-requests.js';
import type { Database } from '../db/client.js';
import { auditEvents, payments } from '../db/schema.js';
import type { FileStorage } from '../infra/storage/file-storage.js';
import { demoFileWriter } from './demo-documents.js';
import { seedDispatch } from './demo-dispatch.js';
import { seedDriverApplications } from './demo-drivers.js';
import { sendDemoInvoices } from './demo-invoices.js';
import { inspectContents } from './demo-guard.js';
import { seedInteractions } from './demo-interactions.js';
import { seedFreeFormPayments, seedInvoicePayments } from './demo-payments.js';
import { seedRequests } from './demo-requests.js';
import { createDemoStaff } from './demo-staff.js';
import { demoRandom } from './random.js';
import type { DemoAuditEvent, SeedContext } from './seed-context.js';

/** The data set's seed: change it and every name, amount and reference ID changes with it. */
export const DEMO_SEED = 20_240_611;

export const DEMO_SIZES = { requests: 480, applications: 64, freeFormPayments: 16 } as const;

export interface DemoSeedOptions {
  storage: FileStorage;
  /** Seed over data that is not the demo's (never over the demo itself: it is there already). */
  force?: boolean;
  /** Where the data set ends; the present by default. */
  now?: Date;
}

export interface DemoSummary {
  requests: number;
  requestsByRole: Record<UserRole, number>;
  requestsByStatus: Record<ServiceRequestStatus, number>;
  payments: number;
  paymentsByMethod: Record<PaymentMethod, number>;
  applications: number;
  drivers: number;
  loads: number;
  interactionEvents: number;
  auditEvents: number;
}

export type DemoSeedResult =
  { outcome: 'seeded'; summary: DemoSummary } | { outcome: 'already-seeded' } | { outcome: 'refused'; found: string };

/** Audit rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const AUDIT_BATCH_ROWS = 500;

export async function seedDemoData(db: Database, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const files = demoFileWriter(options.storage, now);
  try {
    return await db.transaction(async (tx) => {
      const contents = await inspectContents(tx);
      if (contents.kind === 'demo') return { outcome: 'already-seeded' } as const;
      if (contents.kind === 'real-data' && !options.force) return { outcome: 'refused', found: contents.found } as const;

      const audit: DemoAuditEvent[] = [];
      const random = demoRandom(DEMO_SEED);
      const staff = await createDemoStaff({ tx, now }, audit);
      const context: SeedContext = { tx, random, now, staff, audit };
      const requests = await seedRequests(context, DEMO_SIZES.requests);
      await sendDemoInvoices(context, requests);
      await seedInvoicePayments(context, requests);
      await seedFreeFormPayments(context, DEMO_SIZES.freeFormPayments);
      const drivers = await seedDriverApplications(context, files, DEMO_SIZES.applications);
      const loads = await seedDispatch(context, requests, drivers);
      const interactionEvents = await seedInteractions(context, requests);
      await insertAuditEvents(context);

      const paymentsByMethod = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>;
      const methodCounts = await tx
        .select({ method: payments.method, value: count() })
        .from(payments)
        .groupBy(payments.method)
        .orderBy(asc(payments.method));
      for (const row of methodCounts) paymentsByMethod[row.method] = row.value;
      return {
        outcome: 'seeded',
        summary: {
          requests: requests.length,
          requestsByRole: tally(
            USER_ROLES,
            requests.map((request) => request.userRole),
          ),
          requestsByStatus: tally(
            SERVICE_REQUEST_STATUSES,
            requests.map((request) => request.status),
          ),
          payments: methodCounts.reduce((sum, row) => sum + row.value, 0),
          paymentsByMethod,
          applications: DEMO_SIZES.applications,
          drivers: drivers.length,
          loads,
          interactionEvents,
          auditEvents: audit.length,
        },
      } as const;
    });
  } catch (error) {
    // Nothing was committed: the files written for the rolled-back rows go too.
    await files.removeAll();
    throw error;
  }
}

/** Every audit event in the order it happened, so the log's ids follow time as the product's do. */
async function insertAuditEvents(context: SeedContext): Promise<void> {
  const ordered = [...context.audit].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  for (let offset = 0; offset < ordered.length; offset += AUDIT_BATCH_ROWS) {
    await context.tx.insert(auditEvents).values(ordered.slice(offset, offset + AUDIT_BATCH_ROWS));
  }
}

function tally<Key extends string>(keys: readonly Key[], values: readonly Key[]): Record<Key, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const value of values) counts[value] += 1;
  return counts;
}
