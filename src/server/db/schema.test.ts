// The migrations on the driver under test (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKER_HIDDEN_LOCATION } from '../../../tests/support/service-requests.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { serviceRequests, serviceRequestStatusHistory, uploads } from './schema.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const brokerRequest = (referenceId: string) => ({
  referenceId,
  userRole: 'broker' as const,
  serviceType: 'spot-market',
  serviceDescription: 'Weekly reefer loads Detroit to Chicago',
  ...BROKER_HIDDEN_LOCATION,
  carrierRequirements: 'Reefer, 53 ft, team drivers',
  contactName: 'Dana Broker',
  contactEmail: 'dana@broker.example',
  contactPhone: '(313) 555-0100',
});

describe('database schema', () => {
  it('creates every table the product needs', async () => {
    const tables = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'accessorial_rates',
      'account_statements',
      'admin_login_failures',
      'admin_password_resets',
      'admin_recovery_codes',
      'admin_sessions',
      'admin_trusted_devices',
      'admin_users',
      'analytics_application_days',
      'analytics_request_days',
      'analytics_session_counts',
      'analytics_session_days',
      'audit_events',
      'bill_of_lading_versions',
      'bills_of_lading',
      'consignee_contacts',
      'credit_note_number_counters',
      'credit_notes',
      'customer_account_contacts',
      'customer_account_domains',
      'customer_accounts',
      'customer_preferences',
      'customer_sessions',
      'customer_sign_in_tokens',
      'diesel_prices',
      'dispatch_assignments',
      'dispatch_board_version',
      'dispatch_updates',
      'driver_application_status_history',
      'driver_applications',
      'driver_positions',
      'driver_profiles',
      'driver_sessions',
      'driver_sign_in_tokens',
      'email_outbox',
      'factoring_settings',
      'fuel_surcharge_schedules',
      'income_accounts',
      'interaction_events',
      'invoice_lines',
      'invoice_number_counters',
      'invoice_reminders',
      'invoices',
      'load_receipts',
      'load_tracking',
      'mail_requests',
      'payment_provider_events',
      'payment_refunds',
      'payments',
      'previous_employer_inquiries',
      'proofs_of_delivery',
      'qualification_alerts',
      'qualification_records',
      'quote_lines',
      'rate_confirmations',
      'scheduled_jobs',
      'service_request_status_history',
      'service_requests',
      'staff_invites',
      'text_consents',
      'text_messages',
      'text_subscriptions',
      'tracking_links',
      'uploads',
    ]);
  });

  it('applies migrations idempotently (a restart changes nothing)', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });

  it('fills the spec defaults and keeps broker fields', async () => {
    const [row] = await database.db.insert(serviceRequests).values(brokerRequest('TEST-DEFAULTS')).returning();
    expect(row).toMatchObject({
      status: 'received',
      urgency: 'standard',
      invoiceStatus: 'pending',
      paymentStatus: 'unpaid',
      carrierRequirements: 'Reefer, 53 ft, team drivers',
      preferredDate: null,
      weight: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('stores money as exact decimals with two places', async () => {
    await database.db.insert(serviceRequests).values({ ...brokerRequest('TEST-MONEY'), finalAmount: '1234.5', estimatedQuote: '0.1' });
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, 'TEST-MONEY'));
    expect(row?.finalAmount).toBe('1234.50');
    expect(row?.estimatedQuote).toBe('0.10');
    const [sum] = await selectRows<{ total: string }>(
      database.db,
      sql`select (estimated_quote + estimated_quote + estimated_quote)::text as total from service_requests where reference_id = 'TEST-MONEY'`,
    );
    expect(sum?.total).toBe('0.30');
  });

  it('refuses a duplicate reference ID', async () => {
    await database.db.insert(serviceRequests).values(brokerRequest('TEST-DUP'));
    await expect(database.db.insert(serviceRequests).values(brokerRequest('TEST-DUP'))).rejects.toThrow();
  });

  it('refuses values outside the shared enumerations and non-positive amounts', async () => {
    const bad = [
      { ...brokerRequest('TEST-BAD-1'), status: 'lost' as never },
      { ...brokerRequest('TEST-BAD-2'), userRole: 'carrier' as never },
      { ...brokerRequest('TEST-BAD-3'), paymentStatus: 'chargeback' as never },
      { ...brokerRequest('TEST-BAD-4'), finalAmount: '0' },
      { ...brokerRequest('TEST-BAD-5'), finalAmount: '-5.00' },
    ];
    for (const values of bad) {
      await expect(database.db.insert(serviceRequests).values(values)).rejects.toThrow();
    }
  });

  it('keeps timestamps with their time zone', async () => {
    const instant = new Date('2026-03-08T06:59:59.123Z');
    await database.db.insert(serviceRequests).values({ ...brokerRequest('TEST-TZ'), paidAt: instant });
    await database.db.execute(sql`set time zone 'America/Detroit'`);
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, 'TEST-TZ'));
    expect(row?.paidAt?.toISOString()).toBe(instant.toISOString());
    await database.db.execute(sql`set time zone 'UTC'`);
  });

  it('records status history and upload metadata against a request, removed with it', async () => {
    const [request] = await database.db.insert(serviceRequests).values(brokerRequest('TEST-HISTORY')).returning();
    const requestId = request!.id;
    await database.db.insert(serviceRequestStatusHistory).values({ serviceRequestId: requestId, toStatus: 'received' });
    await database.db.insert(uploads).values({
      purpose: 'item_photo',
      serviceRequestId: requestId,
      storageKey: 'test/history-photo',
      originalName: 'pallet.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 2048,
      sha256: 'a'.repeat(64),
    });
    await database.db.delete(serviceRequests).where(eq(serviceRequests.id, requestId));
    const [left] = await selectRows<{ n: number }>(
      database.db,
      sql`select (select count(*) from service_request_status_history where service_request_id = ${requestId})::int
           + (select count(*) from uploads where service_request_id = ${requestId})::int as n`,
    );
    expect(left?.n).toBe(0);
  });

  it('refuses an upload without exactly one owner', async () => {
    await expect(
      database.db.insert(uploads).values({
        purpose: 'resume',
        storageKey: 'test/orphan',
        originalName: 'cv.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        sha256: 'b'.repeat(64),
      }),
    ).rejects.toThrow();
  });
});
