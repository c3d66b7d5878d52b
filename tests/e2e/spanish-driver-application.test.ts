// The driver application in Spanish on a phone (issue 23): a `?lang=es` link opens /join-us in
// Spanish; the form's labels, its validation errors (fields and documents), the busy state, the
// confirmation with the reference ID and its toast are all in Spanish, and the stored application
// remembers the language, so the applicant's e-mails are written in it. The browser itself asks for
// English: the link's choice is what counts. Words the page takes from the `shared` catalog (its
// validation messages, the documents' names) are read from that catalog, as the page reads them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverApplications } from '../../src/server/db/schema.js';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { daysFromToday } from '../support/driver-applications.js';
import { fillApplicationHistory, fillSpanishApplicantAndLicense } from '../support/application-history-browser.js';
import { docxBytes, JPEG_BYTES, PDF_BYTES } from '../support/files.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { scratchFolder } from '../support/test-config.js';

const SHARED_SPANISH = JSON.parse(readFileSync(join(PROJECT_ROOT, 'src', 'locales', 'es', 'shared.json'), 'utf8')) as Record<
  string,
  string
>;
const shared = (id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), SHARED_SPANISH[id] ?? `(no ${id})`);

const RESUME = shared('shared.driverDocument.resumeFile');
const LICENSE_COPY = shared('shared.driverDocument.licenseFile');
const MEDICAL_CARD = shared('shared.driverDocument.medicalCardFile');
const REQUIRED = shared('shared.message.required');

let site: RunningSite;
let browser: Browser;
let filesDir: string;
const file = (name: string) => join(filesDir, name);

beforeAll(async () => {
  site = await startSite({ SUPPORT_PHONE: '3135550142', GENERAL_EMAIL: 'hello@lakeshore.example' });
  browser = await launchBrowser();
  filesDir = scratchFolder('spanish-driver-files-');
  writeFileSync(file('curriculum.docx'), docxBytes());
  writeFileSync(file('licencia.jpg'), JPEG_BYTES);
  writeFileSync(file('certificado-medico.pdf'), PDF_BYTES);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function openJoinUsInSpanish(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-US' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/join-us?lang=es`);
  await page.getByRole('heading', { level: 1, name: 'Únase a nuestro equipo de conductores' }).waitFor();
  await page.getByRole('button', { name: 'Enviar solicitud' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
  return { page, errors };
}

/** The validation message under a control, read through its aria-describedby. */
async function errorUnder(page: Page, control: Locator): Promise<string | null> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

// Radix announces a toast's text a second time for screen readers: wait for the visible one.
async function waitForToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

async function fillApplication(page: Page, email: string) {
  const { license } = await fillSpanishApplicantAndLicense(page, email);
  await license.getByLabel('Endosos').fill('Tanker');

  const experience = page.getByRole('group', { name: 'Experiencia', exact: true });
  await experience.getByLabel('Años de experiencia').fill('12');

  const additional = page.getByRole('group', { name: 'Información adicional' });
  await additional.getByLabel('Fecha en que puede empezar').fill(daysFromToday(10));
  await additional.getByLabel('Información adicional').fill('Prefiero rutas regionales.');

  // El historial de 49 CFR 391.21, la certificación y la firma (issue 41).
  await fillApplicationHistory(page, 'es', 'Rosa Delgado');
}

async function chooseDocuments(page: Page) {
  const documents = page.getByRole('group', { name: 'Documentos' });
  await documents.getByLabel(new RegExp(`^${RESUME}`)).setInputFiles(file('curriculum.docx'));
  await documents.getByLabel(new RegExp(`^${LICENSE_COPY}`)).setInputFiles(file('licencia.jpg'));
  await documents.getByLabel(new RegExp(`^${MEDICAL_CARD}`)).setInputFiles(file('certificado-medico.pdf'));
  await documents.getByLabel('Vencimiento del certificado médico').fill(daysFromToday(300));
  for (const name of ['curriculum.docx', 'licencia.jpg', 'certificado-medico.pdf']) await documents.getByText(name).waitFor();
}

describe('a driver who reads Spanish, on a phone', () => {
  it('sees the form, its validation errors and the confirmation in Spanish, and the application is stored as Spanish', async () => {
    const { page, errors } = await openJoinUsInSpanish();
    for (const heading of ['Por qué manejar con nosotros', 'Lo que pedimos', 'Cómo funciona', 'Solicitud de empleo para conductores'])
      await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.getByRole('link', { name: 'Solicitar servicio' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toMatch(/^Trabaje como conductor · /);
    await expectNoAxeViolations(page, '/join-us?lang=es, phone');

    // Nothing filled in: the press says what is missing, in Spanish, documents included, and sends nothing.
    const before = await site.database.db.$count(driverApplications);
    const submit = page.getByRole('button', { name: 'Enviar solicitud' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await submit.click({ force: true });
    await waitForToast(page, 'Faltan campos obligatorios');
    const personal = page.getByRole('group', { name: 'Información personal' });
    await expect.poll(() => errorUnder(page, personal.getByLabel('Nombre'))).toBe(REQUIRED);
    expect(await errorUnder(page, page.getByLabel('Número de licencia'))).toBe(REQUIRED);
    await page.getByText(shared('shared.message.documentRequired', { document: RESUME })).waitFor();
    await page.getByText(shared('shared.message.documentRequired', { document: LICENSE_COPY })).waitFor();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page, '/join-us?lang=es with its errors shown, phone');
    await page.screenshot({ path: screenshotPath('spanish-driver-application-errors-phone'), fullPage: true });

    await fillApplication(page, 'rosa.delgado@drivers.example');
    await chooseDocuments(page);
    expect(await page.getByText('Llene todos los campos obligatorios (marcados con *)').count()).toBe(0);
    expect(await site.database.db.$count(driverApplications)).toBe(before);

    // Slow the answer a little, so the busy state can be seen.
    await page.route('**/api/driver-applications', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await submit.click();
    await page.getByRole('button', { name: 'Enviando solicitud...' }).waitFor();
    await page.getByRole('progressbar', { name: 'Progreso del envío' }).waitFor();

    await page.getByRole('heading', { level: 1, name: '¡Solicitud enviada!' }).waitFor();
    await waitForToast(page, '¡Solicitud enviada con éxito!');
    const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
    expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
    await page.getByText(`Su número de referencia es ${referenceId}`).first().waitFor();
    await page.getByText('Menciónelo cuando se comunique con nosotros acerca de su solicitud.').waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).waitFor();
    await expectNoAxeViolations(page, '/join-us?lang=es application submitted, phone');

    const [row] = await site.database.db.select().from(driverApplications).where(eq(driverApplications.referenceId, referenceId));
    // The choices are stored as the API names them; the language is the page's.
    expect(row).toMatchObject({
      language: 'es',
      email: 'rosa.delgado@drivers.example',
      licenseType: 'CDL',
      cdlClass: 'A',
      signedName: 'Rosa Delgado',
      previousEmployer: 'Great Lakes Haulers',
    });
    expect(row?.history?.noAccidents).toBe(true);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('spanish-driver-application-submitted-phone'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
