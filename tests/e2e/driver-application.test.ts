// A driver applies at /join-us with a resume, a license copy and a medical card; then an admin
// signs in, reviews the application with its documents, approves it, hires the applicant and
// finds the new driver in the Drivers list with the medical card flagged as expiring soon.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverApplications, driverProfiles, uploads } from '../../src/server/db/schema.js';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { WORD_DOCX } from '../../src/shared/uploads.js';
import { openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { daysFromToday, yearsAgo } from '../support/driver-applications.js';
import { BROWSER_EMPLOYER, fillApplicationHistory } from '../support/application-history-browser.js';
import { monthsBefore } from '../../src/shared/driver-applications/test-support/complete-history.js';
import { todayIsoDate } from '../../src/shared/format.js';
import { docxBytes, HTML_BYTES, JPEG_BYTES, PDF_BYTES } from '../support/files.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { scratchFolder } from '../support/test-config.js';

let site: RunningSite;
let browser: Browser;
let filesDir: string;
const file = (name: string) => join(filesDir, name);

beforeAll(async () => {
  site = await startSite({ SUPPORT_PHONE: '3135550142', GENERAL_EMAIL: 'hello@lakeshore.example' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
  filesDir = scratchFolder('driver-files-');
  writeFileSync(file('resume.docx'), docxBytes({ contentTypesLast: true }));
  writeFileSync(file('license.jpg'), JPEG_BYTES);
  writeFileSync(file('medical-card.pdf'), PDF_BYTES);
  writeFileSync(file('notes.html'), HTML_BYTES);
  // An HTML page named like a photo: only the server's content check can tell.
  writeFileSync(file('license-scan.png'), HTML_BYTES);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function openJoinUs(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/join-us`);
  await page.getByRole('heading', { level: 1, name: 'Join Our Driving Team' }).waitFor();
  await page.getByRole('button', { name: 'Submit Application' }).waitFor();
  return page;
}

// Radix announces a toast's text a second time for screen readers: wait for the visible one.
async function waitForToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

async function fillApplication(page: Page, email: string) {
  const personal = page.getByRole('group', { name: 'Personal Information' });
  await personal.getByLabel('First Name').fill('Dana');
  await personal.getByLabel('Last Name').fill('Whitfield');
  await personal.getByLabel('Email').fill(email);
  await personal.getByLabel('Phone').pressSequentially('3135550142');
  expect(await personal.getByLabel('Phone').inputValue()).toBe('(313) 555-0142');
  await personal.getByLabel('Date of Birth').fill(yearsAgo(34));
  await personal.getByLabel('Street Address').fill('1 Depot Rd');
  await personal.getByLabel('City').fill('Dearborn');
  await personal.getByLabel(/^State/).selectOption('MI');
  await personal.getByLabel('ZIP Code').fill('48120');

  const license = page.getByRole('group', { name: 'License Information' });
  // The CDL class appears only for a CDL.
  await license.getByLabel('License Type').selectOption('Chauffeur');
  expect(await license.getByLabel('CDL Class').count()).toBe(0);
  await license.getByLabel('License Type').selectOption('CDL');
  await license.getByLabel('CDL Class').selectOption('A');
  await license.getByLabel('License Number').fill('W123-456-789-012');
  await license.getByLabel('License State').selectOption('MI');
  await license.getByLabel('License Expiration').fill(daysFromToday(700));
  await license.getByLabel('Endorsements').fill('Tanker, HazMat');

  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await experience.getByLabel('Years of Experience').fill('8');

  const additional = page.getByRole('group', { name: 'Additional Information' });
  await additional.getByLabel('Available Start Date').fill(daysFromToday(14));
  await additional.getByLabel('Additional Information').fill('Clean MVR, no accidents.');

  // 49 CFR 391.21's history, the certification and the signature (issue 41).
  await fillApplicationHistory(page);
}

async function chooseDocuments(page: Page) {
  const documents = page.getByRole('group', { name: 'Documents' });
  await documents.getByLabel(/^Resume/).setInputFiles(file('resume.docx'));
  await documents.getByLabel(/^Driver's License Copy/).setInputFiles(file('license.jpg'));
  await documents.getByLabel(/^DOT Medical Card/).setInputFiles(file('medical-card.pdf'));
  // Within 60 days: the Drivers list will flag it.
  await documents.getByLabel('Medical Card Expiration').fill(daysFromToday(40));
  for (const name of ['resume.docx', 'license.jpg', 'medical-card.pdf']) await documents.getByText(name).waitFor();
}

async function storedApplication(referenceId: string) {
  const [row] = await site.database.db.select().from(driverApplications).where(eq(driverApplications.referenceId, referenceId));
  if (!row) throw new Error(`no application ${referenceId}`);
  return row;
}

let desktopReference = '';

describe.each(['phone', 'desktop'] as const)('a driver on a %s', (viewport) => {
  it('applies with three documents and gets a reference ID', async () => {
    const page = await openJoinUs(viewport);
    const errors = collectPageErrors(page);

    // The page: recruitment content, the contact header with the way back to the service request.
    for (const heading of ['Why drive with us', 'What we ask', 'How it works'])
      await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.getByRole('link', { name: 'Service Request' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('main').getByRole('link', { name: '(313) 555-0142' }).getAttribute('href')).toBe('tel:+13135550142');
    expect(await page.getByRole('main').getByRole('link', { name: 'hello@lakeshore.example' }).getAttribute('href')).toBe(
      'mailto:hello@lakeshore.example',
    );
    for (const section of ['Personal Information', 'License Information', 'Experience', 'Documents', 'Additional Information']) {
      await page.getByRole('group', { name: section, exact: true }).waitFor();
    }
    for (const section of [
      'Addresses',
      'Other licenses',
      'Accidents and convictions',
      'Employment history',
      'License denials',
      'Certification',
    ]) {
      await page.getByRole('group', { name: section, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page, `/join-us, ${viewport}`);

    // Nothing filled in: the press explains what is missing, documents included, and sends nothing.
    const before = await site.database.db.$count(driverApplications);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await submit.click({ force: true });
    await waitForToast(page, 'Missing Required Fields');
    await page.getByText('Resume is required').waitFor();
    await page.getByText("Driver's License Copy is required").waitFor();
    await expectNoAxeViolations(page, `/join-us with its errors shown, ${viewport}`);

    await fillApplication(page, `dana-${viewport}@drivers.example`);

    // A file of the wrong kind is named with the reason as it is chosen.
    const documents = page.getByRole('group', { name: 'Documents' });
    await documents.getByLabel(/^Resume/).setInputFiles(file('notes.html'));
    await documents.getByText('notes.html is not a supported file type').waitFor();
    await expectNoAxeViolations(page, `/join-us with a refused file, ${viewport}`);

    if (viewport === 'desktop') {
      // A photo that is really a web page passes the browser's check; the server's look at the
      // content refuses it, and the form names the file under its document.
      await documents.getByLabel(/^Resume/).setInputFiles(file('resume.docx'));
      await documents.getByLabel(/^Driver's License Copy/).setInputFiles(file('license-scan.png'));
      await submit.click();
      await waitForToast(page, 'Submission Failed');
      await documents.getByText('license-scan.png is not a supported file type').first().waitFor();
      await documents.getByRole('button', { name: 'Remove license-scan.png' }).click();
      await documents.getByRole('button', { name: 'Remove resume.docx' }).click();
    }
    expect(await site.database.db.$count(driverApplications)).toBe(before);

    await chooseDocuments(page);
    expect(await page.getByText('Please fill out all required fields (marked with *)').count()).toBe(0);
    await page.screenshot({ path: screenshotPath(`driver-application-form-${viewport}`), fullPage: true });

    // Slow the answer a little, so the busy state can be seen.
    await page.route('**/api/driver-applications', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await submit.click();
    await page.getByRole('button', { name: 'Submitting Application...' }).waitFor();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();

    await page.getByRole('heading', { level: 1, name: 'Application Submitted!' }).waitFor();
    await waitForToast(page, 'Application Submitted Successfully!');
    const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
    expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
    await page.getByText(`Your reference ID is ${referenceId}`).first().waitFor();
    await expectNoAxeViolations(page, `/join-us application submitted, ${viewport}`);

    const row = await storedApplication(referenceId);
    expect(row).toMatchObject({
      email: `dana-${viewport}@drivers.example`,
      phone: '(313) 555-0142',
      licenseType: 'CDL',
      cdlClass: 'A',
      yearsExperience: 8,
      // The spec's employer columns, from the employment history.
      previousEmployer: BROWSER_EMPLOYER.name,
      employmentStartDate: monthsBefore(todayIsoDate(), BROWSER_EMPLOYER.monthsAgo),
      signedName: 'Dana Whitfield',
      medicalCardExpiration: daysFromToday(40),
      status: 'pending',
    });
    const documentsStored = await site.database.db.select().from(uploads).where(eq(uploads.driverApplicationId, row.id));
    expect(documentsStored.map((document) => [document.purpose, document.contentType]).sort()).toEqual([
      ['application_signature', 'image/png'],
      ['license', 'image/jpeg'],
      ['medical_card', 'application/pdf'],
      ['resume', WORD_DOCX],
    ]);
    // No public address serves them.
    for (const document of documentsStored) {
      for (const path of [`/${document.storageKey}`, `/uploads/${document.storageKey}`, `/api/admin/uploads/${document.id}`]) {
        const response = await fetch(`${site.baseUrl}${path}`);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(await response.text()).not.toContain('%PDF');
      }
    }

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`driver-application-submitted-${viewport}`), fullPage: true });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    // The refused upload (415) is the only failed call.
    expect(errors.filter((error) => !error.includes('415'))).toEqual([]);
    if (viewport === 'desktop') desktopReference = referenceId;
    await page.context().close();
  });
});

describe('an admin', () => {
  it('reviews the application with its documents, approves it, hires the applicant and sees the driver', async () => {
    expect(desktopReference).toMatch(REFERENCE_ID_PATTERN);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/admin-login`);
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await openAdminArea(page, 'Driver Applications');
    await page.getByLabel('Search driver applications').fill(desktopReference);
    const list = page.getByRole('list', { name: 'Driver applications' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: 'Review' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('W123-456-789-012').waitFor();
    await dialog.getByText('Tanker, HazMat').waitFor();
    await dialog.getByText('Applied (Pending)').waitFor();
    await expectNoAxeViolations(page, 'driver application details dialog, desktop');

    // The documents download for the signed-in admin, byte for byte.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: /resume\.docx/ }).click()]);
    expect(download.suggestedFilename()).toBe('resume.docx');
    expect(readFileSync((await download.path()) ?? '').equals(readFileSync(file('resume.docx')))).toBe(true);
    await dialog.getByRole('link', { name: /license\.jpg/ }).waitFor();
    await dialog.getByRole('link', { name: /medical-card\.pdf/ }).waitFor();

    // Approve, with a note.
    await dialog.getByLabel('Application status').click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await dialog.getByLabel('Notes (optional)').fill('Road test passed');
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    await waitForToast(page, 'Status updated successfully');
    await dialog.getByText('Pending → Approved', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'driver application details dialog after a status change, desktop');
    await dialog.getByText('Road test passed').waitFor();

    // Hire.
    await dialog.getByRole('button', { name: 'Hire Applicant' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Hire this applicant?' });
    await confirmation.getByText('Dana Whitfield becomes an active driver', { exact: false }).waitFor();
    await confirmation.getByRole('button', { name: 'Hire Dana Whitfield' }).click();
    await waitForToast(page, 'Driver hired');
    await dialog.getByText(/Hired as driver DRV-/).waitFor();
    const [profile] = await site.database.db.select().from(driverProfiles);
    expect(profile).toMatchObject({ status: 'active', firstName: 'Dana', medicalCardExpiration: daysFromToday(40) });
    await dialog.getByText(profile?.profileId ?? 'missing', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-driver-hired-desktop') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The Drivers list: the new driver, the medical card flagged (within 60 days).
    await openAdminArea(page, 'Drivers');
    const drivers = page.getByRole('list', { name: 'Drivers' });
    const card = drivers.getByRole('listitem').filter({ hasText: profile?.profileId ?? 'missing' });
    await card.getByText('Dana Whitfield', { exact: true }).waitFor();
    await card.getByText('40 days left').waitFor();
    expect(await card.locator('[data-urgency="within-60-days"]').count()).toBe(1);
    expect(await card.locator('[data-urgency="later"]').count()).toBe(1);
    await expectNoAxeViolations(page, 'Drivers tab, desktop');
    await page.screenshot({ path: screenshotPath('admin-drivers-desktop'), fullPage: true });

    // The driver's qualification file (issue 41): just hired, the road test and the motor vehicle
    // record are not on file, so dispatch may not assign them yet. Read as on a phone too.
    await card.getByRole('button', { name: 'Qualification file of Dana Whitfield' }).click();
    const fileDialog = page.getByRole('dialog', { name: 'Qualification file: Dana Whitfield' });
    await fileDialog.getByText('Cannot be dispatched:').waitFor();
    await fileDialog.getByText('Road test certificate (391.31) is missing').waitFor();
    await fileDialog.getByText('Not recorded').waitFor();
    await expectNoAxeViolations(page, 'qualification file, desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await fileDialog.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'qualification file, phone');
    await page.screenshot({ path: screenshotPath('admin-qualification-file-phone'), fullPage: true });
    await page.keyboard.press('Escape');
    await fileDialog.waitFor({ state: 'hidden' });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByLabel('Filter by expiry').click();
    await page.getByRole('option', { name: 'Expiring within 30 days' }).click();
    await page.getByText('No drivers match this search.').waitFor();
    // The login page asks for the session first and is told there is none (401).
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});
