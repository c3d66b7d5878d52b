// Approving or waiving a proposed line (issue 37): who may, which lines (404 for another request's,
// 409 for one decided or on a sent invoice), the decision written and audited with its evidence.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../../../shared/invoicing/invoice-line-schemas.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import { auditEvents, invoiceLines, invoices } from '../../../db/schema.js';
import { createTestAdmin, signIn, SITE_ORIGIN, type AdminClient } from '../../../../../tests/support/admin.js';
import { insertDispatchableRequest } from '../../../../../tests/support/dispatch.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { appendLine, ensureDraft, markDocumentSent } from '../document-repository.js';
import { proposeStopDetention } from '../detention/propose-detention.js';

let started: TestApp & { admin: AdminClient };
const members = new Map<StaffRole, AdminClient>();

beforeAll(async () => {
  started = await startTestAppWithAdmin();
  let address = 0;
  for (const role of ['operations', 'accounting', 'recruiting'] as const) {
    const credentials = { email: `${role}.proposals@freight.example`, password: `a long ${role} password` };
    await createTestAdmin(started.database.db, credentials, role);
    address += 1;
    members.set(role, await signIn(started.app, credentials, `10.233.0.${address}`));
  }
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

const member = (role: StaffRole): AdminClient => (role === 'owner' ? started.admin : (members.get(role) ?? started.admin));

/** A request with a proposed detention line (2 h 15 min at $75) on its draft. */
async function requestWithProposal() {
  const request = await insertDispatchableRequest(started.database.db);
  const arrivedAt = new Date('2026-03-04T14:02:00Z');
  const outcome = await proposeStopDetention(started.database.db, {
    serviceRequestId: request.id,
    stop: 'pickup',
    arrival: { recordedAt: arrivedAt, latitude: 42.3317, longitude: -83.0479 },
    departure: { recordedAt: new Date(arrivedAt.getTime() + (4 * 60 + 15) * 60_000), latitude: null, longitude: null },
    appointmentAt: null,
    driverFirstName: 'Maria',
    customer: { contactEmail: 'jordan@rivera.example', contactCompany: null },
    place: { city: 'Detroit', state: 'MI', zip: '48226' },
  });
  if (!outcome.proposed) throw new Error(`no proposal: ${outcome.reason}`);
  return { requestId: request.id, lineId: outcome.lineId };
}

const approve = (requestId: number, lineId: number, client: AdminClient = member('accounting')) =>
  client.request({ method: 'POST', url: `/api/admin/service-requests/${requestId}/invoice/lines/${lineId}/approve` });
const waive = (requestId: number, lineId: number, payload: object, client: AdminClient = member('operations')) =>
  client.request({ method: 'POST', url: `/api/admin/service-requests/${requestId}/invoice/lines/${lineId}/waive`, payload });

async function lastEventOf(requestId: number) {
  const [event] = await started.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'service_request'), eq(auditEvents.recordId, String(requestId))))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event;
}

