// The chat and the FAQ in Spanish on a phone (issue 23): on a page opened with `?lang=es` (the
// browser itself asks for English), the FAQ asks and answers in Spanish, downloading the Spanish
// answers only; the chat panel speaks Spanish, and a Spanish question about payment methods gets
// the Spanish answer, with its link. An English question there still gets an English answer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', SUPPORT_PHONE: '3135550142', GENERAL_EMAIL: 'dispatch@lakeshore.example' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openHomeInSpanish(): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-US' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(`${site.baseUrl}/?lang=es`);
  await page.getByRole('heading', { name: '¿Cómo podemos ayudarle hoy?' }).waitFor();
  return { page, errors, scripts };
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'OTP Assistant' });
const replies = (page: Page) => panel(page).locator('li[data-role="assistant"]');

describe('in Spanish on a phone', () => {
  it('the FAQ asks and answers in Spanish, with the Spanish answers only', async () => {
    const { page, errors, scripts } = await openHomeInSpanish();
    const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
    // The answers download as the section nears the screen (faq-section.tsx).
    await faq.scrollIntoViewIfNeeded();
    await faq.getByText('¿Cómo puedo pagar?').click();
    const answer = faq.getByTestId('faq-answer-payment-methods');
    await answer.waitFor();
    expect(await answer.textContent()).toMatch(/^Puede pagar con:\n- Tarjeta de crédito o débito/);
    expect(await answer.getByRole('link', { name: 'Realizar un pago' }).getAttribute('href')).toBe('/make-a-payment');
    expect(await faq.getByText('How can I pay?').count()).toBe(0);
    // Each language's FAQ is its own chunk (src/shared/faq/en.ts, es.ts): only this one came.
    expect(scripts.some((name) => /^es-[\w-]+\.js$/.test(name))).toBe(true);
    expect(scripts.some((name) => /^en-[\w-]+\.js$/.test(name))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the chat answers a Spanish question about payment methods in Spanish, and an English one in English', async () => {
    const { page, errors } = await openHomeInSpanish();
    await page.getByRole('button', { name: 'Chatear con OTP Assistant' }).click();
    await panel(page).getByText('¡Hola! Soy OTP Assistant.', { exact: false }).waitFor();
    const box = panel(page).getByRole('textbox', { name: 'Su mensaje' });
    expect(await box.getAttribute('placeholder')).toBe('Escriba su pregunta…');

    await box.fill('¿Cómo puedo pagar?');
    await box.press('Enter');
    const payment = replies(page).filter({ hasText: 'Puede pagar con:' });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('- Zelle');
    expect(await payment.getByRole('link', { name: 'Realizar un pago' }).getAttribute('href')).toBe('/make-a-payment');
    await expectNoAxeViolations(page, 'chat panel in Spanish with a reply, phone');
    await page.screenshot({ path: screenshotPath('chat-spanish-phone') });

    await box.fill('How can I pay?');
    await panel(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await replies(page).filter({ hasText: 'You can pay by:' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
