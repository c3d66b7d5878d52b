// Issue 41's walk: an applicant fills the long 391.21 application in Spanish on a 390 px phone over
// two visits (the browser closed in between: only the device's storage carries the draft over);
// recruiting approves and hires with the SSN, and the driver's qualification file says why they
// cannot be dispatched; operations' board and the server refuse them, naming the items; recruiting
// records the road test and the motor vehicle record, and only then does the driver become
// assignable, and operations assigns the load.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchAssignments, driverApplications, driverProfiles, previousEmployerInquiries } from '../../src/server/db/schema.js';
import { monthsBefore } from '../../src/shared/driver-applications/test-support/complete-history.js';
import { todayIsoDate } from '../../src/shared/format.js';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin } from '../support/admin.js';
import { fillSpanishApplicantAndLicense, signOnTheScreen } from '../support/application-history-browser.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { insertDispatchableRequest } from '../support/dispatch.js';
import { daysFromToday } from '../support/driver-applications.js';
import { docxBytes, JPEG_BYTES, PDF_BYTES } from '../support/files.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { scratchFolder } from '../support/test-config.js';

const RECRUITING = { email: 'hiring@lakeshore.example', password: 'a long recruiting password' };
const OPERATIONS = { email: 'dispatch@lakeshore.example', password: 'a long dispatcher password' };
const SSN = '501-24-3187';
const APPLICANT_EMAIL = 'rosa.delgado@drivers.example';
// Playwright's own waits for what a page shows; a busy CI machine is slow, never wrong.
const WAIT = { timeout: 30_000 };

