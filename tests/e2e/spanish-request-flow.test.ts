// The request flow in Spanish on a phone (issue 23): a `?lang=es` link opens the home page in
// Spanish, the chosen role's form, its validation errors, the confirmation with the reference ID
// and its toast are all in Spanish, and the stored request remembers the language, so its e-mails
// are written in it. The browser itself asks for English: the link's choice is what counts.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../src/server/db/schema.js';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ SUPPORT_PHONE: '3135550142' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openHomeInSpanish(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-US' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/?lang=es`);
  await page.getByRole('heading', { name: '¿Cómo podemos ayudarle hoy?' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
  return { page, errors };
}

async function chooseRole(page: Page, roleTitle: string, formTitle: string) {
  await page.getByRole('button', { name: `Continuar como ${roleTitle}` }).click();
  await page.getByRole('heading', { level: 1, name: formTitle }).waitFor();
}

async function fillContact(page: Page, email: string) {
  const contact = page.getByRole('group', { name: 'Información de contacto' });
  await contact.getByLabel('Nombre completo').fill('Ana Morales');
  await contact.getByLabel('Empresa').fill('Morales Importaciones');
  await contact.getByLabel('Correo electrónico').fill(email);
  await contact.getByLabel('Teléfono').pressSequentially('3135550199');
}

async function expectConfirmation(page: Page, title: string): Promise<string> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText('Su número de referencia', { exact: true }).waitFor();
  const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
  expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
  return referenceId;
}

async function storedRequest(referenceId: string) {
  const [row] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  return row;
}

