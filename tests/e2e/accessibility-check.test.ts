// The accessibility check the browser tests lean on (tests/support/accessibility.ts) finds what it
// must: on a page of one frame, where axe is put in once and reused from check to check, and on a
// page with a frame, where it reaches into the frame.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { launchBrowser } from '../support/browser.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const CLEAN =
  '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><p>Readable.</p></main></body></html>';

describe('expectNoAxeViolations', () => {
  it('passes a clean page, and fails the same document once a violation appears in it', async () => {
    await page.setContent(CLEAN);
    await expectNoAxeViolations(page, 'clean page');
    // Same document, axe already in it: the second check must see the change.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.querySelector('main')?.append(image);
    });
    await expect(expectNoAxeViolations(page, 'image added')).rejects.toThrow(/"image added"[\s\S]*\[image-alt\]/);
  });

  it('measures colour contrast', async () => {
    await page.setContent(CLEAN.replace('<p>Readable.</p>', '<p style="color:#bbb;background:#fff">Faint.</p>'));
    await expect(expectNoAxeViolations(page, 'faint text')).rejects.toThrow(/\[color-contrast\]/);
  });

  it('checks inside a frame', async () => {
    const framed = CLEAN.replace(
      '<p>Readable.</p>',
      `<iframe title="Inner" srcdoc='<!doctype html><html lang="en"><head><title>Inner</title></head><body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>'></iframe>`,
    );
    await page.setContent(framed);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
    expect(page.frames().length).toBeGreaterThan(1);
    await expect(expectNoAxeViolations(page, 'framed image')).rejects.toThrow(/\[image-alt\]/);
  });
});
