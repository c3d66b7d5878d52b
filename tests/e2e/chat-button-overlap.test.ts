// The chat button never covers a field, a button or a link on a 390 x 844 phone (issue 19,
// decision 028; the sign-in pages since decision 057): every one of them, reached as a customer
// reaches it (scrolled to, scrolled to by the browser, or focused with Tab), lies clear of the
// button's box whenever the button shows.
// On a desktop the button shows as before and Tab reaches it. Screenshots land in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const CHAT_BUTTON = 'Chat with OTP Assistant';
// What a customer taps or types into; the chat button itself is left out.
const CONTROLS = `:is(input, select, textarea, button, a[href]):not([aria-label="${CHAT_BUTTON}"])`;

/** Each page, with what shows once it has loaded (the driver application's form loads last). */
const PAGES = [
  { name: 'the role picker', path: '/', ready: { role: 'heading', name: 'How can we help you today?' } },
  { name: 'the shipper form', path: '/service-request?role=shipper', ready: { role: 'heading', name: 'Shipping Request' } },
  { name: 'the tracking page', path: '/track', ready: { role: 'heading', name: 'Track Your Request' } },
  { name: 'the driver application', path: '/join-us', ready: { role: 'button', name: 'Submit Application' } },
  // Sign-in pages carry the button too (decision 057), in the staff's and the driver's frames.
  { name: 'the staff sign-in', path: '/admin-login', ready: { role: 'button', name: 'Login' } },
  { name: "the driver's sign-in", path: '/driver', ready: { role: 'heading', name: 'Driver sign-in' } },
] as const;

type Ready = (typeof PAGES)[number]['ready'];

/** The console's errors but a sign-in page's own session check (401 before anyone signs in). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('401'));

async function open(viewport: keyof typeof VIEWPORTS, path: string, ready: Ready): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByRole(ready.role, { name: ready.name }).waitFor();
  return { page, errors };
}

/**
 * In the page: the controls that overlap the chat button's box, each named by its tag and label,
 * after `reach` brought control `index` into view. A hidden button (display: none) covers nothing.
 */
function overlapsAfter(page: Page, reach: 'start' | 'end' | 'nearest' | 'center' | 'none', index?: number) {
  return page.evaluate(
    ({ selector, chatName, reach, index }) => {
      const chat = document.querySelector(`button[aria-label="${chatName}"]`);
      if (!chat) throw new Error('The chat button is missing');
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        // Screen-reader-only and hidden controls take no room: nothing to cover.
        return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
      };
      const controls = Array.from(document.querySelectorAll(selector)).filter(visible);
      if (index !== undefined && reach !== 'none') controls[index]?.scrollIntoView({ block: reach });
      if (!visible(chat)) return { count: controls.length, covered: [] as string[] };
      const button = chat.getBoundingClientRect();
      const targets = index === undefined ? controls : controls.slice(index, index + 1);
      const covered = targets
        .filter((control) => {
          const box = control.getBoundingClientRect();
          const onScreen = box.bottom > 0 && box.top < window.innerHeight;
          return onScreen && box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom;
        })
        .map(
          (control) =>
            `${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}" #${control.id}`,
        );
      return { count: controls.length, covered };
    },
    { selector: CONTROLS, chatName: CHAT_BUTTON, reach, index },
  );
}

describe.each(PAGES)('on a 390 px phone, $name', ({ path, ready }) => {
  it('scrolling any control into view, at the top, the bottom or the middle, leaves it clear of the chat button', async () => {
    const { page, errors } = await open('phone', path, ready);
    // Every control in place: parts of a page (its frame's links, the form's steps) can draw a frame
    // after the element that says it is ready, on a busy machine.
    await expect.poll(async () => (await overlapsAfter(page, 'none')).count, { timeout: 10_000 }).toBeGreaterThan(3);
    const { count } = await overlapsAfter(page, 'none');
    const covered = new Set<string>();
    for (const block of ['start', 'end', 'nearest', 'center'] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      for (let index = 0; index < count; index += 1) {
        for (const control of (await overlapsAfter(page, block, index)).covered) covered.add(`${block}: ${control}`);
      }
    }
    expect([...covered]).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it("scrolled to by the browser (Playwright's scrollIntoViewIfNeeded, top to bottom), no control is covered", async () => {
    const { page, errors } = await open('phone', path, ready);
    const controls = page.locator(CONTROLS);
    const covered: string[] = [];
    for (let index = 0; index < (await controls.count()); index += 1) {
      const control = controls.nth(index);
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      if (!box || box.width <= 1 || box.height <= 1) continue;
      await control.scrollIntoViewIfNeeded();
      const chat = page.getByRole('button', { name: CHAT_BUTTON });
      const [controlBox, chatBox] = [await control.boundingBox(), (await chat.isVisible()) ? await chat.boundingBox() : null];
      if (controlBox && chatBox && intersects(controlBox, chatBox))
        covered.push(await control.evaluate((element) => element.outerHTML.slice(0, 120)));
    }
    expect(covered).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('tabbing through the page, the focused control is never under the chat button, and Tab reaches the button', async () => {
    const { page, errors } = await open('phone', path, ready);
    const covered: string[] = [];
    let reachedChat = false;
    let hiddenWhileTyping = 0;
    for (let presses = 0; presses < 400 && !reachedChat; presses += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate((chatName) => {
        const active = document.activeElement;
        const chat = document.querySelector(`button[aria-label="${chatName}"]`);
        if (!active || !chat) return null;
        const box = active.getBoundingClientRect();
        const button = chat.getBoundingClientRect();
        const chatShown = button.width > 0;
        const overlaps =
          chatShown && box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom;
        const typing = active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && active.type !== 'date');
        return {
          isChat: active === chat,
          overlaps,
          chatShown,
          typing,
          name: `${active.tagName.toLowerCase()} #${active.id} ${active.textContent?.trim().slice(0, 40) ?? ''}`,
        };
      }, CHAT_BUTTON);
      if (!focus) continue;
      reachedChat = focus.isChat;
      if (!focus.isChat && focus.overlaps) covered.push(focus.name);
      if (focus.typing && !focus.chatShown) hiddenWhileTyping += 1;
    }
    expect(covered).toEqual([]);
    expect(reachedChat).toBe(true);
    // The page has text fields: the button stepped aside while the keyboard was up for them.
    if (path !== '/') expect(hiddenWhileTyping).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath(`chat-button-clear-${path.replace(/\W+/g, '-')}-phone`), fullPage: true });
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('on a phone, while a field is being typed into', () => {
  it('the chat button steps aside, and comes back when the field is left', async () => {
    const { page, errors } = await open('phone', '/track', PAGES[2].ready);
    const chat = page.getByRole('button', { name: CHAT_BUTTON });
    expect(await chat.isVisible()).toBe(true);
    await page.getByLabel('Reference ID', { exact: true }).focus();
    await chat.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Track Request' }).focus();
    await chat.waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('on a desktop', () => {
  it('the chat button shows in the corner while a field has the focus, and Tab reaches it', async () => {
    const { page, errors } = await open('desktop', '/service-request?role=shipper', PAGES[1].ready);
    const chat = page.getByRole('button', { name: CHAT_BUTTON });
    await page.getByLabel('Item Type').focus();
    expect(await chat.isVisible()).toBe(true);
    const box = await chat.boundingBox();
    expect(box).toEqual({ x: 1280 - 16 - 56, y: 800 - 16 - 56, width: 56, height: 56 });
    let reached = false;
    for (let presses = 0; presses < 200 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await chat.evaluate((button) => button === document.activeElement);
    }
    expect(reached).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
