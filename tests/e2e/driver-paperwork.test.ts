// The paperwork on the driver's phone, end to end (issue 39), on a 390 px phone: the office has
// issued the bill of lading; the driver arrives at pickup, loses the signal, and the shipper's
// representative and the driver sign it on the screen with no connection; the signed pickup waits
// on the phone (through a reload) and is sent once when the signal returns. At delivery the
// receiver notes a damaged carton with a photo: operations is mailed, the board flags it, and the
// customer's proof of delivery shows it.
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolNumberOf, type BolContent } from '../../src/shared/bills-of-lading/bill-of-lading.js';
import {
  billOfLadingVersions,
  billsOfLading,
  dispatchAssignments,
  dispatchUpdates,
  emailOutbox,
  proofsOfDelivery,
  uploads,
} from '../../src/server/db/schema.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { customerSession } from '../support/customers.js';
import { driverSession, insertDispatchableRequest, insertDriver } from '../support/dispatch.js';
import { JPEG_BYTES } from '../support/files.js';
import { pdfText } from '../support/pdf-text.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const OPERATIONS = 'ops.walk@freight.example';
const CUSTOMER_EMAIL = 'casey@rivera.example';

let site: RunningSite;
let browser: Browser;
let phoneContext: BrowserContext;
let phone: Page;
let requestId: number;
let referenceId: string;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', OPERATIONS_EMAIL: OPERATIONS });
  browser = await launchBrowser();
  const driver = await insertDriver(site.database.db, { firstName: 'Maria', lastName: 'Lopez' });
  ({ id: requestId, referenceId } = await insertDispatchableRequest(site.database.db, {
    contactEmail: CUSTOMER_EMAIL,
    status: 'in-progress',
  }));
  await site.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: requestId, driverProfileId: driver.id, plannedPickupDate: '2026-12-01', stage: 'accepted' });
  // The office issued version 1 of the bill of lading: 10 pallets and 2 crates, seal SEAL-771.
  const party = { name: 'Dock', address: '1 Main St', city: 'Detroit', state: 'MI', zip: '48201' };
  const content: BolContent = {
    bolNumber: bolNumberOf('123456', requestId),
    shipFrom: party,
    shipTo: { ...party, city: 'Chicago', state: 'IL', zip: '60601' },
    thirdPartyBillTo: null,
    freightTerms: 'prepaid',
    carrier: { name: 'Lakeshore Freight', mcNumber: 'MC-1', dotNumber: '1' },
    trailerNumber: 'TR-9',
    sealNumber: 'SEAL-771',
    units: [
      { count: 10, packageType: 'pallet', weightLbs: 4000, description: 'Cartons of parts', hazmat: false },
      { count: 2, packageType: 'crate', weightLbs: 300, description: 'Engine parts', hazmat: false },
    ],
    hazmat: null,
    referenceId,
  };
  await site.database.db.insert(billsOfLading).values({ serviceRequestId: requestId, bolNumber: content.bolNumber, draft: {} });
  await site.database.db
    .insert(billOfLadingVersions)
    .values({ serviceRequestId: requestId, version: 1, content, issuedAt: new Date(Date.now() - 3_600_000) });

  const session = await driverSession(site.app, site.database.db, driver);
  const [name, value] = session.cookie.split('=') as [string, string];
  phoneContext = await browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
  await phoneContext.addCookies([{ name, value, url: site.baseUrl }]);
  phone = await phoneContext.newPage();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function stageNow(): Promise<string | undefined> {
  const [row] = await site.database.db
    .select({ stage: dispatchAssignments.stage })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.serviceRequestId, requestId));
  return row?.stage;
}

