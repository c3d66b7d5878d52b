// A broker load's rate confirmation through its routes, on a real database (issue 39): made by the
// office from the accepted quote only, signed on the broker's page with everything recorded, the
// PDF's certificate page, the quote frozen once signed, the broker's own upload sniffed and
// accepted, and another customer's request answering 404 on every route.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession, type CustomerClient } from '../../../../tests/support/customers.js';
import { HTML_BYTES, jpegOfSize, PDF_BYTES } from '../../../../tests/support/files.js';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import {
  BROKER_QUOTE_TOTAL,
  insertBrokerRequest,
  makeBody,
  makeRateConfirmation,
  quoteAndAccept,
  signAs,
} from '../../../../tests/support/rate-confirmations.js';
import { multipart, insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import {
  RATE_CONFIRMATION_CONSENT,
  RATE_CONFIRMATION_OFFICE_MESSAGES as OFFICE,
  STOP_NEEDS_A_DAY_MESSAGE,
  type OfficeRateConfirmation,
  type OfficeRateConfirmations,
  type PortalRateConfirmation,
  type PortalRateConfirmations,
  type RateConfirmationPrefill,
} from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import { SHARED_MESSAGES } from '../../../shared/shared-messages.js';
import type { DatabaseHandle } from '../../db/client.js';
import { accessorialRates, auditEvents, emailOutbox, rateConfirmations, serviceRequests } from '../../db/schema.js';
import { contentDigest } from './content-digest.js';
import { rateConfirmationPaperwork } from './paperwork.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: AdminClient;
let accounting: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  const ops = { email: 'paperwork@freight.example', password: 'operations test password' };
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  await createTestAdmin(database.db, ops, 'operations');
  await createTestAdmin(database.db, books, 'accounting');
  operations = await signIn(app, ops, '10.200.1.2');
  accounting = await signIn(app, books, '10.200.1.3');
});
afterAll(() => stopTestApp(app, database));

/** A broker's load with its quote's lines accepted, and the broker signed in on their page. */
async function acceptedBrokerLoad(overrides: Parameters<typeof insertBrokerRequest>[1] = {}) {
  const load = await insertBrokerRequest(database.db, overrides);
  await quoteAndAccept(database.db, operations, load.id);
  return { ...load, broker: await brokerOf(load.id) };
}

/** The broker of a request signed in (insertBrokerRequest gives each request its own contact e-mail). */
async function brokerOf(id: number): Promise<CustomerClient> {
  const [row] = await database.db.select({ email: serviceRequests.contactEmail }).from(serviceRequests).where(eq(serviceRequests.id, id));
  return customerSession(app, database.db, row?.email ?? '');
}

async function made(id: number): Promise<OfficeRateConfirmation> {
  const response = await makeRateConfirmation(operations, id);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OfficeRateConfirmation>();
}

async function auditActions(recordId: number) {
  return database.db
    .select({ action: auditEvents.action, actorKind: auditEvents.actorKind, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'rate_confirmation'), eq(auditEvents.recordId, String(recordId))))
    .orderBy(auditEvents.id);
}

function portalList(customer: CustomerClient, referenceId: string) {
  return customer.request({ method: 'GET', url: `/api/account/requests/${referenceId}/rate-confirmations` });
}

