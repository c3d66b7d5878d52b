// Dispatch and proof of delivery, end to end (issue 22): operations assigns a load on the Dispatch
// board; the driver signs in on a 390 px phone with the e-mailed code and moves the load through
// every stage, watched live by the board; the phone goes offline before "Delivered", keeps the
// proof of delivery as waiting (through a reload), and sends it once when the connection returns.
// The customer then sees each step and the proof of delivery on /track and on their own page.
import { readFile } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchAssignments, dispatchUpdates, emailOutbox, proofsOfDelivery, serviceRequests } from '../../src/server/db/schema.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { createTestAdmin } from '../support/admin.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { insertDispatchableRequest, insertDriver, type TestDriver } from '../support/dispatch.js';
import { JPEG_BYTES } from '../support/files.js';
import { pdfText } from '../support/pdf-text.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const OPERATIONS = { email: 'dispatch@freight.example', password: 'a long dispatcher password' };
const CUSTOMER_EMAIL = 'jordan@rivera.example';

let site: RunningSite;
let browser: Browser;
let driver: TestDriver;
let referenceId: string;
let requestId: number;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, OPERATIONS, 'operations');
  driver = await insertDriver(site.database.db, { firstName: 'Maria', lastName: 'Lopez' });
  // Someone the board lists but the server would refuse: an expired license.
  await insertDriver(site.database.db, { firstName: 'Joe', lastName: 'Kowalski', licenseExpiration: '2020-01-01' });
  ({ id: requestId, referenceId } = await insertDispatchableRequest(site.database.db, { contactEmail: CUSTOMER_EMAIL }));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
}

/** The newest mail of `kind` to `email`, as the outbox holds it. */
async function mailText(email: string, kind: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await site.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

function loadCard(page: Page) {
  return page.getByRole('article', { name: referenceId });
}

async function signInAsOperations(page: Page): Promise<void> {
  await page.goto(`${site.baseUrl}/admin-login?next=/admin/dispatch`);
  await page.getByLabel('Email').fill(OPERATIONS.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATIONS.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await loadCard(page).waitFor();
}

/** Draws a signature across the canvas with the mouse (pointer events, as a finger would). */
async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: "Receiver's signature" });
  // The mouse works in the viewport: the pad must be on screen, not below the fold.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -30 : 30));
  }
  await page.mouse.up();
}

