// The paperwork of one load, end to end (issue 39): operations issues the bill of lading from the
// request's dialog (told first what is missing); the driver, on a 390 px phone, arrives at pickup,
// loses the signal, has the shipper and themself sign the bill of lading on the screen, marks the
// load picked up, and the signatures go once when the signal returns; the load is delivered with a
// damaged carton noted and photographed; the office sends the invoice; the customer, on a phone,
// opens the request's Documents and downloads the packet: invoice, signed bill of lading, proof of
// delivery with the damage, in that order.
import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billOfLadingVersions,
  dispatchAssignments,
  emailOutbox,
  proofsOfDelivery,
  serviceRequests,
} from '../../src/server/db/schema.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { createTestAdmin, signIn } from '../support/admin.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { CUSTOMER_COOKIE_NAME, customerSession } from '../support/customers.js';
import { DRIVER_COOKIE_NAME, driverSession, insertDispatchableRequest, insertDriver, type TestDriver } from '../support/dispatch.js';
import { JPEG_BYTES } from '../support/files.js';
import { sendInvoiceWithLines } from '../support/invoices.js';
import { pdfText } from '../support/pdf-text.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const OPERATIONS = { email: 'dispatch@lakeshore.example', password: 'a long dispatcher password' };
const CUSTOMER_EMAIL = 'jordan@rivera.example';
const OPERATIONS_INBOX = 'ops@lakeshore.example';

let site: RunningSite;
let browser: Browser;
let driver: TestDriver;
let referenceId: string;
let requestId: number;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', CARRIER_SCAC: 'LKSF', OPERATIONS_EMAIL: OPERATIONS_INBOX });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, OPERATIONS, 'operations');
  driver = await insertDriver(site.database.db, { firstName: 'Maria', lastName: 'Lopez' });
  ({ id: requestId, referenceId } = await insertDispatchableRequest(site.database.db, {
    contactEmail: CUSTOMER_EMAIL,
    contactCompany: 'Rivera Furniture',
    itemType: 'Cartons of chairs',
  }));
  // The load is the driver's, accepted: the walk starts on the road to the pickup.
  await site.database.db.insert(dispatchAssignments).values({
    serviceRequestId: requestId,
    driverProfileId: driver.id,
    plannedPickupDate: new Date().toISOString().slice(0, 10),
    trailerNumber: null,
    stage: 'accepted',
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
}

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

/** Draws a signature across the pad named `name` with the mouse (pointer events, as a finger would). */
async function sign(page: Page, name: string): Promise<void> {
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`the signature pad "${name}" is not on screen`);
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25));
  }
  await page.mouse.up();
}