async function upload(customer: CustomerClient, referenceId: string, file: { name: string; bytes: Buffer }) {
  const body = await multipart({}, { file: [file] });
  return customer.request({
    method: 'POST',
    url: `/api/account/requests/${referenceId}/rate-confirmations/upload`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('making a rate confirmation (office)', () => {
  it("refuses a shipper's request and a broker's quote not accepted, with 409", async () => {
    const shipper = await insertServiceRequestRow(database.db, { estimatedQuote: '900.00', quoteResponse: 'accepted' });
    const notBroker = await makeRateConfirmation(operations, shipper.id);
    expect(notBroker.statusCode).toBe(409);
    expect(notBroker.json<{ message: string }>().message).toBe(OFFICE.notBroker);

    const unanswered = await insertBrokerRequest(database.db, { estimatedQuote: '900.00' });
    const notAccepted = await makeRateConfirmation(operations, unanswered.id);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json<{ message: string }>().message).toBe(OFFICE.quoteNotAccepted);
    expect(await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.serviceRequestId, unanswered.id))).toEqual([]);
  });

  it("freezes the quote's lines (amounts from the database), detention's terms and payment terms, audits it and mails the broker", async () => {
    const load = await acceptedBrokerLoad();
    await database.db.insert(accessorialRates).values({
      code: 'detention',
      customerEmail: load.broker.email,
      rate: '90',
      unit: 'hours',
      freeMinutes: 180,
      stepMinutes: 15,
      capMinutes: 480,
    });
    // An amount sent by the browser is not the price: the schema has no such field, and it is ignored.
    const response = await makeRateConfirmation(operations, load.id, { ...makeBody(), total: '1.00', lines: [] });
    expect(response.statusCode, response.body).toBe(201);
    const version = response.json<OfficeRateConfirmation>();
    expect(version).toMatchObject({ version: 1, source: 'generated', state: 'sent', signature: null });
    expect(version.content).toMatchObject({
      referenceId: load.referenceId,
      broker: { name: 'Bea Broker', company: 'Lane Brokers LLC', email: load.broker.email },
      carrier: { name: testConfig().company.name, mcNumber: testConfig().company.mcNumber, dotNumber: testConfig().company.dotNumber },
      pickup: { address: '1200 Woodward Ave', city: 'Detroit', state: 'MI', zip: '48226', appointmentAt: '2026-12-20T14:00:00.000Z' },
      delivery: { city: 'Chicago', state: 'IL', zip: '60603', date: '2026-12-21' },
      equipment: "Dry van 53'",
      commodity: 'Auto parts',
      weightLbs: 42000,
      lines: [
        { kind: 'linehaul', quantity: '283', unit: 'miles', rate: '2.5', amount: '707.50' },
        { kind: 'fuel_surcharge', quantity: '283', unit: 'miles', rate: '0.4', amount: '113.20' },
      ],
      total: BROKER_QUOTE_TOTAL,
      detention: { freeHours: '3', hourlyRate: '90' },
      paymentTerms: 'due_on_receipt',
    });
    expect(await auditActions(version.id)).toEqual([expect.objectContaining({ action: 'rate_confirmation.made', actorKind: 'member' })]);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, load.broker.email), eq(emailOutbox.kind, 'rate-confirmation-ready')));
    expect(mail?.subject).toBe(`Rate confirmation for load ${load.referenceId}: please sign`);
    expect(mail?.textBody).toContain(`/account/request?ref=${load.referenceId}`);
  });

  it("gives the broker's placeholder places the lane's (the driver and the bill of lading then name real places), audited, and never overwrites a real place", async () => {
    const load = await acceptedBrokerLoad();
    const version = await made(load.id);
    const [request] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, load.id));
    expect(request).toMatchObject({
      pickupAddress: '1200 Woodward Ave',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      pickupZip: '48226',
      // No street given for the delivery: its placeholder street stays, its place is real.
      deliveryAddress: 'TBD',
      deliveryCity: 'Chicago',
      deliveryState: 'IL',
      deliveryZip: '60603',
    });
    const [event] = await auditActions(version.id);
    expect(event?.changes).toMatchObject({
      pickupCity: { before: 'TBD', after: 'Detroit' },
      pickupZip: { before: '00000', after: '48226' },
      deliveryZip: { before: '00000', after: '60603' },
    });

    // A second version with another lane: the places are real now, so they stay.
    const again = await makeRateConfirmation(
      operations,
      load.id,
      makeBody({ pickup: { city: 'Flint', state: 'MI', zip: '48502', date: '2026-12-20' } }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const [after] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, load.id));
    expect(after).toMatchObject({ pickupCity: 'Detroit', pickupZip: '48226' });
  });

  it("uses the catalogue's default detention when the broker has no rate of their own, and answers the dialog's fields", async () => {
    const load = await acceptedBrokerLoad();
    const prefill = await operations.request({ method: 'GET', url: `/api/admin/service-requests/${load.id}/rate-confirmations/new` });
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json<RateConfirmationPrefill>()).toMatchObject({
      // The broker form's 'TBD' is not a place: the office types the lane.
      pickup: { city: '', state: '', zip: '', appointmentAt: null },
      delivery: { city: '', zip: '' },
      equipment: "Dry van 53'",
      commodity: 'Palletized auto parts, 18 pallets',
      weightLbs: 42000,
    });
    expect((await made(load.id)).content?.detention).toEqual({ freeHours: '2', hourlyRate: '75' });
  });

  it('names each missing stop day (400) and lets only operations and the owner make one (403 for accounting)', async () => {
    const load = await acceptedBrokerLoad();
    const noDay = await makeRateConfirmation(operations, load.id, makeBody({ delivery: { city: 'Chicago', state: 'IL', zip: '60603' } }));
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json<{ message: string }>().message).toBe(`delivery.date: ${STOP_NEEDS_A_DAY_MESSAGE}`);
    expect((await makeRateConfirmation(accounting, load.id)).statusCode).toBe(403);
    const read = await accounting.request({ method: 'GET', url: `/api/admin/service-requests/${load.id}/rate-confirmations` });
    expect(read.statusCode).toBe(200);
  });

  it('supersedes an unsigned version with a new one; the old one can no longer be signed', async () => {
    const load = await acceptedBrokerLoad();
    await made(load.id);
    const second = await made(load.id);
    expect(second.version).toBe(2);
    const list = await operations.request({ method: 'GET', url: `/api/admin/service-requests/${load.id}/rate-confirmations` });
    expect(list.json<OfficeRateConfirmations>().versions.map((v) => [v.version, v.state])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    const old = await signAs(load.broker, load.referenceId, 1);
    expect(old.statusCode).toBe(409);
    expect(old.json<{ code: string }>().code).toBe(SHARED_MESSAGES.rateConfirmationNotSignable.id);
    // The broker never sees the superseded one, here or in the Documents section (the PaperworkSource).
    expect((await portalList(load.broker, load.referenceId)).json<PortalRateConfirmations>().versions.map((v) => v.version)).toEqual([2]);
    const paperwork = rateConfirmationPaperwork({
      storage: localDiskStorage(scratchFolder('rate-confirmation-paperwork')),
      company: testConfig().company,
      billingTimeZone: 'America/Detroit',
    });
    const forCustomer = await paperwork.versions(database.db, load.id, { kind: 'customer' });
    expect(forCustomer.map((v) => [v.version, v.state, v.madeBy])).toEqual([[2, 'issued', { kind: 'company', name: null }]]);
    const forStaff = await paperwork.versions(database.db, load.id, { kind: 'staff' });
    expect(forStaff.map((v) => [v.version, v.state, v.madeBy.name])).toEqual([
      [2, 'issued', 'paperwork@freight.example'],
      [1, 'superseded', 'paperwork@freight.example'],
    ]);
    expect(await paperwork.packetVersion(database.db, load.id)).toBeUndefined();
    const file = await paperwork.file(database.db, load.id, 2);
    expect(file).toMatchObject({ filename: `rate-confirmation-${load.referenceId}-v2.pdf`, contentType: 'application/pdf' });
    expect(file?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe("signing on the broker's page", () => {
  it('records the name, title, e-mail, consent, time, address and browser; audits it; the PDF carries the certificate page', async () => {
    const load = await acceptedBrokerLoad();
    const version = await made(load.id);
    const listed = (await portalList(load.broker, load.referenceId)).json<PortalRateConfirmations>();
    expect(listed).toMatchObject({ applies: true, canUpload: true, versions: [{ version: 1, state: 'sent', signable: true }] });

    const userAgent = 'Mozilla/5.0 (BrokerTest) Firefox/130.0';
    const response = await load.broker.request({
      method: 'POST',
      url: `/api/account/requests/${load.referenceId}/rate-confirmations/1/sign`,
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': userAgent },
      payload: { name: 'Bea Broker', title: 'Load planner', consent: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PortalRateConfirmation>()).toMatchObject({ state: 'signed', signable: false, signature: { name: 'Bea Broker' } });

    const [row] = await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.id, version.id));
    expect(row).toMatchObject({
      state: 'signed',
      signerName: 'Bea Broker',
      signerTitle: 'Load planner',
      signerEmail: load.broker.email,
      consentText: RATE_CONFIRMATION_CONSENT.en,
      signerIp: '203.0.113.7',
      signerUserAgent: userAgent,
    });
    expect(row?.signedAt).toBeInstanceOf(Date);
    const audit = await auditActions(version.id);
    expect(audit.at(-1)).toMatchObject({ action: 'rate_confirmation.signed', actorKind: 'customer' });
    // The signer's name stays on the version, not in the log.
    expect(JSON.stringify(audit)).not.toContain('Bea Broker');

    const file = await load.broker.request({ method: 'GET', url: `/api/account/requests/${load.referenceId}/rate-confirmations/1/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Rate confirmation');
    expect(text).toContain('Total (USD) $820.70');
    expect(text).toContain('2 h free at each stop, then $75/h');
    const certificate = text.split('\n\n').at(-1) ?? '';
    expect(certificate).toContain('Signature certificate');
    expect(certificate).toContain('Signed by Bea Broker');
    expect(certificate).toContain('Title Load planner');
    expect(certificate).toContain(load.broker.email);
    expect(certificate).toContain('203.0.113.7');
    expect(certificate).toContain('BrokerTest');
    expect(certificate).toContain(RATE_CONFIRMATION_CONSENT.en);
    expect(certificate).toContain(contentDigest(row?.content ?? ({} as never)));
    expect(certificate).toMatch(/Signed at \(UTC\) \w{3} \d+, \d{4}, \d\d:\d\d:\d\d UTC/);
    // The same version is the same bytes, on either side.
    const again = await operations.request({ method: 'GET', url: `/api/admin/rate-confirmations/${version.id}/file` });
    expect(again.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('records the consent in Spanish when the page was read in Spanish, and refuses a second signing (409)', async () => {
    const load = await acceptedBrokerLoad({ language: 'es' });
    await made(load.id);
    const first = await signAs(load.broker, load.referenceId, 1, undefined, { 'accept-language': 'es' });
    expect(first.statusCode).toBe(200);
    const [row] = await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.serviceRequestId, load.id));
    expect(row?.consentText).toBe(RATE_CONFIRMATION_CONSENT.es);
    // The broker's mail was written in the request's language.
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, load.broker.email), eq(emailOutbox.kind, 'rate-confirmation-ready')));
    expect(mail?.subject).toBe(`Confirmación de tarifa de la carga ${load.referenceId}: fírmela, por favor`);
    const second = await signAs(load.broker, load.referenceId, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ code: string }>().code).toBe(SHARED_MESSAGES.rateConfirmationNotSignable.id);
  });

  it('refuses to sign a version whose quote the office revised since (409)', async () => {
    const load = await acceptedBrokerLoad();
    await made(load.id);
    const revised = await operations.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${load.id}/quote`,
      payload: { quote: '900.00' },
    });
    expect(revised.statusCode).toBe(200);
    const response = await signAs(load.broker, load.referenceId, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe(SHARED_MESSAGES.rateConfirmationNotSignable.id);
  });

  it('refuses a signature without the consent ticked or a name (400)', async () => {
    const load = await acceptedBrokerLoad();
    await made(load.id);
    const unticked = await signAs(load.broker, load.referenceId, 1, { name: 'Bea Broker', title: 'Planner', consent: false });
    expect(unticked.statusCode).toBe(400);
    const nameless = await signAs(load.broker, load.referenceId, 1, { name: ' ', title: 'Planner', consent: true });
    expect(nameless.statusCode).toBe(400);
  });

  it('freezes the quote once signed: a new amount or new lines are refused (409), and no new version is made', async () => {
    const load = await acceptedBrokerLoad();
    await made(load.id);
    expect((await signAs(load.broker, load.referenceId, 1)).statusCode).toBe(200);
    const amount = await operations.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${load.id}/quote`,
      payload: { quote: '999.00' },
    });
    expect(amount.statusCode).toBe(409);
    expect(amount.json<{ message: string }>().message).toBe(OFFICE.quoteFrozen);
    const lines = await operations.request({
      method: 'PUT',
      url: `/api/admin/service-requests/${load.id}/quote/lines`,
      payload: { lines: [{ kind: 'linehaul', description: 'Cheaper', quantity: '1', unit: 'flat', rate: '10' }] },
    });
    expect(lines.statusCode).toBe(409);
    const [request] = await database.db
      .select({ quote: serviceRequests.estimatedQuote })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, load.id));
    expect(request?.quote).toBe(BROKER_QUOTE_TOTAL);
    const again = await makeRateConfirmation(operations, load.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(OFFICE.alreadyAgreed);
  });
});

describe("the broker's own rate confirmation", () => {
  it('is sniffed (a web page named .pdf is refused), stored as uploaded, and counts once the office accepts it', async () => {
    const load = await acceptedBrokerLoad();
    const disguised = await upload(load.broker, load.referenceId, { name: 'ratecon.pdf', bytes: HTML_BYTES });
    expect(disguised.statusCode).toBe(415);
    const tooLarge = await upload(load.broker, load.referenceId, { name: 'scan.jpg', bytes: jpegOfSize(5 * 1024 * 1024 + 1) });
    expect(tooLarge.statusCode).toBe(413);
    expect(await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.serviceRequestId, load.id))).toEqual([]);

    const sent = await upload(load.broker, load.referenceId, { name: 'our-ratecon.pdf', bytes: PDF_BYTES });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<PortalRateConfirmation>()).toMatchObject({ version: 1, source: 'uploaded', state: 'uploaded' });
    const office = (
      await operations.request({ method: 'GET', url: `/api/admin/service-requests/${load.id}/rate-confirmations` })
    ).json<OfficeRateConfirmations>();
    const version = office.versions[0];
    expect(version).toMatchObject({ state: 'uploaded', upload: { contentType: 'application/pdf', uploadedBy: load.broker.email } });
    const id = version?.id ?? 0;
    const file = await operations.request({ method: 'GET', url: `/api/admin/rate-confirmations/${id}/file` });
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    expect((await accounting.request({ method: 'POST', url: `/api/admin/rate-confirmations/${id}/accept` })).statusCode).toBe(403);
    const accepted = await operations.request({ method: 'POST', url: `/api/admin/rate-confirmations/${id}/accept`, payload: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<OfficeRateConfirmation>()).toMatchObject({ state: 'accepted', review: { note: null } });
    const changes = (await auditActions(id)).filter((event) => event.action.startsWith('rate_confirmation.'));
    expect(changes.map((event) => [event.action, event.actorKind])).toEqual([
      ['rate_confirmation.uploaded', 'customer'],
      ['rate_confirmation.accepted', 'member'],
    ]);
    // Accepted counts as signed: the quote is frozen, and a second review is refused.
    const amount = await operations.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${load.id}/quote`,
      payload: { quote: '1.00' },
    });
    expect(amount.statusCode).toBe(409);
    expect(
      (await operations.request({ method: 'POST', url: `/api/admin/rate-confirmations/${id}/reject`, payload: { note: 'x' } })).statusCode,
    ).toBe(409);
    const paperwork = rateConfirmationPaperwork({
      // The packet's choice reads no file.
      storage: localDiskStorage(scratchFolder('rate-confirmation-paperwork')),
      company: testConfig().company,
      billingTimeZone: 'America/Detroit',
    });
    expect(await paperwork.packetVersion(database.db, load.id)).toBe(1);
  });

  it('is rejected only with a note (400 without); a rejected upload leaves the load without one', async () => {
    const load = await acceptedBrokerLoad();
    await upload(load.broker, load.referenceId, { name: 'ratecon.pdf', bytes: PDF_BYTES });
    const [row] = await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.serviceRequestId, load.id));
    const id = row?.id ?? 0;
    expect(
      (await operations.request({ method: 'POST', url: `/api/admin/rate-confirmations/${id}/reject`, payload: { note: '' } })).statusCode,
    ).toBe(400);
    const rejected = await operations.request({
      method: 'POST',
      url: `/api/admin/rate-confirmations/${id}/reject`,
      payload: { note: 'Wrong rate on page 1' },
    });
    expect(rejected.json<OfficeRateConfirmation>()).toMatchObject({ state: 'rejected', review: { note: 'Wrong rate on page 1' } });
    // The office may now make its own.
    expect((await makeRateConfirmation(operations, load.id)).statusCode).toBe(201);
  });

  it('is refused before the quote is accepted (409)', async () => {
    const load = await insertBrokerRequest(database.db, { estimatedQuote: '700.00' });
    const response = await upload(await brokerOf(load.id), load.referenceId, { name: 'ratecon.pdf', bytes: PDF_BYTES });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe(SHARED_MESSAGES.rateConfirmationNoUpload.id);
  });
});

describe("another customer's request", () => {
  it('answers 404 on every route, and nothing changes', async () => {
    const load = await acceptedBrokerLoad();
    await made(load.id);
    const stranger = await customerSession(app, database.db, 'stranger@elsewhere.example');
    const ref = load.referenceId;
    const answers = [
      await portalList(stranger, ref),
      await signAs(stranger, ref, 1),
      await upload(stranger, ref, { name: 'ratecon.pdf', bytes: PDF_BYTES }),
      await stranger.request({ method: 'GET', url: `/api/account/requests/${ref}/rate-confirmations/1/file` }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    const [row] = await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.serviceRequestId, load.id));
    expect(row?.state).toBe('sent');
    expect(await database.db.select().from(rateConfirmations).where(eq(rateConfirmations.serviceRequestId, load.id))).toHaveLength(1);
  });

  it("shows a shipper's own request no rate confirmation section", async () => {
    const shipper = await insertServiceRequestRow(database.db, { contactEmail: 'shipper-rc@shippers.example' });
    const customer = await customerSession(app, database.db, 'shipper-rc@shippers.example');
    expect((await portalList(customer, shipper.referenceId)).json()).toEqual({ applies: false, canUpload: false, versions: [] });
  });
});
