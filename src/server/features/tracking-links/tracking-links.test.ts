// Tracking links through their routes, on a real database (issue 40): made by the customer, the
// office and the system at dispatch; the token never the reference ID; revoked and expired links
// answering 410, unknown ones 404; the public answer holding nothing private; the consignee; the
// portal's 404 for another customer; staff roles; bad bodies refused.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver, insertProofOfDelivery } from '../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../tests/support/driver-applications.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { insertLink, insertTrackedLoad, PRIVATE_NEEDLES, setRequestStatus } from '../../../../tests/support/tracking-links.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import {
  TRACKING_LINK_TOKEN_PATTERN,
  type ConsigneeAnswer,
  type TrackingLinkList,
  type TrackingLinkPage,
  type TrackingLinkSummary,
} from '../../../shared/tracking-links/tracking-links.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, consigneeContacts, emailOutbox, proofsOfDelivery, trackingLinks } from '../../db/schema.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import { activeTrackingLinkUrl } from './active-link.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: AdminClient;
let recruiting: AdminClient;
const storage = localDiskStorage(scratchFolder('tracking-links-storage-'));
const PUBLIC_BASE_URL = testConfig().publicBaseUrl.replace(/\/+$/, '');

beforeAll(async () => {
  ({ database, app } = await startTestApp({ storage }));
  const ops = { email: 'links-ops@freight.example', password: 'operations test password' };
  const hiring = { email: 'links-hiring@freight.example', password: 'recruiting test password' };
  await createTestAdmin(database.db, ops, 'operations');
  await createTestAdmin(database.db, hiring, 'recruiting');
  operations = await signIn(app, ops, '10.200.4.2');
  recruiting = await signIn(app, hiring, '10.200.4.3');
});
afterAll(() => stopTestApp(app, database));

const openLink = (token: string) => app.inject({ method: 'GET', url: `/api/tracking-links/${token}` });
const tokenOf = (summary: TrackingLinkSummary) => summary.url.slice(`${PUBLIC_BASE_URL}/t/`.length);

async function delivered(loadId: number, driver: Parameters<typeof insertProofOfDelivery>[3], daysAgo: number) {
  await insertProofOfDelivery(database.db, storage, loadId, driver, 'Sam Receiverson');
  const deliveredAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  await database.db.update(proofsOfDelivery).set({ deliveredAt }).where(eq(proofsOfDelivery.serviceRequestId, loadId));
  await setRequestStatus(database.db, loadId, 'delivered');
  return deliveredAt;
}

async function linkAudit(serviceRequestId: number) {
  const ids = (
    await database.db.select({ id: trackingLinks.id }).from(trackingLinks).where(eq(trackingLinks.serviceRequestId, serviceRequestId))
  ).map((row) => String(row.id));
  if (ids.length === 0) return [];
  return database.db
    .select({ action: auditEvents.action, actorKind: auditEvents.actorKind, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'tracking_link'), inArray(auditEvents.recordId, ids)))
    .orderBy(auditEvents.id);
}

