// What a customer reads of an invoice's lines (decision 066): on their page and on the payment page,
// the sent invoice's approved lines, in order, with the proof of a detention line; never a line
// the office waived or has not decided, nor anything on a draft.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import type { DatabaseHandle } from '../../db/client.js';
import { invoiceLines } from '../../db/schema.js';
import { appendLine, ensureDraft } from './document-repository.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const EVIDENCE = {
  stop: 'pickup' as const,
  arrivedAt: '2026-11-24T14:02:00.000Z',
  departedAt: '2026-11-24T18:17:00.000Z',
  freeMinutes: 120,
  billedMinutes: 135,
  timeZone: 'America/Detroit',
  driverFirstName: 'Maria',
  location: 'Detroit, MI',
};

function proposal(key: string, amount: string) {
  return {
    kind: 'detention' as const,
    description: `Detention (${key})`,
    quantity: '1',
    unit: 'hours' as const,
    rate: amount,
    amount,
    state: 'proposed' as const,
    source: 'detention' as const,
    proposalKey: key,
    evidence: EVIDENCE,
  };
}

describe("the customer's view of an invoice's lines", () => {
  it('shows the approved lines of the sent invoice only, with the detention proof, on their page and the payment page', async () => {
    const email = 'lines-customer@shipper.example';
    const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: email });
    const saved = await owner.request({
      method: 'PUT',
      url: `/api/admin/service-requests/${id}/invoice/draft`,
      payload: { lines: [{ kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1100' }] },
    });
    expect(saved.statusCode).toBe(200);
    const draft = await ensureDraft(database.db, id);
    const approved = await appendLine(database.db, draft.id, proposal('detention:pickup', '168.75'));
    const waived = await appendLine(database.db, draft.id, proposal('detention:delivery', '75.00'));
    await database.db.update(invoiceLines).set({ state: 'approved' }).where(eq(invoiceLines.id, approved!.id));
    await database.db
      .update(invoiceLines)
      .set({ state: 'waived', waiveReason: 'Shipper is a partner' })
      .where(eq(invoiceLines.id, waived!.id));
    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` })).statusCode).toBe(200);
    // After the send, a late proposal lands on a new draft: not the customer's to see.
    const next = await ensureDraft(database.db, id);
    await appendLine(database.db, next.id, proposal('detention:late', '50.00'));

    const expected: BilledLine[] = [
      { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1100.00', amount: '1100.00' },
      {
        kind: 'detention',
        description: 'Detention (detention:pickup)',
        quantity: '1',
        unit: 'hours',
        rate: '168.75',
        amount: '168.75',
        detention: {
          stop: 'pickup',
          arrivedAt: EVIDENCE.arrivedAt,
          departedAt: EVIDENCE.departedAt,
          freeMinutes: 120,
          billedMinutes: 135,
          timeZone: 'America/Detroit',
        },
      },
    ];

    const customer = await customerSession(app, database.db, email);
    const page = await customer.request({ method: 'GET', url: `/api/account/requests/${referenceId}` });
    expect(page.statusCode).toBe(200);
    const invoice = page.json<{ invoice: { amount: string; lines: BilledLine[] } }>().invoice;
    expect(invoice.amount).toBe('1268.75');
    expect(invoice.lines).toEqual(expected);
    // Nothing the office keeps to itself travels: not the driver's name or place, nor a waiver's reason.
    expect(page.body).not.toContain('Maria');
    expect(page.body).not.toContain('partner');

    const paymentPage = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}` });
    expect(paymentPage.statusCode).toBe(200);
    expect(paymentPage.json<{ lines: BilledLine[]; finalAmount: string }>()).toMatchObject({ finalAmount: '1268.75', lines: expected });
    expect(paymentPage.body).not.toContain('Maria');
    expect(paymentPage.body).not.toContain('detention:late');
  });

  it('shows no lines before the invoice is sent, whatever the draft holds', async () => {
    const { id, referenceId } = await insertServiceRequestRow(database.db);
    await owner.request({
      method: 'PUT',
      url: `/api/admin/service-requests/${id}/invoice/draft`,
      payload: { lines: [{ kind: 'linehaul', description: 'Draft only', quantity: '1', unit: 'flat', rate: '10' }] },
    });
    const paymentPage = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}` });
    expect(paymentPage.json<{ lines: BilledLine[]; finalAmount: string | null }>()).toMatchObject({ finalAmount: null, lines: [] });
  });
});