let site: RunningSite;
let browser: Browser;
let filesDir: string;
let load: { id: number; referenceId: string };
let referenceId = '';
const file = (name: string) => join(filesDir, name);
const today = todayIsoDate();

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, RECRUITING, 'recruiting');
  await createTestAdmin(site.database.db, OPERATIONS, 'operations');
  load = await insertDispatchableRequest(site.database.db);
  filesDir = scratchFolder('qualification-walk-');
  writeFileSync(file('curriculum.docx'), docxBytes());
  writeFileSync(file('licencia.jpg'), JPEG_BYTES);
  writeFileSync(file('certificado-medico.pdf'), PDF_BYTES);
  writeFileSync(file('registro-de-manejo.pdf'), PDF_BYTES);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function openJoinUs(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/join-us?lang=es`);
  await page.getByRole('button', { name: 'Enviar solicitud' }).waitFor(WAIT);
  return { page, errors };
}

async function signIn(page: Page, member: { email: string; password: string }, next: string) {
  await page.goto(`${site.baseUrl}/admin-login?next=${next}`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Operations, signed in on a desktop, with the load's Assign dialog open on the board. */
async function operationsAssignDialog() {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signIn(page, OPERATIONS, '/admin/dispatch');
  const card = page.getByRole('article', { name: load.referenceId });
  await card.getByRole('button', { name: `Assign ${load.referenceId}` }).click(WAIT);
  return { context, page, dialog: page.getByRole('dialog', { name: `Assign ${load.referenceId}` }) };
}

describe('the qualification file, from the application to the first load', () => {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

  it('first visit: the applicant fills who they are, the license and part of the history, then closes the browser', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-US' });
    const { page, errors } = await openJoinUs(context);
    await page.getByText('Su avance se guarda en este dispositivo.', { exact: false }).waitFor(WAIT);

    await fillSpanishApplicantAndLicense(page, APPLICANT_EMAIL);

    await page
      .getByRole('group', { name: 'Domicilios', exact: true })
      .getByLabel('Vive en este domicilio desde')
      .fill(monthsBefore(today, 60));
    const experience = page.getByRole('group', { name: 'Experiencia', exact: true });
    await experience.getByLabel('Años de experiencia').fill('12');
    await experience.getByRole('button', { name: 'Agregar otra clase de equipo' }).click();
    await experience.getByLabel('Equipo 1: Clase de equipo').selectOption('tractor_semitrailer');
    await experience.getByLabel('Equipo 1: Millas totales aproximadas').fill('900000');
    await experience.getByLabel('Equipo 1: Desde (mes)').fill(monthsBefore(today, 120));

    const safety = page.getByRole('group', { name: 'Accidentes e infracciones', exact: true });
    await safety.getByLabel('Ninguno: no tuve accidentes en los últimos 3 años').check();
    await safety.getByLabel(/^Ninguna: no tuve infracciones de tránsito/).check();
    await page
      .getByRole('group', { name: 'Documentos' })
      .getByLabel(/^Currículum/)
      .setInputFiles(file('curriculum.docx'));

    await expectNoAxeViolations(page, 'the application half filled in Spanish, phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('qualification-walk-first-visit-phone'), fullPage: true });
    // Nothing has been sent: the draft lives on the device only.
    expect(await site.database.db.$count(driverApplications)).toBe(0);
    expect(errors).toEqual([]);
    // The browser closes: only what the device stored comes back.
    storageState = await context.storageState();
    await context.close();
  });

  it('second visit: the draft comes back, the applicant finishes the employment history, signs and sends', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-US', storageState });
    const { page, errors } = await openJoinUs(context);
    const personal = page.getByRole('group', { name: 'Información personal' });
    expect(await personal.getByLabel('Nombre').inputValue()).toBe('Rosa');
    expect(await page.getByLabel('Número de licencia').inputValue()).toBe('D456-789-123-456');
    expect(await page.getByLabel('Equipo 1: Millas totales aproximadas').inputValue()).toBe('900000');
    expect(await page.getByLabel('Ninguno: no tuve accidentes en los últimos 3 años').isChecked()).toBe(true);
    // The file could not be kept: the page names it.
    await page.getByText('Vuelva a adjuntar: curriculum.docx', { exact: false }).waitFor(WAIT);

    // An employer for six years and a gap left unexplained before it: refused, naming the gap.
    const employment = page.getByRole('group', { name: 'Historial de empleo', exact: true });
    await employment.getByRole('button', { name: 'Agregar un empleador' }).click();
    const employer = employment.getByRole('group', { name: 'Empleador 1', exact: true });
    const field = (label: string) => employer.getByLabel(`Empleador 1: ${label}`);
    await field('Nombre del empleador').fill('Great Lakes Haulers');
    await field('Puesto').fill('Chofer de larga distancia');
    await field('Dirección').fill('400 Terminal Way');
    await field('Ciudad').fill('Toledo');
    await field('Estado').selectOption('OH');
    await field('Código postal').fill('43604');
    await field('Teléfono del empleador').pressSequentially('4195550188');
    await field('Desde (mes)').fill(monthsBefore(today, 72));
    await field('Motivo de salida').fill('Sigo trabajando ahí');
    await field('Ahí estaba sujeto a las Regulaciones Federales de Seguridad de Autotransportes (FMCSR)').check();

    const denials = page.getByRole('group', { name: 'Licencias negadas', exact: true });
    for (const answer of await denials.getByRole('radio', { name: 'No', exact: true }).all()) await answer.check();
    const documents = page.getByRole('group', { name: 'Documentos' });
    await documents.getByLabel(/^Currículum/).setInputFiles(file('curriculum.docx'));
    await documents.getByLabel(/^Copia de la licencia de conducir/).setInputFiles(file('licencia.jpg'));
    await documents.getByLabel(/^Certificado médico del DOT/).setInputFiles(file('certificado-medico.pdf'));
    await documents.getByLabel('Vencimiento del certificado médico').fill(daysFromToday(300));
    const certification = page.getByRole('group', { name: 'Certificación', exact: true });
    await certification.getByLabel('Su nombre completo').fill('Rosa Delgado');
    await signOnTheScreen(page, 'Su firma');

    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    // Ten years for a CDL: the four years before the employer are a gap to explain.
    await page
      .getByText(`a ${monthsBefore(today, 73)}: agregue un empleador o un periodo sin empleo`, { exact: false })
      .first()
      .waitFor(WAIT);
    expect(await site.database.db.$count(driverApplications)).toBe(0);

    // The applicant explains it: school, then driving for the employer.
    await employment.getByRole('button', { name: 'Agregar un periodo sin empleo' }).click();
    const gap = employment.getByRole('group', { name: 'Periodo sin empleo 2', exact: true });
    await gap.getByLabel('Periodo sin empleo 2: Desde (mes)').fill(monthsBefore(today, 132));
    await gap.getByLabel('Periodo sin empleo 2: Hasta (mes)').fill(monthsBefore(today, 73));
    await gap.getByLabel('Periodo sin empleo 2: Qué hizo en este tiempo').fill('Estudié y trabajé en el negocio de mi familia');
    await expectNoAxeViolations(page, 'the whole application in Spanish, phone');

    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Solicitud enviada!' }).waitFor(WAIT);
    referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
    expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
    const [row] = await site.database.db.select().from(driverApplications).where(eq(driverApplications.referenceId, referenceId));
    expect(row).toMatchObject({ language: 'es', signedName: 'Rosa Delgado', previousEmployer: 'Great Lakes Haulers' });
    // Kept in the order given: the employer, then the gap before it.
    expect(row?.history?.employment.map((entry) => entry.kind)).toEqual(['employer', 'gap']);
    expect(row?.certifiedAt).toBeInstanceOf(Date);
    await page.screenshot({ path: screenshotPath('qualification-walk-submitted-phone'), fullPage: true });
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });

  it('recruiting approves and hires with the SSN; the file says the driver cannot be dispatched yet', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await signIn(page, RECRUITING, '/admin');
    await openAdminArea(page, 'Driver Applications');
    await page.getByLabel('Search driver applications').fill(referenceId);
    const list = page.getByRole('list', { name: 'Driver applications' });
    await list.getByRole('button', { name: 'Review' }).click(WAIT);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Great Lakes Haulers').first().waitFor(WAIT);
    await dialog.getByLabel('Application status').click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    await dialog.getByText('Pending → Approved', { exact: true }).waitFor(WAIT);

    await dialog.getByLabel('Social Security number (optional)').fill(SSN);
    await dialog.getByRole('button', { name: 'Hire Applicant' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Hire this applicant?' });
    await confirmation.getByText('Ends in 3187').waitFor(WAIT);
    await confirmation.getByRole('button', { name: 'Hire Rosa Delgado' }).click();
    await dialog.getByText(/Hired as driver DRV-/).waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const [profile] = await site.database.db.select().from(driverProfiles);
    // Sealed at rest: the last four for the mask, never the number.
    expect(profile?.ssnLast4).toBe('3187');
    expect(profile?.ssnCiphertext).not.toContain('501243187');
    expect(profile?.ssnCiphertext).not.toContain(SSN);
    // The employer the driver drove for under the FMCSRs is asked within 30 days.
    const inquiries = await site.database.db.select().from(previousEmployerInquiries);
    expect(inquiries.map((inquiry) => [inquiry.employer.name, inquiry.deadlineOn])).toEqual([['Great Lakes Haulers', daysFromToday(30)]]);

    await openAdminArea(page, 'Drivers');
    await page.getByRole('button', { name: 'Qualification file of Rosa Delgado' }).click(WAIT);
    const qualification = page.getByRole('dialog', { name: 'Qualification file: Rosa Delgado' });
    await qualification.getByText('Cannot be dispatched:').waitFor(WAIT);
    await qualification.getByText('Road test certificate (391.31) is missing').first().waitFor(WAIT);
    await qualification.getByText('•••-••-3187').waitFor(WAIT);
    expect(await qualification.textContent()).not.toMatch(/501-?24/);
    await context.close();
  });

  it('operations cannot assign the driver: the board says why, and the server refuses naming each item', async () => {
    const { context, page, dialog } = await operationsAssignDialog();
    const option = dialog.getByRole('option', { name: /Rosa Delgado/ });
    expect(await option.isDisabled()).toBe(true);
    expect(await option.textContent()).toMatch(/Road test certificate \(391\.31\) is missing/);
    expect(await option.textContent()).toMatch(/Motor vehicle record from each licensing state \(391\.23\) \(MI\) is missing/);

    const [profile] = await site.database.db.select({ id: driverProfiles.id }).from(driverProfiles);
    const refused = await page.evaluate(
      async ({ id, driverId, pickup }) => {
        const response = await fetch(`/api/admin/dispatch/loads/${id}/assignment`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ driverId, plannedPickupDate: pickup, vehicleNumber: '', trailerNumber: '' }),
        });
        return { status: response.status, body: await response.text() };
      },
      { id: load.id, driverId: profile?.id, pickup: daysFromToday(1) },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('Road test certificate (391.31) is missing');
    expect(await site.database.db.$count(dispatchAssignments)).toBe(0);
    await context.close();
  });

  it('recruiting records the road test, then the motor vehicle record, and only then is the driver assignable', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, RECRUITING, '/admin');
    await openAdminArea(page, 'Drivers');
    await page.getByRole('button', { name: 'Qualification file of Rosa Delgado' }).click(WAIT);
    const qualification = page.getByRole('dialog', { name: 'Qualification file: Rosa Delgado' });
    const form = qualification.getByRole('form', { name: 'Add a record' });

    await form.getByLabel('Kind of record').selectOption({ label: 'Road test' });
    await form.getByLabel('Tested on').fill(today);
    await form.getByLabel("Examiner's name").fill('Ana Ruiz');
    await form.getByLabel('Power unit').selectOption({ index: 1 });
    await form.getByLabel('Trailer type').fill('53 ft dry van');
    await form.getByRole('button', { name: 'Add record' }).click();
    await qualification.getByText('Road test certificate (PDF)').waitFor(WAIT);
    // Still one item short.
    await qualification.getByText('Cannot be dispatched:').waitFor(WAIT);
    await qualification
      .getByText(/Motor vehicle record from each licensing state \(391\.23\) \(MI\) is missing/)
      .first()
      .waitFor(WAIT);

    await form.getByLabel('Kind of record').selectOption({ label: 'Motor vehicle record' });
    await form.getByLabel('State of the record').selectOption('MI');
    await form.getByLabel('Obtained on').fill(today);
    await form.getByLabel(/^Document/).setInputFiles(file('registro-de-manejo.pdf'));
    await form.getByRole('button', { name: 'Add record' }).click();
    await qualification.getByText('Can be dispatched').waitFor(WAIT);
    await expectNoAxeViolations(page, 'a complete qualification file, phone');
    await page.screenshot({ path: screenshotPath('qualification-walk-file-complete-phone'), fullPage: true });
    // The sign-in page asks for a session before there is one (401); nothing else failed.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });

  it('operations assigns the load to the driver', async () => {
    const { context, page, dialog } = await operationsAssignDialog();
    await dialog.getByLabel('Driver').selectOption({ label: 'Rosa Delgado' });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Load assigned').first().waitFor(WAIT);
    const [assignment] = await site.database.db.select().from(dispatchAssignments);
    expect(assignment?.qualificationOverrideReason).toBeNull();
    await context.close();
  });
});