describe('a load’s paperwork, from the office to the customer’s packet', () => {
  let phone: Page;
  let phoneContext: BrowserContext;

  it('operations is told what the bill of lading lacks, fills it in, and issues it', async () => {
    const office = await (await newContext('desktop')).newPage();
    const errors = collectPageErrors(office);
    await office.goto(`${site.baseUrl}/admin-login?next=/admin/service-requests`);
    await office.getByLabel('Email').fill(OPERATIONS.email);
    await office.getByLabel('Password', { exact: true }).fill(OPERATIONS.password);
    await office.getByRole('button', { name: 'Login' }).click();
    await office.getByText(referenceId).first().waitFor();
    await office.getByRole('button', { name: `View ${referenceId}` }).click();
    const details = office.getByRole('dialog');
    await details.getByRole('button', { name: /Bill of lading/ }).click();
    const editor = office.getByRole('dialog', { name: /Bill of lading/ });
    // The trailer is not known yet: the missing list names it, and issuing is refused until it is.
    await editor.getByRole('link', { name: /Trailer number/ }).first().waitFor();
    await expectNoAxeViolations(office, 'bill of lading editor');
    await editor.getByLabel('Trailer number').fill('TRL-5310');
    await editor.getByLabel('Seal number (optional)').fill('SEAL-88231');
    await editor.getByRole('button', { name: 'Issue bill of lading' }).click();
    await editor.getByText(/Version 1/).first().waitFor();
    await office.screenshot({ path: screenshotPath('bill-of-lading-issued-desktop'), fullPage: true });

    const versions = await site.database.db.select().from(billOfLadingVersions).where(eq(billOfLadingVersions.serviceRequestId, requestId));
    expect(versions).toHaveLength(1);
    expect(versions[0]?.content.trailerNumber).toBe('TRL-5310');
    expect(versions[0]?.content.carrier.scac).toBe('LKSF');
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('the driver arrives at pickup, loses the signal, and the shipper signs the bill of lading on the phone', async () => {
    phoneContext = await newContext('phone');
    const { cookie } = await driverSession(site.app, site.database.db, driver);
    await phoneContext.addCookies([{ name: DRIVER_COOKIE_NAME, value: cookie.split('=')[1] ?? '', url: site.baseUrl }]);
    phone = await phoneContext.newPage();
    const errors = collectPageErrors(phone);
    await phone.goto(`${site.baseUrl}/driver`);
    await phone.getByRole('heading', { name: 'My loads' }).waitFor();
    await phone.getByRole('link', { name: new RegExp(referenceId) }).click();
    await phone.getByRole('button', { name: 'Arrived at pickup', exact: true }).click();
    await waitForStage('at_pickup');

    // No signal at the dock.
    await phoneContext.setOffline(true);
    await phone.getByRole('button', { name: 'Picked up', exact: true }).click();
    const form = phone.getByRole('form', { name: 'Sign the bill of lading' });
    await form.waitFor();
    await expect(form.getByText('SEAL-88231').first().isVisible()).resolves.toBe(true);
    await form.getByLabel("Shipper's representative's name").fill('Pat Okafor');
    await sign(phone, "Shipper's signature");
    await sign(phone, 'Your signature (driver)');
    await expectNoAxeViolations(phone, 'pickup signing form');
    await phone.screenshot({ path: screenshotPath('pickup-signing-phone'), fullPage: true });
    await form.getByRole('button', { name: 'Sign and mark picked up' }).click();
    await phone.getByText("Waiting to send — will send when you're back online").first().waitFor();
    expect(await stageNow()).toBe('at_pickup');

    // The signal returns: the pickup and its signatures go, once.
    await phoneContext.setOffline(false);
    await phone.getByRole('button', { name: 'Send now' }).click();
    await waitForStage('picked_up');
    const [signed] = await site.database.db.select().from(billOfLadingVersions).where(eq(billOfLadingVersions.serviceRequestId, requestId));
    expect(signed?.shipperSignerName).toBe('Pat Okafor');
    expect(signed?.piecesConfirmed).toBe(1);
    expect(signed?.sealConfirmed).toBe('SEAL-88231');
    expect(signed?.signedAt).not.toBeNull();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors.filter((error) => !error.includes('401') && !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  it('the load is delivered with a damaged carton noted and photographed', async () => {
    await phone.getByRole('button', { name: 'Arrived at delivery', exact: true }).click();
    await waitForStage('at_delivery');
    await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
    const form = phone.getByRole('form', { name: 'Proof of delivery' });
    await form.getByLabel("Receiver's name").fill('Dana Whitfield');
    await sign(phone, "Receiver's signature");
    await form.getByRole('button', { name: 'Add an over, short or damaged line' }).click();
    await form.getByLabel('What the receiver noted').selectOption({ label: 'Damaged' });
    await form.getByLabel('Pieces').fill('1');
    await form.getByLabel("The receiver's note").fill('One carton crushed on a corner');
    await form
      .getByLabel('Photos of the over, short or damaged freight')
      .setInputFiles({ name: 'crushed.jpg', mimeType: 'image/jpeg', buffer: JPEG_BYTES });
    await expectNoAxeViolations(phone, 'proof of delivery with an exception');
    await form.getByRole('button', { name: 'Submit delivery' }).click();
    await waitForStage('delivered');

    const [proof] = await site.database.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.serviceRequestId, requestId));
    expect(proof?.exceptions).toEqual([{ kind: 'damaged', pieces: 1, note: 'One carton crushed on a corner' }]);
  });

  it('the customer downloads the packet from the request’s Documents on a phone', async () => {
    const office = await signIn(site.app, OPERATIONS);
    await sendInvoiceWithLines(office, requestId, [
      { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '850.00' },
    ]);
    const [request] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    if (!request?.invoiceNumber) throw new Error('the invoice was not sent');

    const context = await newContext('phone');
    const { cookie } = await customerSession(site.app, site.database.db, CUSTOMER_EMAIL);
    await context.addCookies([{ name: CUSTOMER_COOKIE_NAME, value: cookie.split('=')[1] ?? '', url: site.baseUrl }]);
    const customer = await context.newPage();
    const errors = collectPageErrors(customer);
    await customer.goto(`${site.baseUrl}/account/request?ref=${referenceId}`);
    await customer.getByRole('heading', { name: referenceId }).waitFor();
    await customer.getByRole('heading', { name: 'Documents' }).waitFor();
    await expectNoAxeViolations(customer, 'customer documents');
    await customer.screenshot({ path: screenshotPath('customer-documents-phone'), fullPage: true });
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: /Download (the )?packet/ }).click(),
    ]);
    const path = await download.path();
    if (!path) throw new Error('the packet was not saved');
    const pages = (await pdfText(await readFile(path))).split('\n\n');
    const joined = pages.join('\n');
    // In order: the invoice, the signed bill of lading, the proof of delivery with the damage.
    const at = (text: string) => pages.findIndex((page) => page.includes(text));
    expect(at(request.invoiceNumber)).toBeGreaterThanOrEqual(0);
    expect(at('Pat Okafor')).toBeGreaterThan(at(request.invoiceNumber));
    expect(at('One carton crushed on a corner')).toBeGreaterThan(at('Pat Okafor'));
    expect(joined).toContain('Dana Whitfield');
    expect(joined).toContain('SEAL-88231');
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);

    // Operations was told of the damage when it was recorded.
    const toOperations = await site.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, OPERATIONS_INBOX))
      .orderBy(desc(emailOutbox.id));
    expect(toOperations.some((mail) => mail.text.includes('One carton crushed on a corner'))).toBe(true);
  });
});
