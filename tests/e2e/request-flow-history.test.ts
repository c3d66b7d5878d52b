// The request flow and the browser's history (issue 19, decision 028), at phone and desktop
// widths: Back from a role's form shows the role choice and Forward the form with what was typed;
// a reload in the middle of the form keeps it; 'Start over' clears it; a photo that cannot be kept
// is named after a reload; the confirmation takes the form's place in the history.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { PNG_BYTES } from '../support/files.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { scratchFolder } from '../support/test-config.js';

let site: RunningSite;
let browser: Browser;
let filesDir: string;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  filesDir = scratchFolder('flow-photos-');
  writeFileSync(join(filesDir, 'pallet.png'), PNG_BYTES);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

interface TypedField {
  label: string;
  /** The section (a fieldset) that holds it, where the label is not unique. */
  section?: string;
  value: string;
  /** A select is chosen, not typed. */
  select?: boolean;
}

const ROLES = [
  {
    role: 'shipper',
    title: 'Shipper',
    formTitle: 'Shipping Request',
    fields: [
      { label: 'Service Type', value: 'furniture', select: true },
      { label: 'Item Type', value: 'Sofa and two armchairs' },
      { label: 'City', section: 'Pickup Location', value: 'Detroit' },
      { label: 'Additional Notes', value: 'Ring the bell\ntwice' },
    ],
  },
  {
    role: 'broker',
    title: 'Freight Broker',
    formTitle: 'Freight Broker Request',
    fields: [
      { label: 'Service Description', value: 'Weekly reefer loads, Detroit to Chicago.' },
      { label: 'Load Volume', value: '8 loads per month' },
      { label: 'Full Name', value: 'Jordan Rivera' },
    ],
  },
  {
    role: 'dispatcher',
    title: 'Dispatcher',
    formTitle: 'Dispatcher Request',
    fields: [
      { label: 'Urgency', value: 'urgent', select: true },
      { label: 'Coverage Areas', value: 'MI, OH, IN' },
      { label: 'Email', value: 'dispatch@rivera.example' },
    ],
  },
] as const satisfies readonly { role: string; title: string; formTitle: string; fields: readonly TypedField[] }[];

async function open(viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(site.baseUrl);
  await roleChoice(page).waitFor();
  return { page, errors };
}

const roleChoice = (page: Page) => page.getByRole('heading', { name: 'How can we help you today?' });
const formHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

function fieldOf(page: Page, field: TypedField): Locator {
  const root = field.section ? page.getByRole('group', { name: field.section }) : page;
  return root.getByLabel(field.label);
}

async function fill(page: Page, fields: readonly TypedField[]) {
  for (const field of fields) {
    if (field.select) await fieldOf(page, field).selectOption(field.value);
    else await fieldOf(page, field).fill(field.value);
  }
}

async function valuesOf(page: Page, fields: readonly TypedField[]): Promise<string[]> {
  return Promise.all(fields.map((field) => fieldOf(page, field).inputValue()));
}

