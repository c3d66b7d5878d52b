// A visitor chats with the OTP Assistant on a phone and on a desktop: the widget's code loads only
// when the button is pressed; a question shows the typing indicator, then the answer with its
// links; Enter sends, Shift+Enter breaks the line, blank text and a second message while a reply
// is pending are not sent; the conversation follows them from the home page to /track and through
// a full page load; a failed reply shows the failure bubble. Screenshots land in test-results/.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { insertServiceRequestRow } from '../support/service-requests.js';

const FAILURE_TEXT = "Sorry, I'm having trouble right now. Please try again or contact our support team at dispatch@lakeshore.example.";

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

interface ChatPage {
  page: Page;
  errors: string[];
  /** Every script the page fetched, by file name. */
  scripts: string[];
}

async function openPage(viewport: keyof typeof VIEWPORTS, path: string): Promise<ChatPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(`${site.baseUrl}${path}`);
  return { page, errors, scripts };
}

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with OTP Assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'OTP Assistant' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });
const bubbles = (page: Page, role: 'user' | 'assistant') => panel(page).locator(`li[data-role="${role}"]`);

/** Holds every chat request until released, to see the pending state. */
async function holdReplies(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(['phone', 'desktop'] as const)('the chat on a %s', (viewport) => {
  it('answers on the home page and keeps the conversation on /track, across a page load', async () => {
    const { page, errors, scripts } = await openPage(viewport, '/');
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();

    // The button is there; the widget's code is not, until it is pressed.
    expect(await chatButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(scripts.some((name) => name.startsWith('chat-panel'))).toBe(false);
    await chatButton(page).click();
    await panel(page).waitFor();
    expect(scripts.some((name) => name.startsWith('chat-panel'))).toBe(true);
    expect(await chatButton(page).getAttribute('aria-expanded')).toBe('true');
    await panel(page).getByText("Hi! I'm the OTP Assistant.", { exact: false }).waitFor();
    expect(await isFocused(messageBox(page))).toBe(true);
    expect(await messageBox(page).getAttribute('rows')).toBe('3');
    expect(await panel(page).getByRole('log').count()).toBe(1);
    expect((await panel(page).boundingBox())?.height).toBe(500);

    // Enter sends; while the reply is pending the typing indicator shows and nothing more is sent.
    const release = await holdReplies(page);
    await messageBox(page).fill('hw do i pay wth zelle?');
    await messageBox(page).press('Enter');
    await bubbles(page, 'user').filter({ hasText: 'hw do i pay wth zelle?' }).waitFor();
    expect(await messageBox(page).inputValue()).toBe('');
    await panel(page).getByText('OTP Assistant is typing…').waitFor({ state: 'attached' });
    await panel(page).getByTestId('typing-indicator').waitFor();
    await messageBox(page).fill('and ACH?');
    await messageBox(page).press('Enter');
    expect(await panel(page).getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    expect(await bubbles(page, 'user').count()).toBe(1);
    expect(await messageBox(page).inputValue()).toBe('and ACH?');
    await page.screenshot({ path: screenshotPath(`chat-typing-${viewport}`) });
    release();

    const zelleAnswer = bubbles(page, 'assistant').filter({ hasText: 'choose Zelle' });
    await zelleAnswer.waitFor();
    await panel(page).getByTestId('typing-indicator').waitFor({ state: 'detached' });
    expect(await zelleAnswer.getByRole('link', { name: 'Make a Payment' }).getAttribute('href')).toBe('/make-a-payment');
    await page.unroute('**/api/chat');

    // Shift+Enter breaks the line; blank text is not sent.
    await messageBox(page).fill('');
    await messageBox(page).pressSequentially('line one');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('line two');
    expect(await messageBox(page).inputValue()).toBe('line one\nline two');
    await messageBox(page).fill('   \n  ');
    await messageBox(page).press('Enter');
    expect(await panel(page).getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    expect(await bubbles(page, 'user').count()).toBe(1);

    // A link in a reply leads to the page without a reload; the conversation comes along.
    await messageBox(page).fill('how do i track my load');
    await messageBox(page).press('Enter');
    const trackAnswer = bubbles(page, 'assistant').filter({ hasText: 'Follow your request on' });
    await trackAnswer.waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `chat panel open with replies on the home page, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`chat-home-${viewport}`) });
    await trackAnswer.getByRole('link', { name: 'Track a Request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
    if (viewport === 'phone') {
      // On a phone the panel covered the page: following the link closed it.
      await panel(page).waitFor({ state: 'hidden' });
      await chatButton(page).click();
    }
    await panel(page).waitFor();
    expect(await bubbles(page, 'user').allTextContents()).toEqual(['You said: hw do i pay wth zelle?', 'You said: how do i track my load']);

    // A full page load restores the conversation, and the panel as it was left.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
    await panel(page).waitFor();
    expect(await bubbles(page, 'user').count()).toBe(2);
    // The greeting and the two answers.
    expect(await bubbles(page, 'assistant').count()).toBe(3);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath(`chat-track-${viewport}`) });

    // Escape closes the panel and gives focus back to the button.
    await messageBox(page).press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await isFocused(chatButton(page))).toBe(true);
    expect(await chatButton(page).getAttribute('aria-expanded')).toBe('false');

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the failure bubble with the support e-mail when no reply comes', async () => {
    const { page, errors } = await openPage(viewport, '/track');
    await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down"}' }),
    );
    await chatButton(page).click();
    await messageBox(page).fill('are you hiring?');
    await panel(page).getByRole('button', { name: 'Send message' }).click();

    const failure = bubbles(page, 'assistant').filter({ hasText: 'Sorry' });
    await failure.waitFor();
    expect((await failure.textContent())?.replace(/^OTP Assistant: /, '')).toBe(FAILURE_TEXT);
    expect(await failure.getByRole('link', { name: 'dispatch@lakeshore.example' }).getAttribute('href')).toBe(
      'mailto:dispatch@lakeshore.example',
    );

    // A dropped connection fails the same way; the typing indicator goes and the box takes the next try.
    await page.unroute('**/api/chat');
    await page.route('**/api/chat', (route) => route.abort('connectionreset'));
    await messageBox(page).fill('hello?');
    await messageBox(page).press('Enter');
    await expect.poll(() => bubbles(page, 'assistant').filter({ hasText: 'Sorry' }).count()).toBe(2);
    await panel(page).getByTestId('typing-indicator').waitFor({ state: 'detached' });
    await messageBox(page).fill('try again');
    expect(await panel(page).getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, `chat panel with the failure bubble on /track, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`chat-failure-${viewport}`) });

    // The browser logs the failed requests themselves; nothing else may fail.
    expect(errors.filter((message) => !/503|Failed to load resource|ERR_CONNECTION_RESET/.test(message))).toEqual([]);
    await page.context().close();
  });
});

describe('on the narrowest phones', () => {
  it.each([
    ['upright', { width: 360, height: 640 }],
    ['on its side', { width: 640, height: 360 }],
  ])('fits the panel on the screen %s', async (_orientation, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/`);
    await chatButton(page).click();
    const box = await panel(page).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    await messageBox(page).waitFor();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath(`chat-small-phone-${viewport.width}x${viewport.height}`) });
    await context.close();
  });
});

describe('a request looked up in the chat', () => {
  it('shows its status, and with the contact e-mail the amount due and a payment link', async () => {
    const { referenceId } = await insertServiceRequestRow(site.database.db, {
      status: 'in-transit',
      finalAmount: '1250.00',
      invoiceStatus: 'sent',
    });

    const { page, errors } = await openPage('desktop', '/');
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    // From the keyboard: focus the button, Enter opens the panel with the message box focused.
    await chatButton(page).focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    expect(await isFocused(messageBox(page))).toBe(true);

    await page.keyboard.type(`where is ${referenceId.toLowerCase()}?`);
    await page.keyboard.press('Enter');
    const status = bubbles(page, 'assistant').filter({ hasText: `Request ${referenceId} is In Transit` });
    await status.waitFor();
    expect(await status.textContent()).not.toContain('1,250');

    await page.keyboard.type(`${referenceId} my email is Jordan@Rivera.example`);
    await page.keyboard.press('Enter');
    const details = bubbles(page, 'assistant').filter({ hasText: 'Amount due: $1,250.00' });
    await details.waitFor();
    expect(await details.textContent()).toContain('Route: Detroit, MI to Chicago, IL');
    const pay = details.getByRole('link', { name: `Pay $1,250.00 for ${referenceId}` });
    expect(await pay.getAttribute('href')).toBe(`/payment?ref=${referenceId}`);
    for (const secret of ['Jordan Rivera', 'Woodward', 'sofa', '(313) 555-0199']) {
      expect(await panel(page).textContent()).not.toContain(secret);
    }
    await expectNoAxeViolations(page, 'chat panel with a request looked up and its payment link, desktop');
    await page.screenshot({ path: screenshotPath('chat-lookup-desktop') });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