describe('making links', () => {
  it('lets the customer make, list and revoke links to their request; the token is 43 random characters, never the reference ID', async () => {
    const load = await insertTrackedLoad(database.db);
    const customer = await customerSession(app, database.db, load.contactEmail);
    const base = `/api/account/requests/${load.referenceId}/tracking-links`;

    const made = await customer.request({ method: 'POST', url: base });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<TrackingLinkSummary>();
    const token = tokenOf(link);
    expect(link).toMatchObject({ madeBy: 'customer', state: 'active', expiresAt: null, revokedAt: null });
    expect(link.url).toBe(`${PUBLIC_BASE_URL}/t/${token}`);
    expect(token).toMatch(TRACKING_LINK_TOKEN_PATTERN);
    expect(token).toHaveLength(43);
    expect(token).not.toContain(load.referenceId);
    expect(token.toLowerCase()).not.toContain(load.referenceId.toLowerCase().replace(/^sr-?/, ''));

    const second = tokenOf((await customer.request({ method: 'POST', url: base })).json<TrackingLinkSummary>());
    expect(second).not.toBe(token);

    const list = (await customer.request({ method: 'GET', url: base })).json<TrackingLinkList>();
    expect(list.canMake).toBe(true);
    expect(list.links.map(tokenOf)).toEqual([second, token]);

    const revoked = await customer.request({ method: 'DELETE', url: `${base}/${link.id}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<TrackingLinkSummary>()).toMatchObject({ state: 'revoked' });
    expect((await openLink(token)).statusCode).toBe(410);
    expect((await openLink(second)).statusCode).toBe(200);

    const audit = await linkAudit(load.id);
    expect(audit.map((event) => [event.action, event.actorKind])).toEqual([
      ['tracking_link.made', 'customer'],
      ['tracking_link.made', 'customer'],
      ['tracking_link.revoked', 'customer'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('lets operations make and revoke links in the office, names the member, and refuses recruiting (403)', async () => {
    const load = await insertTrackedLoad(database.db);
    const base = `/api/admin/service-requests/${load.id}/tracking-links`;
    const made = await operations.request({ method: 'POST', url: base });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<TrackingLinkSummary>();
    expect(link.madeBy).toBe('office');
    const [row] = await database.db.select().from(trackingLinks).where(eq(trackingLinks.id, link.id));
    expect(row?.madeByAdminId).not.toBeNull();
    expect((await openLink(tokenOf(link))).statusCode).toBe(200);

    for (const request of [
      { method: 'GET' as const, url: base },
      { method: 'POST' as const, url: base },
      { method: 'DELETE' as const, url: `${base}/${link.id}` },
      { method: 'GET' as const, url: `/api/admin/service-requests/${load.id}/consignee` },
      { method: 'PUT' as const, url: `/api/admin/service-requests/${load.id}/consignee`, payload: { name: 'X', language: 'en' } },
    ]) {
      expect((await recruiting.request(request)).statusCode, `${request.method} ${request.url}`).toBe(403);
    }

    const revoked = await operations.request({ method: 'DELETE', url: `${base}/${link.id}` });
    expect(revoked.json<TrackingLinkSummary>().state).toBe('revoked');
    expect((await openLink(tokenOf(link))).json()).toEqual({ state: 'revoked' });
    expect((await operations.request({ method: 'DELETE', url: `${base}/999999` })).statusCode).toBe(404);
    expect((await operations.request({ method: 'GET', url: '/api/admin/service-requests/999999/tracking-links' })).statusCode).toBe(404);
    expect((await linkAudit(load.id)).map((event) => [event.action, event.actorKind])).toEqual([
      ['tracking_link.made', 'member'],
      ['tracking_link.revoked', 'member'],
    ]);
  });

  it('refuses a link for a cancelled request (409), and a cancelled request’s links stop at once', async () => {
    const load = await insertTrackedLoad(database.db);
    const link = await insertLink(database.db, load.id);
    await setRequestStatus(database.db, load.id, 'cancelled');
    expect((await openLink(link.token)).json()).toEqual({ state: 'expired' });
    const made = await operations.request({ method: 'POST', url: `/api/admin/service-requests/${load.id}/tracking-links` });
    expect(made.statusCode).toBe(409);
    const list = (
      await operations.request({ method: 'GET', url: `/api/admin/service-requests/${load.id}/tracking-links` })
    ).json<TrackingLinkList>();
    expect(list.canMake).toBe(false);
  });

  it("answers another customer's request with the portal's one 404 on every route, and changes nothing", async () => {
    const load = await insertTrackedLoad(database.db);
    const link = await insertLink(database.db, load.id);
    const stranger = await customerSession(app, database.db, 'stranger@elsewhere.example');
    const base = `/api/account/requests/${load.referenceId}`;
    for (const request of [
      { method: 'GET' as const, url: `${base}/tracking-links` },
      { method: 'POST' as const, url: `${base}/tracking-links` },
      { method: 'DELETE' as const, url: `${base}/tracking-links/${link.id}` },
      { method: 'GET' as const, url: `${base}/consignee` },
      { method: 'PUT' as const, url: `${base}/consignee`, payload: { name: 'Mallory', email: 'm@evil.example', language: 'en' } },
    ]) {
      const response = await stranger.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(PORTAL_NOT_FOUND_MESSAGE.message);
    }
    expect((await openLink(link.token)).statusCode).toBe(200);
    const [consignee] = await database.db.select().from(consigneeContacts).where(eq(consigneeContacts.serviceRequestId, load.id));
    expect(consignee?.name).toBe('Rosa Delgado');
  });
});

describe('the public answer', () => {
  it('shows stages, the window, the last place, the driver’s first name, and nothing private, with private headers', async () => {
    const load = await insertTrackedLoad(database.db, { arrivingSoon: true });
    const link = await insertLink(database.db, load.id);
    const response = await openLink(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const page = response.json<TrackingLinkPage>();
    expect(page).toMatchObject({
      state: 'active',
      referenceId: load.referenceId,
      status: 'in-transit',
      origin: { city: 'Detroit', state: 'MI' },
      destination: { city: 'Chicago', state: 'IL' },
      driverFirstName: 'Maria',
      lastPlace: { city: 'South Bend', state: 'IN' },
      eta: { timeZone: 'America/Chicago', remainingMiles: 96, arrivingSoon: true, basis: 'position' },
      proofOfDelivery: null,
      expiresAt: null,
    });
    expect(page.timeline.map((step) => step.status)).toEqual(['received', 'in-progress', 'in-transit']);
    expect(page.deliveryUpdates).toEqual([expect.objectContaining({ stage: 'picked_up', driverFirstName: 'Maria' })]);
    for (const needle of PRIVATE_NEEDLES) expect(response.body, needle).not.toContain(needle);
    // No field of a coordinate's name either, whatever its value.
    expect(response.body).not.toMatch(/latitude|longitude|"lat"|"lng"|phone|email|amount|quote/i);
    const [row] = await database.db.select().from(trackingLinks).where(eq(trackingLinks.id, link.id));
    expect(row?.lastOpenedAt).not.toBeNull();
  });

  it('answers an unknown token and a malformed one with the same 404, never a 410', async () => {
    const unknown = await openLink('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    for (const malformed of ['short', 'A'.repeat(44), `${'A'.repeat(42)}!`, '..%2F..%2Fetc']) {
      expect((await openLink(malformed)).statusCode, malformed).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/tracking-links/${'x'.repeat(100)}` })).statusCode).toBe(400);
  });

  it('has no expiry before delivery, expires the set days after the proof of delivery, and serves the proof meanwhile', async () => {
    const load = await insertTrackedLoad(database.db);
    const link = await insertLink(database.db, load.id);
    const pdfBefore = await app.inject({ method: 'GET', url: `/api/tracking-links/${link.token}/proof-of-delivery` });
    expect(pdfBefore.statusCode).toBe(404);

    const deliveredAt = await delivered(load.id, load.driver, 2);
    const page = (await openLink(link.token)).json<TrackingLinkPage>();
    expect(page.status).toBe('delivered');
    expect(page.eta).toBeNull();
    expect(page.proofOfDelivery).toMatchObject({ deliveredAt: deliveredAt.toISOString(), receiverName: 'Sam' });
    expect(page.expiresAt).toBe(new Date(deliveredAt.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString());
    const pdf = await app.inject({ method: 'GET', url: `/api/tracking-links/${link.token}/proof-of-delivery` });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');

    // Eight days after delivery: a day past the seven.
    await database.db
      .update(proofsOfDelivery)
      .set({ deliveredAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(proofsOfDelivery.serviceRequestId, load.id));
    const expired = await openLink(link.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ state: 'expired' });
    expect((await app.inject({ method: 'GET', url: `/api/tracking-links/${link.token}/proof-of-delivery` })).statusCode).toBe(410);
    const customer = await customerSession(app, database.db, load.contactEmail);
    const list = (
      await customer.request({ method: 'GET', url: `/api/account/requests/${load.referenceId}/tracking-links` })
    ).json<TrackingLinkList>();
    expect(list.links[0]?.state).toBe('expired');
  });
});

