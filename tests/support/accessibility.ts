// Accessibility in the browser tests: axe-core checks the page as it stands against WCAG 2.1 AA,
// and a failure lists each violation with where it is and the state the test had reached.
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA success criteria (2.0's included), as axe tags them. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Fails when axe finds any WCAG 2.1 AA violation on the page. `state` names what the test is
 * looking at ("shipper form with errors, phone"), so the failure says where as well as what.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await setInstantMotion(page, true);
  await settleAnimations(page);
  const results = await (await axeFor(page)).withTags([...WCAG_21_AA_TAGS]).analyze();
  await setInstantMotion(page, false);
  if (results.violations.length > 0) {
    throw new Error(
      `axe found ${results.violations.length} WCAG 2.1 AA violation(s) in "${state}" (${page.url()}):\n\n${describeViolations(results.violations)}`,
    );
  }
}

/**
 * axe for the page as it stands. On a page of one frame, axe is put into the page once and runs
 * there (`axe.run`, the builder's "legacy" mode): the same rules on the same document, without the
 * builder's default of putting axe's half-megabyte source in twice per check and opening a blank
 * page to finish in. A single-page app keeps its document from screen to screen, so most checks
 * find axe already there. A page with frames (a card form served from another origin) is checked
 * the builder's full way, which reaches into every frame (decision 060). Either way it is our
 * axe-core (package.json), the one the component tests use, not the builder's own older copy.
 */
async function axeFor(page: Page): Promise<AxeBuilder> {
  if (page.frames().length > 1) return new AxeBuilder({ page, axeSource: axe.source });
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  return new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_THE_PAGE }).setLegacyMode(true);
}

/** What the builder puts into the page when axe is there already: nothing. */
const AXE_ALREADY_IN_THE_PAGE = 'void 0;';

/** One paragraph per rule: its id and impact, what it asks, and every element that breaks it. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.map((selector) => JSON.stringify(selector)).join(' > ')}\n` +
            `      ${shortened(node.html)}\n      ${summary(node.failureSummary)}`,
        )
        .join('\n');
      return `[${violation.id}] (${violation.impact ?? 'no impact given'}) ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** The element's opening markup, enough to recognise it without flooding the report. */
function shortened(html: string): string {
  return html.length > 200 ? `${html.slice(0, 200)}…` : html;
}

/** axe's "Fix any of the following:" and its reasons, on one line. */
function summary(failureSummary: string | undefined): string {
  const [heading = '', ...reasons] = (failureSummary ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return `${heading} ${reasons.join('; ')}`.trim();
}

/**
 * Every fade and slide ends at once while axe looks: on a busy machine a toast whose code loaded
 * late can still be fading in after the page has been quiet for two frames, and axe would
 * measure its half-transparent text. What axe checks is the state a reader sees when it settles.
 */
const INSTANT_MOTION = `*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}`;

// A constructed style sheet, not a <style> element: the site's Content-Security-Policy refuses
// inline style elements, but not style sheets made through the CSSOM.
async function setInstantMotion(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ([css, enable]) => {
      const marked = document.adoptedStyleSheets.filter((sheet) => !(sheet as CSSStyleSheet & { instantMotion?: boolean }).instantMotion);
      if (!enable) {
        document.adoptedStyleSheets = marked;
        return;
      }
      const sheet = new CSSStyleSheet() as CSSStyleSheet & { instantMotion?: boolean };
      sheet.replaceSync(css);
      sheet.instantMotion = true;
      document.adoptedStyleSheets = [...marked, sheet];
    },
    [INSTANT_MOTION, on] as const,
  );
}

/**
 * Waits for the page's finite animations (a dialog's or toast's fade-in) to end: axe measures
 * colour contrast with the opacity it sees, and a half-faded dialog is not what a reader sees.
 * Endless ones (a spinner, the typing dots) are left running; they never end. An animation can
 * start a frame after another ends (a toast whose code loads late), so the page is looked at
 * again until two frames in a row start nothing new.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    for (let quietFrames = 0; quietFrames < 2;) {
      const animations = running();
      if (animations.length === 0) quietFrames += 1;
      else quietFrames = 0;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
    }
  });
}