describe('approving a proposed line', () => {
  it('bills it, names who decided and when, and audits its kind, amount and evidence', async () => {
    const { requestId, lineId } = await requestWithProposal();
    const response = await approve(requestId, lineId);
    expect(response.statusCode).toBe(200);
    const line = response.json<InvoiceLine>();
    expect(line).toMatchObject({
      id: lineId,
      kind: 'detention',
      state: 'approved',
      quantity: '2.25',
      rate: '75',
      amount: '168.75',
      waiveReason: null,
      decidedBy: 'accounting.proposals@freight.example',
    });
    expect(line.decidedAt).not.toBeNull();
    expect(line.evidence).toMatchObject({ driverFirstName: 'Maria', location: 'Detroit, MI', billedMinutes: 135 });

    const event = await lastEventOf(requestId);
    expect(event).toMatchObject({ action: 'invoice_line.approved', actorLabel: 'accounting.proposals@freight.example' });
    expect(event?.changes).toMatchObject({
      lineState: { before: 'proposed', after: 'approved' },
      lineId: { after: lineId },
      kind: { after: 'detention' },
      amount: { after: '168.75' },
    });
    expect(JSON.parse(String(event?.changes.evidence?.after))).toMatchObject({ arrivedAt: '2026-03-04T14:02:00.000Z', stop: 'pickup' });
  });

  it('refuses a line already decided (409), and changes nothing', async () => {
    const { requestId, lineId } = await requestWithProposal();
    expect((await approve(requestId, lineId)).statusCode).toBe(200);
    expect((await approve(requestId, lineId)).statusCode).toBe(409);
    expect((await waive(requestId, lineId, { reason: 'Too late' })).statusCode).toBe(409);
    const [row] = await started.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
    expect(row).toMatchObject({ state: 'approved', waiveReason: null });
  });

  it('refuses an approved line typed by staff (409): only proposals are decided', async () => {
    const request = await insertDispatchableRequest(started.database.db);
    const draft = await ensureDraft(started.database.db, request.id);
    const typed = await appendLine(started.database.db, draft.id, {
      kind: 'linehaul',
      description: 'Detroit, MI to Chicago, IL',
      quantity: '1',
      unit: 'flat',
      rate: '850',
      amount: '850.00',
      state: 'approved',
      source: 'staff',
    });
    expect((await approve(request.id, typed!.id)).statusCode).toBe(409);
  });

  it("answers 404 for another request's line or a line that does not exist", async () => {
    const { lineId } = await requestWithProposal();
    const other = await requestWithProposal();
    expect((await approve(other.requestId, lineId)).statusCode).toBe(404);
    expect((await waive(other.requestId, lineId, { reason: 'No' })).statusCode).toBe(404);
    expect((await approve(other.requestId, 999_999_999)).statusCode).toBe(404);
    expect((await approve(2_000_000_000, lineId)).statusCode).toBe(404);
    const [row] = await started.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
    expect(row?.state).toBe('proposed');
  });

  it('refuses a proposed line on an invoice already sent (409)', async () => {
    const { requestId, lineId } = await requestWithProposal();
    const [line] = await started.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
    await markDocumentSent(started.database.db, line!.invoiceId, {
      number: `INV-2026-8${String(requestId).padStart(5, '0')}`,
      total: '850.00',
      sentAt: new Date(),
      accountId: null,
      terms: 'due_on_receipt',
      dueOn: '2026-12-06',
      sentByAdminId: null,
    });
    expect((await approve(requestId, lineId)).statusCode).toBe(409);
    expect((await waive(requestId, lineId, { reason: 'Sent already' })).statusCode).toBe(409);
    const [document] = await started.database.db.select().from(invoices).where(eq(invoices.id, line!.invoiceId));
    expect(document?.state).toBe('sent');
  });
});

describe('waiving a proposed line', () => {
  it('keeps the reason, never bills the line, and audits the reason', async () => {
    const { requestId, lineId } = await requestWithProposal();
    const response = await waive(requestId, lineId, { reason: '  Good customer, first time  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<InvoiceLine>()).toMatchObject({
      state: 'waived',
      waiveReason: 'Good customer, first time',
      decidedBy: 'operations.proposals@freight.example',
    });
    const event = await lastEventOf(requestId);
    expect(event).toMatchObject({ action: 'invoice_line.waived' });
    expect(event?.changes).toMatchObject({
      lineState: { before: 'proposed', after: 'waived' },
      reason: { after: 'Good customer, first time' },
      amount: { after: '168.75' },
    });
  });

  it('needs a reason (400)', async () => {
    const { requestId, lineId } = await requestWithProposal();
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', amount: '1' }]) {
      expect((await waive(requestId, lineId, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await started.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
    expect(row?.state).toBe('proposed');
  });
});

describe('who may decide', () => {
  it('lets the owner, operations and accounting decide; refuses recruiting (403)', async () => {
    for (const role of ['owner', 'operations', 'accounting'] as const) {
      const { requestId, lineId } = await requestWithProposal();
      expect((await approve(requestId, lineId, member(role))).statusCode, role).toBe(200);
    }
    const { requestId, lineId } = await requestWithProposal();
    expect((await approve(requestId, lineId, member('recruiting'))).statusCode).toBe(403);
    expect((await waive(requestId, lineId, { reason: 'No' }, member('recruiting'))).statusCode).toBe(403);
    expect(
      (
        await started.app.inject({
          method: 'POST',
          url: `/api/admin/service-requests/${requestId}/invoice/lines/${lineId}/approve`,
          headers: { origin: SITE_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
  });
});