describe('the consignee', () => {
  it('is set and read by the customer and the office; the audit names the fields changed, never the address', async () => {
    const load = await insertDispatchableRequest(database.db, { contactEmail: 'consignee-owner@shipper.example' });
    const customer = await customerSession(app, database.db, 'consignee-owner@shipper.example');
    const url = `/api/account/requests/${load.referenceId}/consignee`;
    expect((await customer.request({ method: 'GET', url })).json<ConsigneeAnswer>()).toEqual({ consignee: null });

    const saved = await customer.request({
      method: 'PUT',
      url,
      payload: { name: '  Lucia Campos ', email: 'lucia@dock.example', language: 'es' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ConsigneeAnswer>().consignee).toMatchObject({ name: 'Lucia Campos', email: 'lucia@dock.example', language: 'es' });

    const office = await operations.request({
      method: 'PUT',
      url: `/api/admin/service-requests/${load.id}/consignee`,
      payload: { name: 'Lucia Campos', email: '', language: 'en' },
    });
    expect(office.json<ConsigneeAnswer>().consignee).toMatchObject({ email: null, language: 'en' });
    expect((await customer.request({ method: 'GET', url })).json<ConsigneeAnswer>().consignee?.language).toBe('en');

    const events = await database.db
      .select({ changes: auditEvents.changes, actorKind: auditEvents.actorKind })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'consignee.changed'), eq(auditEvents.recordId, String(load.id))))
      .orderBy(auditEvents.id);
    expect(events.map((event) => event.actorKind)).toEqual(['customer', 'member']);
    expect(events[1]?.changes).toMatchObject({ changedFields: { after: 'email,language' }, language: { before: 'es', after: 'en' } });
    expect(JSON.stringify(events)).not.toContain('lucia@dock.example');
    expect(JSON.stringify(events)).not.toContain('Campos');
  });

  it('refuses bad bodies with a 400 and keeps what was saved', async () => {
    const load = await insertTrackedLoad(database.db);
    const url = `/api/admin/service-requests/${load.id}/consignee`;
    for (const payload of [
      {},
      { name: '', language: 'en' },
      { name: 'Ann', email: 'not-an-address', language: 'en' },
      { name: 'Ann', language: 'fr' },
      { name: 'Ann\nBcc: x@y.example', language: 'en' },
      { name: 'A'.repeat(500), language: 'en' },
      { name: ['Ann'], language: 'en' },
      { name: 'Ann\u0000', language: 'en' },
    ]) {
      const response = await operations.request({ method: 'PUT', url, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const raw = await operations.request({ method: 'PUT', url, payload: 'name=Ann', headers: { 'content-type': 'text/plain' } });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    const [row] = await database.db.select().from(consigneeContacts).where(eq(consigneeContacts.serviceRequestId, load.id));
    expect(row).toMatchObject({ name: 'Rosa Delgado', language: 'es' });
  });
});

describe('the link made at dispatch', () => {
  const assign = (id: number, driverId: number) =>
    operations.request({
      method: 'PUT',
      url: `/api/admin/dispatch/loads/${id}/assignment`,
      payload: { driverId, plannedPickupDate: daysFromToday(2), vehicleNumber: 'TRK-9', trailerNumber: '' },
    });

  it('makes one system link at the first assignment and mails it to the consignee in their language; a re-assignment makes none', async () => {
    const load = await insertDispatchableRequest(database.db);
    await database.db
      .insert(consigneeContacts)
      .values({ serviceRequestId: load.id, name: 'Rosa Delgado', email: 'rosa.dispatch@dock.example', language: 'es' });
    const first = await insertDriver(database.db);
    const second = await insertDriver(database.db);

    expect((await assign(load.id, first.id)).statusCode).toBe(200);
    const links = await database.db.select().from(trackingLinks).where(eq(trackingLinks.serviceRequestId, load.id));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ madeBy: 'system', revokedAt: null });
    const token = links[0]?.token ?? '';
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'rosa.dispatch@dock.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('tracking-link-dispatched');
    expect(mails[0]?.subject).toContain('Su entrega');
    expect(mails[0]?.textBody).toContain(`${PUBLIC_BASE_URL}/t/${token}`);
    expect(mails[0]?.textBody).not.toContain('850');
    expect((await linkAudit(load.id)).map((event) => [event.action, event.actorKind])).toEqual([['tracking_link.made', 'system']]);
    expect(
      await database.db.transaction((tx) => activeTrackingLinkUrl(tx, load.id, { publicBaseUrl: PUBLIC_BASE_URL, daysAfterDelivery: 7 })),
    ).toBe(`${PUBLIC_BASE_URL}/t/${token}`);

    expect((await assign(load.id, second.id)).statusCode).toBe(200);
    expect(await database.db.select().from(trackingLinks).where(eq(trackingLinks.serviceRequestId, load.id))).toHaveLength(1);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'rosa.dispatch@dock.example'))).toHaveLength(1);
  });

  it('mails the link the customer already made instead of making another, and mails no one without a consignee e-mail', async () => {
    const load = await insertDispatchableRequest(database.db);
    const own = await insertLink(database.db, load.id);
    await database.db
      .insert(consigneeContacts)
      .values({ serviceRequestId: load.id, name: 'Ken', email: 'ken.dispatch@dock.example', language: 'en' });
    expect((await assign(load.id, (await insertDriver(database.db)).id)).statusCode).toBe(200);
    expect(await database.db.select().from(trackingLinks).where(eq(trackingLinks.serviceRequestId, load.id))).toHaveLength(1);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ken.dispatch@dock.example'));
    expect(mail?.textBody).toContain(own.token);

    const quiet = await insertDispatchableRequest(database.db);
    const before = (await database.db.select().from(emailOutbox)).length;
    expect((await assign(quiet.id, (await insertDriver(database.db)).id)).statusCode).toBe(200);
    expect(await database.db.select().from(trackingLinks).where(eq(trackingLinks.serviceRequestId, quiet.id))).toHaveLength(1);
    const after = await database.db.select().from(emailOutbox);
    expect(after.filter((row) => row.kind === 'tracking-link-dispatched')).toHaveLength(
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'tracking-link-dispatched'))).length,
    );
    expect(after.slice(before).some((row) => row.kind === 'tracking-link-dispatched')).toBe(false);
    expect(
      await database.db.transaction((tx) => activeTrackingLinkUrl(tx, 999999, { publicBaseUrl: PUBLIC_BASE_URL, daysAfterDelivery: 7 })),
    ).toBeNull();
  });
});