describe.each(['phone', 'desktop'] as const)('on a %s', (viewport) => {
  it.each(ROLES)(
    '$role: Back, Forward and a reload in the middle of the form keep what was typed',
    async ({ title, formTitle, fields }) => {
      const { page, errors } = await open(viewport);
      await page.getByRole('button', { name: `Select ${title}` }).click();
      await formHeading(page, formTitle).waitFor();
      await fill(page, fields);
      const typed = fields.map((field) => field.value);

      await page.goBack();
      await roleChoice(page).waitFor();
      expect(await formHeading(page, formTitle).count()).toBe(0);

      await page.goForward();
      await formHeading(page, formTitle).waitFor();
      expect(await valuesOf(page, fields)).toEqual(typed);
      // The step starts at its top, its heading focused.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('request-form-heading');

      await page.reload();
      await formHeading(page, formTitle).waitFor();
      expect(await valuesOf(page, fields)).toEqual(typed);

      // The header's Back (browser history) leads to the role choice as well.
      await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
      await roleChoice(page).waitFor();
      // 'Back to Role Selection' after a Forward: the role choice again, the draft kept.
      await page.getByRole('button', { name: `Select ${title}` }).click();
      await formHeading(page, formTitle).waitFor();
      expect(await valuesOf(page, fields)).toEqual(typed);
      await page.getByRole('button', { name: 'Back to Role Selection' }).click();
      await roleChoice(page).waitFor();
      await page.goForward();
      await formHeading(page, formTitle).waitFor();
      expect(await valuesOf(page, fields)).toEqual(typed);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("'Start over' clears every field, and a reload keeps them empty", async () => {
    const { page, errors } = await open(viewport);
    await page.getByRole('button', { name: 'Select Freight Broker' }).click();
    const [, broker] = ROLES;
    await formHeading(page, broker.formTitle).waitFor();
    await fill(page, broker.fields);
    await page.getByRole('button', { name: 'Start over' }).click();
    await expectNoAxeViolations(page, `broker form asking before it starts over, ${viewport}`);
    await page.getByRole('button', { name: 'Clear the form' }).click();
    expect(await valuesOf(page, broker.fields)).toEqual(['', '', '']);
    await page.reload();
    await formHeading(page, broker.formTitle).waitFor();
    expect(await valuesOf(page, broker.fields)).toEqual(['', '', '']);
    expect(await page.getByRole('button', { name: 'Start over' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a shipper who reloads with a photo attached is asked to add it again, by name', async () => {
    const { page, errors } = await open(viewport);
    await page.getByRole('button', { name: 'Select Shipper' }).click();
    await formHeading(page, 'Shipping Request').waitFor();
    await page.getByLabel('Item Type').fill('Pallets');
    await page.getByLabel('Item Photos').setInputFiles(join(filesDir, 'pallet.png'));
    await page.getByRole('button', { name: 'Remove pallet.png' }).waitFor();

    await page.reload();
    await formHeading(page, 'Shipping Request').waitFor();
    expect(await page.getByLabel('Item Type').inputValue()).toBe('Pallets');
    const notice = page.getByText('Add these files again: pallet.png');
    await notice.waitFor();
    await expectNoAxeViolations(page, `shipper form naming the files to add again, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`request-draft-files-notice-${viewport}`) });
    await page.getByLabel('Item Photos').setInputFiles(join(filesDir, 'pallet.png'));
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('after a submission, on a desktop', () => {
  it('Back shows the role choice, not the sent form; Forward and a reload show the confirmation', async () => {
    const { page, errors } = await open('desktop');
    await page.getByRole('button', { name: 'Select Dispatcher' }).click();
    await formHeading(page, 'Dispatcher Request').waitFor();
    await page.getByLabel('Service Type').selectOption('load-sourcing');
    await page.getByLabel('Service Description').fill('Six dry vans need steady loads.');
    await page.getByLabel('Full Name').fill('Jordan Rivera');
    await page.getByLabel('Email').fill('dispatch@rivera.example');
    await page.getByLabel('Phone').pressSequentially('3135550199');
    await page.getByRole('button', { name: 'Submit Dispatcher Request' }).click();
    const confirmation = formHeading(page, 'Dispatcher Request Submitted!');
    await confirmation.waitFor();
    const referenceId = await page.getByTestId('reference-id').textContent();

    await page.goBack();
    await roleChoice(page).waitFor();
    expect(await page.getByTestId('reference-id').count()).toBe(0);
    await page.goForward();
    await confirmation.waitFor();
    await page.reload();
    await confirmation.waitFor();
    expect(await page.getByTestId('reference-id').textContent()).toBe(referenceId);

    // The draft went with the submission: the form opens empty.
    await page.goBack();
    await roleChoice(page).waitFor();
    await page.getByRole('button', { name: 'Select Dispatcher' }).click();
    await formHeading(page, 'Dispatcher Request').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('rivera');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
