// On a site that requires two-factor sign-in, an admin without an authenticator is sent to set
// one up (the password again, QR code and key, a code to confirm, recovery codes shown once);
// from then on sign-in asks for the app's code, and a recovery code works when the phone is lost.
// Where it is not required, an admin turns it on and off from the dashboard, each time with the
// password.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCode } from '../../src/server/features/admin/auth/totp.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let optionalSite: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, optionalSite] = await Promise.all([startSite({ ADMIN_REQUIRE_MFA: 'true' }), startSite()]);
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
  await createTestAdmin(optionalSite.database.db);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await optionalSite?.close();
});

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  return context.newPage();
}

async function enterPassword(page: Page, baseUrl = site.baseUrl) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
}

describe('two-factor sign-in', () => {
  it('is set up at the first sign-in, then asked for at every sign-in', async () => {
    const page = await newPage('phone');
    const errors = collectPageErrors(page);
    await enterPassword(page);

    // Enrolment is compulsory: the dashboard is not reachable yet.
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByText('Set it up to continue to the dashboard.').waitFor();
    await expectNoAxeViolations(page, 'compulsory two-factor set-up, phone');
    await page.goto(`${site.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/two-factor');

    // The password again before anything changes, even seconds after sign-in.
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.getByText('Enter your current password').waitFor();
    await page.getByLabel('Current password').fill('not the password at all');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.getByText('That is not your current password.').waitFor();
    await expectNoAxeViolations(page, 'two-factor set-up with a wrong password, phone');
    await page.getByLabel('Current password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    // Visible is not loaded: decode() waits for the picture (and fails on a broken one).
    expect(
      await qr.evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        return image.naturalWidth > 0;
      }),
    ).toBe(true);
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, 'two-factor QR code and key, phone');
    await page.screenshot({ path: screenshotPath('admin-two-factor-enrol-phone'), fullPage: true });

    await page.getByLabel('Code from the app').fill('000000' === currentCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByText('That code is not right').waitFor();
    await expectNoAxeViolations(page, 'two-factor confirmation with a wrong code, phone');
    await page.getByLabel('Code from the app').fill(currentCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    await page.getByText('They will not be shown again.').waitFor();
    await expectNoAxeViolations(page, 'two-factor recovery codes, phone');
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await signOut(page);

    // Next sign-in: the password, then the code from the app.
    await enterPassword(page);
    await page.getByLabel('Authentication code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    await expectNoAxeViolations(page, 'sign-in code step, phone');
    await page.getByLabel('Authentication code').fill(currentCode(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Welcome to the admin dashboard').first().waitFor();

    // The settings page says it is on and cannot be turned off here.
    await page.getByRole('link', { name: 'Two-factor' }).click();
    await page.getByText('Two-factor sign-in is on.').waitFor();
    await page.getByText('required for every admin on this site').waitFor();
    await expectNoAxeViolations(page, 'two-factor settings, on and required, phone');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await signOut(page);

    // The phone is lost: a recovery code signs in, once.
    await enterPassword(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').waitFor();
    await expectNoAxeViolations(page, 'sign-in recovery code step, phone');
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(errors.filter((error) => !error.includes('401') && !error.includes('400') && !error.includes('403'))).toEqual([]);
  });

  it('is turned on and off from the dashboard where it is optional, each time with the password', async () => {
    const page = await newPage('desktop');
    const errors = collectPageErrors(page);
    await enterPassword(page, optionalSite.baseUrl);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Two-factor' }).click();
    await page.getByLabel('Current password').waitFor();
    await expectNoAxeViolations(page, 'two-factor settings, off and optional, desktop');

    await page.getByLabel('Current password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Code from the app').fill(currentCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const recoveryCode = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'Two-factor' }).click();
    await page.getByText('Two-factor sign-in is on.').waitFor();
    // Both fields are asked for; a wrong password is shown at the password.
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByText('Enter your current password').waitFor();
    await page.getByText('Enter the code from your authenticator app').waitFor();
    await page.getByLabel('Current password').fill('not the password at all');
    await page.getByLabel('Code from your app or a recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByText('That is not your current password.').waitFor();
    await expectNoAxeViolations(page, 'turning two-factor off with a wrong password, desktop');
    await page.screenshot({ path: screenshotPath('admin-two-factor-disable-desktop'), fullPage: true });
    await page.getByLabel('Current password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'Set up authenticator app' }).waitFor();
    // 401: the login page asks who is signed in before anyone is; 403: the wrong password.
    expect(errors.filter((error) => !error.includes('401') && !error.includes('403'))).toEqual([]);
  });
});