async function waitForStage(stage: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await stageNow()) !== stage) {
    if (Date.now() > deadline) throw new Error(`the load never reached ${stage} (it is ${await stageNow()})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Draws a signature across the named pad with the mouse (pointer events, as a finger would). */
async function sign(name: string): Promise<void> {
  const pad = phone.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`the pad "${name}" is not on screen`);
  await phone.mouse.move(box.x + 20, box.y + box.height / 2);
  await phone.mouse.down();
  for (let step = 1; step <= 10; step += 1) await phone.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -30 : 30));
  await phone.mouse.up();
}

describe('the bill of lading signed at pickup and a damaged carton at delivery', () => {
  it('the shipper and the driver sign offline; the signed pickup waits through a reload and is sent once', async () => {
    const errors = collectPageErrors(phone);
    await phone.goto(`${site.baseUrl}/driver/load?ref=${referenceId}`);
    await phone.getByRole('heading', { name: 'Detroit, MI → Chicago, IL' }).waitFor();
    await phone.getByRole('button', { name: 'Arrived at pickup', exact: true }).click();
    await waitForStage('at_pickup');

    // At the dock: no signal. The phone has the bill of lading saved with the load.
    await phoneContext.setOffline(true);
    await phone.getByRole('button', { name: 'Picked up', exact: true }).click();
    const form = phone.getByRole('form', { name: 'Sign the bill of lading' });
    await form.getByText(bolNumberOf('123456', requestId)).waitFor();
    await form.getByLabel("Shipper's representative's name").fill('Sam Shipper');
    await sign("Shipper's signature");
    await sign('Your signature (driver)');
    expect(await form.getByLabel('Pieces loaded').inputValue()).toBe('12');
    await expectNoAxeViolations(phone, 'pickup signing form');
    await phone.screenshot({ path: screenshotPath('driver-pickup-signing-phone'), fullPage: true });
    await form.getByRole('button', { name: 'Sign and mark picked up' }).click();
    await phone.getByText('Picked up (in transit), bill of lading signed').first().waitFor();
    expect(await stageNow()).toBe('at_pickup');

    // Signal back but the updates not getting through; a reload keeps the signatures waiting.
    const updates = '**/api/driver/loads/*/updates';
    await phone.route(updates, (route) => route.abort('internetdisconnected'));
    await phoneContext.setOffline(false);
    await phone.reload();
    await phone.getByText('Picked up (in transit), bill of lading signed').first().waitFor();
    await phone.unroute(updates);
    await phone.getByRole('button', { name: 'Send now' }).click();
    await waitForStage('picked_up');

    const [version] = await site.database.db
      .select()
      .from(billOfLadingVersions)
      .where(eq(billOfLadingVersions.serviceRequestId, requestId));
    expect(version).toMatchObject({ shipperSignerName: 'Sam Shipper', piecesConfirmed: 12, sealConfirmed: 'SEAL-771' });
    const signatures = await site.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.serviceRequestId, requestId), eq(uploads.purpose, 'pickup_signature')));
    expect(signatures).toHaveLength(2);
    const pickups = await site.database.db
      .select()
      .from(dispatchUpdates)
      .where(and(eq(dispatchUpdates.serviceRequestId, requestId), eq(dispatchUpdates.stage, 'picked_up')));
    expect(pickups).toHaveLength(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors.filter((error) => !error.includes('401') && !error.includes('net::'))).toEqual([]);
  });

  it('delivers with a damaged-carton note and photo: operations told, the customer sees it on the proof', async () => {
    await phone.getByRole('button', { name: 'Arrived at delivery', exact: true }).click();
    await waitForStage('at_delivery');
    await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
    const form = phone.getByRole('form', { name: 'Proof of delivery' });
    await form.getByLabel("Receiver's name").fill('Dana Whitfield');
    await sign("Receiver's signature");
    await form
      .getByLabel('Photos of the delivered load')
      .setInputFiles({ name: 'pallets.jpg', mimeType: 'image/jpeg', buffer: JPEG_BYTES });
    await form.getByRole('button', { name: 'Add an over, short or damaged line' }).click();
    const line = form.getByRole('group', { name: 'Line 1' });
    await line.getByRole('radio', { name: 'Damaged' }).check();
    await line.getByLabel('Pieces', { exact: true }).fill('1');
    await line.getByLabel("The receiver's note").fill('One carton crushed on the corner');
    await form
      .getByLabel('Photos of the over, short or damaged freight')
      .setInputFiles({ name: 'crushed.jpg', mimeType: 'image/jpeg', buffer: JPEG_BYTES });
    await expectNoAxeViolations(phone, 'proof of delivery with an exception');
    await form.getByRole('button', { name: 'Submit delivery' }).click();
    await waitForStage('delivered');

    const [proof] = await site.database.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.serviceRequestId, requestId));
    expect(proof?.exceptions).toEqual([{ kind: 'damaged', pieces: 1, note: 'One carton crushed on the corner' }]);
    const deadline = Date.now() + 10_000;
    let alerts: { subject: string }[] = [];
    while (alerts.length === 0 && Date.now() < deadline) {
      alerts = await site.database.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, OPERATIONS), eq(emailOutbox.kind, 'dispatch-delivery-exceptions')));
      if (alerts.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(alerts.map((mail) => mail.subject)).toEqual([`Exceptions at delivery on ${referenceId}: damaged`]);

    const customer = await customerSession(site.app, site.database.db, CUSTOMER_EMAIL);
    const pdf = await customer.request({ method: 'GET', url: `/api/account/requests/${referenceId}/proof-of-delivery.pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('1. Damaged: 1 piece');
    expect(text).toContain('One carton crushed on the corner');
  });
});