describe('a load from the Dispatch board to the customer’s door', () => {
  let office: Page;
  let phone: Page;
  let phoneContext: BrowserContext;

  it('operations assigns the load to an eligible driver', async () => {
    office = await (await newContext('desktop')).newPage();
    const officeErrors = collectPageErrors(office);
    await signInAsOperations(office);
    await expectNoAxeViolations(office, 'dispatch board');

    await loadCard(office)
      .getByRole('button', { name: `Assign ${referenceId}` })
      .click();
    const dialog = office.getByRole('dialog', { name: `Assign ${referenceId}` });
    // The driver with an expired license is listed, but cannot be chosen.
    expect(await dialog.getByRole('option', { name: /Joe Kowalski/ }).isDisabled()).toBe(true);
    await dialog.getByLabel('Driver').selectOption({ label: 'Maria Lopez' });
    await dialog.getByLabel('Vehicle number (optional)').fill('T-12');
    await expectNoAxeViolations(office, 'assign dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await office.getByText('Load assigned').first().waitFor();
    await office.screenshot({ path: screenshotPath('dispatch-board-desktop'), fullPage: true });

    expect(await stageNow()).toBe('assigned');
    expect(officeErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('the driver signs in on a phone and moves the load through every stage, the board following live', async () => {
    phoneContext = await newContext('phone');
    phone = await phoneContext.newPage();
    const phoneErrors = collectPageErrors(phone);
    await phone.goto(`${site.baseUrl}/driver`);
    await phone.getByRole('heading', { name: 'Driver sign-in' }).waitFor();
    await expectNoAxeViolations(phone, 'driver sign-in');
    await phone.getByLabel('E-mail').fill(driver.email);
    await phone.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const code = (await mailText(driver.email, 'driver-sign-in')).match(/code[^\n]*?\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code in the sign-in mail');
    await phone.getByLabel('6-digit code').fill(code);
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.getByRole('heading', { name: 'My loads' }).waitFor();

    await phone.getByRole('link', { name: new RegExp(referenceId) }).click();
    await phone.getByRole('heading', { name: 'Detroit, MI → Chicago, IL' }).waitFor();
    expect(await phone.getByRole('link', { name: 'Open pickup in maps' }).getAttribute('href')).toContain('google.com/maps');
    await expectNoAxeViolations(phone, 'driver load');
    await phone.screenshot({ path: screenshotPath('driver-load-phone'), fullPage: true });

    const steps = [
      ['Accept load', 'accepted', 'Accepted'],
      ['Arrived at pickup', 'at_pickup', 'At pickup'],
      ['Picked up', 'picked_up', 'Picked up (in transit)'],
      ['Arrived at delivery', 'at_delivery', 'At delivery'],
    ] as const;
    for (const [button, stage, label] of steps) {
      await phone.getByRole('button', { name: button, exact: true }).click();
      await waitForStage(stage);
      // The board, never reloaded, shows the new stage.
      await loadCard(office).getByText(label, { exact: true }).first().waitFor({ timeout: 15_000 });
    }
    const [request] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    expect(request?.status).toBe('in-transit');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(phoneErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('goes offline before Delivered, keeps the proof of delivery waiting, and sends it once back online', async () => {
    await phoneContext.setOffline(true);
    // With no signal at all the page still opens (its service worker kept it), with the loads the phone saved.
    await phone.goto(`${site.baseUrl}/driver`);
    await phone.getByRole('heading', { name: 'My loads' }).waitFor();
    await phone.getByRole('link', { name: new RegExp(referenceId) }).click();
    await phone.getByRole('heading', { name: 'Detroit, MI → Chicago, IL' }).waitFor();
    await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
    const form = phone.getByRole('form', { name: 'Proof of delivery' });
    await form.getByLabel("Receiver's name").fill('Dana Whitfield');
    await sign(phone);
    await form
      .getByLabel('Photos of the delivered load')
      .setInputFiles({ name: 'pallets.jpg', mimeType: 'image/jpeg', buffer: JPEG_BYTES });
    await expectNoAxeViolations(phone, 'proof of delivery form');
    await form.getByRole('button', { name: 'Submit delivery' }).click();
    await phone.getByText("Waiting to send — will send when you're back online").first().waitFor();
    await phone.screenshot({ path: screenshotPath('driver-offline-queued-phone'), fullPage: true });
    expect(await stageNow()).toBe('at_delivery');

    // Back in signal, but the updates cannot get through yet; the driver reloads the page: the
    // proof of delivery, photo and signature included, is still waiting on the phone.
    const updates = '**/api/driver/loads/*/updates';
    await phone.route(updates, (route) => route.abort('internetdisconnected'));
    await phoneContext.setOffline(false);
    await phone.reload();
    await phone.getByText("Waiting to send — will send when you're back online").first().waitFor();
    expect(await stageNow()).toBe('at_delivery');

    // The connection really returns: it is sent, once.
    await phone.unroute(updates);
    await phone.getByRole('button', { name: 'Send now' }).click();
    await waitForStage('delivered');
    await phone.getByText("Waiting to send — will send when you're back online").first().waitFor({ state: 'detached' });

    const delivered = await site.database.db
      .select({ id: dispatchUpdates.id })
      .from(dispatchUpdates)
      .where(and(eq(dispatchUpdates.serviceRequestId, requestId), eq(dispatchUpdates.stage, 'delivered')));
    expect(delivered).toHaveLength(1);
    const [proof] = await site.database.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.serviceRequestId, requestId));
    expect(proof?.receiverName).toBe('Dana Whitfield');
    const [request] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    expect(request?.status).toBe('delivered');
    await loadCard(office).getByText('Delivered', { exact: true }).first().waitFor({ timeout: 15_000 });

    // The office has the same proof of delivery on the board.
    const [download] = await Promise.all([
      office.waitForEvent('download'),
      loadCard(office).getByRole('link', { name: 'Proof of delivery PDF' }).click(),
    ]);
    const path = await download.path();
    if (!path) throw new Error('the proof of delivery was not saved');
    expect(await pdfText(await readFile(path))).toContain('Dana Whitfield');
  });

  it('the customer sees each step and the proof of delivery on /track and on their own page', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const customer = await (await newContext(viewport)).newPage();
      const errors = collectPageErrors(customer);
      await customer.goto(`${site.baseUrl}/track?ref=${referenceId}`);
      await customer.getByLabel('E-mail', { exact: true }).fill(CUSTOMER_EMAIL);
      await customer.getByRole('button', { name: 'Track Request' }).click();
      for (const step of [
        'Maria accepted your load',
        'Maria arrived at pickup',
        'Maria picked up your load (in transit)',
        'Maria arrived at delivery',
        'Maria delivered your load',
      ]) {
        await customer.getByText(step).first().waitFor();
      }
      await customer.getByText('Received by Dana Whitfield', { exact: false }).waitFor();
      // First name only: never the driver's last name, phone or license.
      const shown = (await customer.locator('main').textContent()) ?? '';
      for (const secret of ['Lopez', driver.phone, driver.licenseNumber]) expect(shown).not.toContain(secret);
      await expectNoAxeViolations(customer, `track with delivery steps, ${viewport}`);
      await customer.screenshot({ path: screenshotPath(`track-delivered-${viewport}`), fullPage: true });
      const [download] = await Promise.all([
        customer.waitForEvent('download'),
        customer.getByRole('button', { name: 'Download proof of delivery (PDF)' }).click(),
      ]);
      const path = await download.path();
      if (!path) throw new Error('the proof of delivery was not saved');
      const text = await pdfText(await readFile(path));
      expect(text).toContain(referenceId);
      expect(text).toContain('Dana Whitfield');
      expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    }

    // Their own page: sign in with the e-mailed code, open the request.
    const portal = await (await newContext('phone')).newPage();
    await portal.goto(`${site.baseUrl}/account`);
    await portal.getByLabel('E-mail').fill(CUSTOMER_EMAIL);
    await portal.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const code = (await mailText(CUSTOMER_EMAIL, 'customer-sign-in')).match(/code[^\n]*?\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code in the customer sign-in mail');
    await portal.getByLabel('6-digit code').fill(code);
    await portal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await portal.getByRole('link', { name: referenceId }).click();
    await portal.getByRole('heading', { name: referenceId }).waitFor();
    await portal.getByText('Maria delivered your load').first().waitFor();
    await portal.getByText('Received by Dana Whitfield', { exact: false }).waitFor();
    await expectNoAxeViolations(portal, 'portal request with proof of delivery');
    const [download] = await Promise.all([
      portal.waitForEvent('download'),
      portal.getByRole('link', { name: 'Download proof of delivery (PDF)' }).click(),
    ]);
    const path = await download.path();
    if (!path) throw new Error('the proof of delivery was not saved');
    expect(await pdfText(await readFile(path))).toContain('Dana Whitfield');

    // The delivered mail carried the proof of delivery.
    const [delivered] = await site.database.db
      .select({ attachments: emailOutbox.attachments })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, CUSTOMER_EMAIL), eq(emailOutbox.kind, 'service-request-status-changed')))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(delivered?.attachments).toEqual([{ kind: 'proof_of_delivery', serviceRequestId: requestId }]);
  });
});