/** The validation message under a field, read through the field's aria-describedby. */
async function errorUnder(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string | null> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

describe('a shipper who reads Spanish, on a phone', () => {
  it('sees the form, its validation errors and the confirmation in Spanish, and the request is stored as Spanish', async () => {
    const { page, errors } = await openHomeInSpanish();
    // The home page's estimate block, in Spanish without the shared catalog.
    const estimate = page.getByRole('form', { name: 'Obtenga un precio estimado' });
    expect(await estimate.getByLabel('Tipo de servicio').locator('option[value="furniture"]').textContent()).toBe('Muebles');
    await estimate.getByLabel('Código postal de recogida').fill('100');
    await estimate.getByLabel('Código postal de entrega').focus();
    await estimate.getByText('Ingrese un código postal de 5 dígitos').waitFor();

    await chooseRole(page, 'Remitente', 'Solicitud de envío');
    for (const section of [
      'Detalles del servicio',
      'Información de la mercancía',
      'Lugar de recogida',
      'Lugar de entrega',
      'Preferencias de fecha y horario',
      'Información de contacto',
    ]) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    await page.getByText('Complete todos los campos obligatorios (marcados con *)').waitFor();
    expect(await page.getByRole('button', { name: 'Tomar foto' }).isVisible()).toBe(true);

    // Sent empty: nothing is sent, the toast and every required field say why, in Spanish.
    const before = await site.database.db.$count(serviceRequests);
    await page.getByRole('button', { name: 'Enviar solicitud de envío' }).click({ force: true });
    await page.getByText('Faltan campos obligatorios').first().waitFor();
    await page.getByText('Complete todos los campos obligatorios antes de enviar.').first().waitFor();
    expect(await errorUnder(page, page.getByLabel('Tipo de servicio'))).toBe('Obligatorio');
    const pickup = page.getByRole('group', { name: 'Lugar de recogida' });
    expect(await errorUnder(page, pickup.getByLabel('Código postal (ZIP)'))).toBe('Obligatorio');
    expect(await page.getByText('Obligatorio', { exact: true }).count()).toBe(13);
    expect(await page.getByText('Required', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page, 'Spanish shipper form with its errors, phone');
    await page.screenshot({ path: screenshotPath('spanish-request-shipper-errors-phone'), fullPage: true });

    // A malformed e-mail address is refused in Spanish as it is typed.
    const contact = page.getByRole('group', { name: 'Información de contacto' });
    await contact.getByLabel('Correo electrónico').fill('ana@morales');
    await page.getByText('Correo electrónico no válido').waitFor();

    await page.getByLabel('Tipo de servicio').selectOption('furniture');
    expect(await page.getByLabel('Tipo de servicio').locator('option:checked').textContent()).toBe('Muebles');
    await page.getByLabel('Descripción del servicio').fill('Un sofá y dos sillones.');
    await page.getByLabel('Peso (lb)').fill('250');
    for (const [section, city, zip, state] of [
      ['Lugar de recogida', 'Detroit', '48201', 'MI'],
      ['Lugar de entrega', 'Chicago', '60611', 'IL'],
    ] as const) {
      const group = page.getByRole('group', { name: section });
      // Not "Línea 2 de la dirección".
      await group.getByLabel(/^Dirección/).fill('100 Main St');
      await group.getByLabel('Ciudad').fill(city);
      await group.getByLabel('Estado').selectOption(state);
      await group.getByLabel('Código postal (ZIP)').fill(zip);
    }
    await fillContact(page, 'ana@morales.example');
    expect(await page.getByText('Complete todos los campos obligatorios (marcados con *)').count()).toBe(0);
    expect(await site.database.db.$count(serviceRequests)).toBe(before);

    await page.getByRole('button', { name: 'Enviar solicitud de envío' }).click();
    const referenceId = await expectConfirmation(page, '¡Recibimos su solicitud de envío!');
    await page.getByText('¡Solicitud de envío enviada con éxito!').first().waitFor();
    await page.getByText(`Su número de referencia es ${referenceId}`).first().waitFor();
    await page.getByRole('heading', { name: 'Próximos pasos' }).waitFor();
    await page.getByText('Le enviamos una confirmación por correo electrónico a ana@morales.example.').waitFor();
    await page.getByRole('heading', { name: '¿Necesita ayuda inmediata?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Dé seguimiento a su solicitud' }).getAttribute('href')).toBe(`/track?ref=${referenceId}`);
    expect(await page.getByRole('link', { name: 'Llame ahora para servicio inmediato' }).getAttribute('href')).toBe('tel:+13135550142');
    await page.getByRole('button', { name: 'Enviar otra solicitud' }).waitFor();
    await expectNoAxeViolations(page, 'Spanish shipper confirmation, phone');
    await page.screenshot({ path: screenshotPath('spanish-request-shipper-confirmation-phone'), fullPage: true });

    expect(await storedRequest(referenceId)).toMatchObject({
      language: 'es',
      userRole: 'shipper',
      serviceType: 'furniture',
      pickupCity: 'Detroit',
      deliveryState: 'IL',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a freight broker who reads Spanish, on a phone', () => {
  it('sends a request and reaches the Spanish confirmation', async () => {
    const { page, errors } = await openHomeInSpanish();
    await chooseRole(page, 'Corredor de carga', 'Solicitud de corredor de carga');
    for (const section of ['Resumen del servicio', 'Requisitos del transportista', 'Información de contacto']) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    await page.getByLabel('Tipo de servicio').selectOption('spot-market');
    await page.getByLabel('Descripción del servicio').fill('Cargas refrigeradas semanales, de Detroit a Chicago.');
    await page.getByLabel('Volumen de cargas').fill('8 cargas al mes');
    await fillContact(page, 'ana@corredora.example');

    await page.getByRole('button', { name: 'Enviar solicitud de corredor' }).click();
    const referenceId = await expectConfirmation(page, '¡Recibimos su solicitud de corredor de carga!');
    await page.getByText('¡Solicitud de corredor enviada con éxito!').first().waitFor();

    await page.getByRole('button', { name: 'Copiar' }).waitFor();
    await expectNoAxeViolations(page, 'Spanish broker confirmation, phone');
    expect(await storedRequest(referenceId)).toMatchObject({ language: 'es', userRole: 'broker', loadVolume: '8 cargas al mes' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
