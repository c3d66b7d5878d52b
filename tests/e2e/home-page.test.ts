// The home page that sells (issue 19), on a phone and a desktop, in a configured company's details:
// the hero says what and where, its two actions work, the FAQ opens and answers as the chat does,
// nothing spills sideways, and the headings make one outline under one h1.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChatText } from '../../src/shared/chat/chat-text.js';
import type { CompanyProfile } from '../../src/shared/company-profile.js';
import { faqAnswers } from '../../src/shared/faq/en.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { TEST_COMPANY, TEST_COMPANY_ENV } from '../support/company-profile.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const COMPANY: CompanyProfile = { ...TEST_COMPANY, serviceArea: 'Michigan, Ohio and Indiana', homeBase: 'Detroit, MI' };

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({
    ...TEST_COMPANY_ENV,
    COMPANY_SERVICE_AREA: COMPANY.serviceArea ?? '',
    COMPANY_HOME_BASE: COMPANY.homeBase ?? '',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openHomePage(viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(site.baseUrl);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors };
}

const hero = (page: Page) => page.getByRole('region', { name: /^Freight shipping/ });

describe.each(['phone', 'desktop'] as const)('the home page on a %s', (viewport) => {
  it('says what the company does and where, with its trust facts, and spills nothing sideways', async () => {
    const { page, errors } = await openHomePage(viewport);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Freight shipping, brokerage and dispatch across Michigan, Ohio and Indiana',
    );
    await hero(page).getByText(`${COMPANY.name}, based in Detroit, MI, moves goods for shippers`, { exact: false }).waitFor();
    const facts = hero(page).getByRole('list', { name: 'Why you can trust us' });
    await facts.getByText(`MC #${COMPANY.mcNumber} · DOT #${COMPANY.dotNumber}`).waitFor();
    expect(await facts.getByRole('link', { name: COMPANY.supportPhone }).getAttribute('href')).toBe('tel:+13135550142');

    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

    await expectNoAxeViolations(page, `home page, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`home-page-${viewport}`), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has one h1 and headings that never skip a level', async () => {
    const { page } = await openHomePage(viewport);
    const levels = await page
      .locator('main')
      .evaluate((main) => Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1);
    expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);
    await page.context().close();
  });

  it("'Request service' brings the role picker into view with the focus on its heading", async () => {
    const { page } = await openHomePage(viewport);
    await hero(page).getByRole('button', { name: 'Request service' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'How can we help you today?' });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(VIEWPORTS[viewport].height);
    await page.context().close();
  });

  it("'Track a shipment' leads to the tracking page", async () => {
    const { page } = await openHomePage(viewport);
    await hero(page).getByRole('link', { name: 'Track a shipment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/track');
    await page.context().close();
  });

  it('opens an FAQ answer, in the words the chat assistant answers with', async () => {
    const { page } = await openHomePage(viewport);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const answer = faq.getByTestId('faq-answer-coverage');
    expect(await answer.isVisible()).toBe(false);
    // The answers download as the section nears the screen (faq-section.tsx).
    await faq.scrollIntoViewIfNeeded();
    await faq.getByText('Where do you operate?').click();
    await answer.waitFor();
    const expected = faqAnswers(COMPANY).coverage;
    expect(await answer.textContent()).toBe(
      parseChatText(expected)
        .map((part) => part.text)
        .join(''),
    );
    expect(await answer.getByRole('link', { name: COMPANY.supportPhone }).getAttribute('href')).toBe('tel:+13135550142');

    // The chat, asked the same question, answers with the same text.
    const reply = await page.evaluate(async () => {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Which states do you serve?' }),
      });
      return ((await response.json()) as { reply: string }).reply;
    });
    expect(reply).toBe(expected);
    await page.context().close();
  });
});
