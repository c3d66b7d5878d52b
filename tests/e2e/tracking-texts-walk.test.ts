// The walk of issue 40: the office dispatches a load Detroit to Chicago and records, as the
// consignee asked by phone, their consent to texts when the truck is close and when it is
// delivered. The consignee opens the load's tracking link on a 390 px phone; the driver's own phone
// (a browser page at 390 px with its position shared) reports where the truck is as it moves, and
// the consignee sees the arrival estimate move and then "Arriving soon"; the fake Twilio receives
// "arriving soon" and then "delivered", once each, in the consignee's number. Axe checks the
// consignee's page. Each wait is Playwright's (30 s) or a poll given 30 s: a busy machine is slow,
// not wrong. Screenshots land in test-results/.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverPositions } from '../../src/server/db/schema.js';
import { issueDriverSignInLink } from '../../src/server/features/dispatch/index.js';
import { createTextSender, twilioProvider, type TextSender } from '../../src/server/features/text-messages/index.js';
import { officeTextsPath } from '../../src/shared/text-messages/text-messages.js';
import { officeTrackingLinksPath } from '../../src/shared/tracking-links/tracking-links.js';
import { createTestAdmin, signIn, type AdminClient } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { DRIVER_COOKIE_NAME, driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../support/dispatch.js';
import {
  FAKE_TWILIO_ACCOUNT_SID,
  FAKE_TWILIO_AUTH_TOKEN,
  FAKE_TWILIO_FROM,
  startFakeTwilio,
  type FakeTwilio,
} from '../support/fake-twilio.js';
import { JPEG_BYTES, PNG_BYTES } from '../support/files.js';
import { multipart } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const OPERATIONS = { email: 'texts-walk@freight.example', password: 'operations walk password' };
const CONSIGNEE_PHONE = '+17735550188';
// The truck's road: Kalamazoo, MI (about 140 road miles from the Loop), then Gary, IN (about 30),
// then the Chicago Loop itself (within the 15 miles of "arriving soon" of ZIP 60603).
const KALAMAZOO = { latitude: 42.2917, longitude: -85.5872 };
const GARY = { latitude: 41.5934, longitude: -87.3464 };
const THE_LOOP = { latitude: 41.8807, longitude: -87.6298 };

let fake: FakeTwilio;
let site: RunningSite;
let browser: Browser;
let office: AdminClient;
let driver: DriverClient;
let sender: TextSender;
let load: { id: number; referenceId: string };

beforeAll(async () => {
  fake = await startFakeTwilio();
  site = await startSite({
    COMPANY_NAME: 'Lakeshore Freight',
    TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
    TWILIO_FROM_NUMBER: FAKE_TWILIO_FROM,
    TWILIO_API_BASE_URL: fake.baseUrl,
  });
  browser = await launchBrowser();
  const { db } = site.database;
  await createTestAdmin(db, OPERATIONS, 'operations');
  office = await signIn(site.app, OPERATIONS);
  driver = await driverSession(site.app, db, await insertDriver(db, { firstName: 'Rosa', lastName: 'Highway' }));
  load = await insertDispatchableRequest(db);
  const settings = site.config.texts!;
  // The sender the server runs beside the app (start-server.ts), driven here one pass at a time.
  sender = createTextSender({
    db,
    provider: twilioProvider(settings),
    publicBaseUrl: site.config.publicBaseUrl,
    maxPerSecond: settings.maxPerSecond,
    perNumberPerDay: settings.perNumberPerDay,
    driverSignInLink: (tx, driverProfileId, now) => issueDriverSignInLink(tx, site.config.publicBaseUrl, driverProfileId, now),
    logger: pino({ level: 'silent' }),
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await fake?.close();
});

async function driverUpdate(fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) {
  const body = await multipart({ updateId: randomUUID(), kind: 'stage', ...fields }, files);
  const response = await driver.request({
    method: 'POST',
    url: `/api/driver/loads/${load.referenceId}/updates`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function positionsStored(): Promise<number> {
  return (await site.database.db.select().from(driverPositions).where(eq(driverPositions.serviceRequestId, load.id))).length;
}

/** The texts the fake provider took for the consignee's number, each body once. */
function consigneeTexts(): string[] {
  return fake.messages.filter((message) => message.to === CONSIGNEE_PHONE).map((message) => message.body);
}

async function milesToGo(page: Page): Promise<number> {
  const text = await page.getByText(/About [\d,]+ miles to go/).innerText();
  return Number(/About ([\d,]+) miles/.exec(text)![1]!.replace(',', ''));
}

describe('a consignee follows the truck by its link and is texted as it arrives', () => {
  let phone: BrowserContext;
  let consignee: Page;
  let consigneeErrors: string[];
  let milesFromKalamazoo: number;

  it('the office dispatches the load and records the consignee’s consent to two texts', async () => {
    const consent = await office.request({
      method: 'PUT',
      url: `${officeTextsPath(load.id)}/consignee`,
      payload: { phone: '(773) 555-0188', milestones: ['arriving_soon', 'delivered'], consent: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    const assigned = await office.request({
      method: 'PUT',
      url: `/api/admin/dispatch/loads/${load.id}/assignment`,
      payload: { driverId: driver.driver.id, plannedPickupDate: new Date().toISOString().slice(0, 10) },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // The first dispatch made the load's link.
    const links = (await office.request({ method: 'GET', url: officeTrackingLinksPath(load.id) })).json<{ links: { url: string }[] }>();
    expect(links.links).toHaveLength(1);

    // The driver sets off: accepted, at the shipper, picked up.
    for (const stage of ['accepted', 'at_pickup', 'picked_up']) await driverUpdate({ stage });

    const context = await browser.newContext({ viewport: VIEWPORTS.phone, timezoneId: 'America/Chicago' });
    consignee = await context.newPage();
    consigneeErrors = collectPageErrors(consignee);
    await consignee.goto(links.links[0]!.url.replace(site.config.publicBaseUrl, site.baseUrl));
    await consignee.getByRole('heading', { level: 1, name: 'Track your delivery' }).waitFor();
  });

  it('the driver’s phone shares where the truck is, and the consignee’s estimate moves with it', async () => {
    phone = await browser.newContext({
      viewport: VIEWPORTS.phone,
      geolocation: KALAMAZOO,
      permissions: ['geolocation'],
    });
    await phone.addCookies([{ name: DRIVER_COOKIE_NAME, value: driver.cookie.split('=')[1]!, url: site.baseUrl }]);
    const driverPage = await phone.newPage();
    await driverPage.goto(`${site.baseUrl}/driver/load?ref=${load.referenceId}`);
    await expect.poll(positionsStored, { timeout: 30_000 }).toBe(1);

    await consignee.reload();
    await consignee.getByText('Last reported near Kalamazoo, MI').waitFor();
    milesFromKalamazoo = await milesToGo(consignee);
    expect(milesFromKalamazoo).toBeGreaterThan(100);
    await consignee.screenshot({ path: screenshotPath('tracking-walk-kalamazoo-390') });

    await phone.setGeolocation(GARY);
    await expect.poll(positionsStored, { timeout: 30_000 }).toBe(2);
    await consignee.reload();
    await consignee.getByText(/Last reported near Gary, IN/).waitFor();
    const milesFromGary = await milesToGo(consignee);
    expect(milesFromGary).toBeLessThan(milesFromKalamazoo);
    expect(milesFromGary).toBeGreaterThan(15);
    expect(await consignee.getByText('Arriving soon').count()).toBe(0);
    await sender.runOnce();
    expect(consigneeTexts()).toEqual([]);
  });

  it('close to the dock the consignee sees "Arriving soon" and gets the text, once', async () => {
    await phone.setGeolocation(THE_LOOP);
    await expect.poll(positionsStored, { timeout: 30_000 }).toBe(3);
    await consignee.reload();
    await consignee.getByText('Arriving soon').waitFor();
    await expectNoAxeViolations(consignee, 'the tracking link, arriving soon, 390 px');
    await consignee.screenshot({ path: screenshotPath('tracking-walk-arriving-soon-390') });

    await sender.runOnce();
    // Another position within range is no new moment: still one text.
    await phone.setGeolocation({ latitude: THE_LOOP.latitude + 0.01, longitude: THE_LOOP.longitude });
    await expect.poll(positionsStored, { timeout: 30_000 }).toBe(4);
    await sender.runOnce();
    const texts = consigneeTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/arriv/i);
  });

  it('delivered: the page shows the proof of delivery, and the consignee gets the delivered text', async () => {
    await driverUpdate(
      { stage: 'delivered', receiverName: 'Dana Dock' },
      { photos: [{ name: 'pallet.jpg', bytes: JPEG_BYTES }], signature: [{ name: 'signature.png', bytes: PNG_BYTES }] },
    );
    await sender.runOnce();
    const texts = consigneeTexts();
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/deliver/i);

    await consignee.reload();
    await consignee.getByRole('heading', { name: 'Proof of delivery' }).waitFor();
    expect(await consignee.getByText(/Received by Dana on/).count()).toBe(1);
    await expectNoAxeViolations(consignee, 'the tracking link, delivered, 390 px');
    await consignee.screenshot({ path: screenshotPath('tracking-walk-delivered-390') });
    expect(consigneeErrors).toEqual([]);
  });
});
