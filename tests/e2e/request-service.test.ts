// A shipper, a broker and a dispatcher each request service, from role selection to the
// confirmation with its reference ID, at phone and desktop widths.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests, uploads } from '../../src/server/db/schema.js';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { HTML_BYTES, PDF_BYTES, PNG_BYTES } from '../support/files.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { scratchFolder } from '../support/test-config.js';

let site: RunningSite;
let browser: Browser;
let filesDir: string;

beforeAll(async () => {
  site = await startSite({ SUPPORT_PHONE: '3135550142' });
  browser = await launchBrowser();
  filesDir = scratchFolder('photos-');
  writeFileSync(join(filesDir, 'pallet.png'), PNG_BYTES);
  writeFileSync(join(filesDir, 'bill-of-lading.pdf'), PDF_BYTES);
  writeFileSync(join(filesDir, 'notes.html'), HTML_BYTES);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function openHome(viewport: keyof typeof VIEWPORTS, options: { clipboard?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  if (options.clipboard !== false) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
  }
  const page = await context.newPage();
  await page.goto(site.baseUrl);
  await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
  return page;
}

async function chooseRole(page: Page, title: string, formTitle: string) {
  await page.getByRole('button', { name: `Select ${title}` }).click();
  await page.getByRole('heading', { level: 1, name: formTitle }).waitFor();
}

async function fillContact(page: Page, email: string) {
  const contact = page.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('Full Name').fill('Jordan Rivera');
  await contact.getByLabel('Company').fill('Rivera Imports');
  await contact.getByLabel('Email').fill(email);
  await contact.getByLabel('Phone').pressSequentially('3135550199');
  // Formatted as typed.
  expect(await contact.getByLabel('Phone').inputValue()).toBe('(313) 555-0199');
}

async function expectConfirmation(page: Page, title: string): Promise<string> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
  expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
  return referenceId;
}

// Radix announces a toast's text a second time for screen readers: wait for the visible one.
async function waitForToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

async function storedRequest(referenceId: string) {
  const [row] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  return row;
}

describe('a freight broker', () => {
  it('requests service, copies the reference ID and starts another request', async () => {
    const page = await openHome('desktop');
    await chooseRole(page, 'Freight Broker', 'Freight Broker Request');
    for (const section of ['Service Overview', 'Carrier Requirements', 'Contact Information']) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    await page.getByText('Please fill out all required fields (marked with *)').waitFor();
    await expectNoAxeViolations(page, 'broker form, desktop');

    await page.getByLabel('Service Type').selectOption('spot-market');
    await page.getByLabel('Service Description').fill('Weekly reefer loads, Detroit to Chicago.');
    await page.getByLabel('Load Volume').fill('8 loads per month');
    await page.getByLabel('Carrier Requirements').fill('Reefer, team drivers');
    await fillContact(page, 'jordan@rivera.example');
    expect(await page.getByText('Please fill out all required fields (marked with *)').count()).toBe(0);

    await page.getByRole('button', { name: 'Submit Broker Request' }).click();
    const referenceId = await expectConfirmation(page, 'Broker Request Submitted!');
    await waitForToast(page, 'Broker Request Submitted Successfully!');

    const row = await storedRequest(referenceId);
    expect(row).toMatchObject({ userRole: 'broker', serviceType: 'spot-market', loadVolume: '8 loads per month', pickupCity: 'TBD' });

    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await page.getByRole('heading', { name: 'Need immediate assistance?' }).waitFor();
    await expectNoAxeViolations(page, 'broker confirmation, desktop');
    expect(await page.getByRole('link', { name: 'Call Now for Immediate Service' }).getAttribute('href')).toBe('tel:+13135550142');
    expect(await page.getByRole('link', { name: 'Track your request' }).getAttribute('href')).toBe(`/track?ref=${referenceId}`);

    await page.getByRole('button', { name: 'Copy' }).click();
    await waitForToast(page, 'Reference ID Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referenceId);
    await page.screenshot({ path: screenshotPath('request-broker-confirmation-desktop'), fullPage: true });

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe('a dispatcher', () => {
  it('requests service on a phone, and Copy still works when the clipboard API is refused', async () => {
    const page = await openHome('phone', { clipboard: false });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.reload();
    await chooseRole(page, 'Dispatcher', 'Dispatcher Request');
    for (const section of ['Dispatch Services', 'Dispatching Services', 'Contact Information']) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    await expectNoAxeViolations(page, 'dispatcher form, phone');
    await page.getByLabel('Service Type').selectOption('load-sourcing');
    await page.getByLabel('Urgency').selectOption('urgent');
    await page.getByLabel('Service Description').fill('Six dry vans need steady loads.');
    await page.getByLabel('Coverage Areas').fill('Midwest');
    await fillContact(page, 'ops@fleet.example');
    await page.getByRole('button', { name: 'Submit Dispatcher Request' }).click();
    const referenceId = await expectConfirmation(page, 'Dispatcher Request Submitted!');
    expect(await storedRequest(referenceId)).toMatchObject({
      userRole: 'dispatcher',
      urgency: 'urgent',
      coverageAreas: 'Midwest',
      pickupCity: 'Multiple',
    });

    await page.getByRole('button', { name: 'Copy' }).click();
    await waitForToast(page, 'Reference ID Copied');
    await expectNoAxeViolations(page, 'dispatcher confirmation with the copied toast, phone');
    await page.screenshot({ path: screenshotPath('request-dispatcher-confirmation-phone'), fullPage: true });
    await page.context().close();
  });
});

describe.each(['phone', 'desktop'] as const)('a shipper on a %s', (viewport) => {
  it('requests a shipment with two photos', async () => {
    const page = await openHome(viewport);
    await expectNoAxeViolations(page, `home page with the role picker, ${viewport}`);
    await chooseRole(page, 'Shipper', 'Shipping Request');
    for (const section of [
      'Service Details',
      'Item Information',
      'Pickup Location',
      'Delivery Location',
      'Scheduling Preferences',
      'Contact Information',
    ]) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    const takePhoto = page.getByRole('button', { name: 'Take Photo' });
    expect(await takePhoto.isVisible()).toBe(viewport === 'phone');

    await page.getByLabel('Service Type').selectOption('ltl-freight');
    await page.getByLabel('Service Description').fill('Two pallets of auto parts.');
    await page.getByLabel('Item Type').fill('Pallets');
    await page.getByLabel('Weight (lbs)').fill('900');

    const picker = page.locator('input[type=file][multiple]');
    await picker.setInputFiles([join(filesDir, 'pallet.png'), join(filesDir, 'bill-of-lading.pdf'), join(filesDir, 'notes.html')]);
    await page.getByText('notes.html is not a supported file type').waitFor();
    await expectNoAxeViolations(page, `shipper form with photos and a refused file, ${viewport}`);
    const selected = page.getByRole('list', { name: 'Selected photos' }).getByRole('listitem');
    expect(await selected.count()).toBe(2);

    for (const [section, city, zip, state] of [
      ['Pickup Location', 'Detroit', '48201', 'MI'],
      ['Delivery Location', 'Chicago', '60611', 'IL'],
    ] as const) {
      const group = page.getByRole('group', { name: section });
      await group.getByLabel('Street Address').fill('100 Main St');
      await group.getByLabel('City').fill(city);
      await group.getByLabel('State').selectOption(state);
      await group.getByLabel('ZIP Code').fill(zip);
    }
    await fillContact(page, `shipper-${viewport}@example.com`);
    await page.screenshot({ path: screenshotPath(`request-shipper-form-${viewport}`), fullPage: true });

    await page.getByRole('button', { name: 'Submit Shipping Request' }).click();
    const referenceId = await expectConfirmation(page, 'Shipping Request Submitted!');
    await expectNoAxeViolations(page, `shipper confirmation, ${viewport}`);
    const row = await storedRequest(referenceId);
    expect(row).toMatchObject({ userRole: 'shipper', pickupCity: 'Detroit', deliveryState: 'IL', weight: '900.00', preferredDate: null });
    const photos = await site.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, row!.id));
    expect(photos.map((photo) => photo.contentType).sort()).toEqual(['application/pdf', 'image/png']);

    // Stored privately: no public address serves them.
    for (const photo of photos) {
      for (const path of [`/${photo.storageKey}`, `/uploads/${photo.storageKey}`, `/data/uploads/${photo.storageKey}`]) {
        const response = await fetch(`${site.baseUrl}${path}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).not.toMatch(/^(image|application\/pdf)/);
        expect(await response.text()).not.toContain('%PDF');
      }
    }
    await page.context().close();
  });
});

describe('an incomplete form', () => {
  it('says which fields are missing, sends nothing, and keeps what was typed', async () => {
    const page = await openHome('desktop');
    await chooseRole(page, 'Shipper', 'Shipping Request');
    await page.getByLabel('Service Description').fill('A piano');
    const before = await site.database.db.$count(serviceRequests);

    // The button says it is unavailable (aria-disabled) but a press still explains why.
    const submit = page.getByRole('button', { name: 'Submit Shipping Request' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await submit.click({ force: true });
    await waitForToast(page, 'Missing Required Fields');
    await waitForToast(page, 'Please fill out all required fields before submitting.');
    expect(await page.getByText('Required', { exact: true }).count()).toBeGreaterThan(5);
    await expectNoAxeViolations(page, 'shipper form with its errors shown, desktop');
    expect(await page.getByLabel('Service Description').inputValue()).toBe('A piano');

    await page.getByLabel('Service Description').fill('   ');
    await page.getByLabel('Service Description').blur();
    expect(await page.getByText('Please fill out all required fields (marked with *)').isVisible()).toBe(true);
    expect(await site.database.db.$count(serviceRequests)).toBe(before);

    await page.getByRole('button', { name: 'Back to Role Selection' }).click();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    await page.context().close();
  });

  it('refuses a past preferred date with the same message as the server', async () => {
    const page = await openHome('desktop');
    await chooseRole(page, 'Shipper', 'Shipping Request');
    await page.getByLabel('Preferred Date').fill('2020-01-15');
    await page.getByText('Preferred date cannot be earlier than today').waitFor();
    await page.context().close();
  });
});
