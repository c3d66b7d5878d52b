// Staff roles in the browser: an accountant's back office lists Payments and Advanced Analytics but
// no Driver Applications (and the API refuses one to them), a recruiter's lists Driver Applications
// and Drivers only; each sees their role next to their e-mail. Members come from the test helper.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_LABELS, ROLE_FORBIDDEN_MESSAGE, type StaffRole } from '../../src/shared/staff-roles.js';
import { driverApplications } from '../../src/server/db/schema.js';
import { createTestAdmin } from '../support/admin.js';
import { insertApplicationAt } from '../support/analytics.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { listedAdminAreas } from '../support/admin-browser.js';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;
let applicationId: number;

const memberOf = (role: StaffRole) => ({ email: `${role}@freight.example`, password: `a long ${role} password` });

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, memberOf('accounting'), 'accounting');
  await createTestAdmin(site.database.db, memberOf('recruiting'), 'recruiting');
  await insertApplicationAt(site.database.db, '2026-03-02T12:00:00Z');
  const [application] = await site.database.db.select({ id: driverApplications.id }).from(driverApplications).limit(1);
  if (!application) throw new Error('no application seeded');
  applicationId = application.id;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signedInDashboard(role: StaffRole, viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  // A context of its own: axe (expectNoAxeViolations) refuses browser.newPage()'s.
  const page = await (await browser.newContext({ viewport: VIEWPORTS[viewport] })).newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(memberOf(role).email);
  await page.getByLabel('Password', { exact: true }).fill(memberOf(role).password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  // /admin leads on to the member's first area.
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
  return { page, errors };
}
/** The console's errors but the sign-in page's own session check (401 before anyone signs in). */
const errorsAfterSignIn = (errors: string[]) => errors.filter((error) => !error.includes('401'));

describe.each(['phone', 'desktop'] as const)('staff roles on a %s', (viewport) => {
  it('an accountant sees Payments and Advanced Analytics, not Driver Applications, and the API agrees', async () => {
    const { page, errors } = await signedInDashboard('accounting', viewport);
    const areas = await listedAdminAreas(page);
    expect(areas.labels).toContain('Payments');
    expect(areas.labels).toContain('Advanced Analytics');
    expect(areas.labels).not.toContain('Driver Applications');
    await page.getByText(STAFF_ROLE_LABELS.accounting, { exact: true }).waitFor();
    // The first area the role allows is the one open.
    expect(areas.current).toBe(areas.labels[0]);
    // Nothing the page itself asked for was refused (no 403 in the console).
    expect(errorsAfterSignIn(errors)).toEqual([]);
    if (viewport === 'desktop') await expectNoAxeViolations(page, 'the dashboard of an accountant');

    const answer = await page.evaluate(async (id) => {
      const response = await fetch(`/api/admin/driver-applications/${id}`);
      const body: unknown = await response.json();
      return {
        status: response.status,
        message: typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined,
      };
    }, applicationId);
    expect(answer).toEqual({ status: 403, message: ROLE_FORBIDDEN_MESSAGE });
    await page.context().close();
  });

  it('a recruiter sees Driver Applications and Drivers only', async () => {
    const { page, errors } = await signedInDashboard('recruiting', viewport);
    expect((await listedAdminAreas(page)).labels).toEqual(['Driver Applications', 'Drivers']);
    await page.getByText(STAFF_ROLE_LABELS.recruiting, { exact: true }).waitFor();
    await page.getByText('Sam Driver').first().waitFor();
    expect(errorsAfterSignIn(errors)).toEqual([]);
    await page.context().close();
  });
});
