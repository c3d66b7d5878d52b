// Keyboard only, at phone and desktop widths: a shipper requests a pickup from the top of the home
// page to the confirmation, and a customer pays an invoice by card, with Tab, Shift+Tab, Enter,
// Space, arrow keys and typing; no click, no fill. At every Tab stop the focused element must
// show where focus is, and Tab must always move on (no keyboard trap); at the end focus goes
// round the whole last page and back to its first stop.
import { eq } from 'drizzle-orm';
import type { Browser, JSHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../src/server/db/schema.js';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { invoicedRequest, invoiceState, ledgerFacts } from '../support/payments.js';
import { nextClientAddress } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', SUPPORT_PHONE: '3135550142' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** What the walk knows of the focused element, read in the page. */
interface FocusStop {
  /** Something a person can find it by: tag, name and, for fields, their section. */
  description: string;
  /** Its accessible name, as near as the page can tell (label, aria-label or text). */
  name: string;
  /** "section › label" for a form field, so two "City" fields are told apart. */
  field: string;
  tag: string;
  type: string;
  value: string;
  /** Why its focus can be seen (an outline or a ring), or null when it cannot. */
  indicator: string | null;
}

// Read in the browser: the focused element and whether its focus shows. Visible means a
// computed outline (style not 'none', width above 0, colour not transparent) or a box-shadow
// ring (a layer with no offset and no blur, a positive spread and a visible colour), the two
// ways the site draws focus (Tailwind's focus-visible:ring, or the browser's own outline).
function readFocus(): FocusStop | null {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;

  // Fully transparent in any of the forms Chromium computes: rgba(…, 0), color(… / 0), transparent.
  const visibleColour = (colour: string) => colour.trim() !== '' && !/^transparent$|,\s*0\)$|\/\s*0\)$/.test(colour.trim());
  const style = getComputedStyle(element);
  let indicator: string | null = null;
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && visibleColour(style.outlineColor)) {
    indicator = `outline ${style.outlineStyle} ${style.outlineWidth}`;
  } else if (style.boxShadow !== 'none') {
    // Layers are separated by commas outside the colour functions' parentheses.
    // Of the ring-shaped layers (no offset, no blur, a spread), the widest is the one seen: a
    // narrower one under it is the ring's offset, drawn in the background's colour.
    const rings = style.boxShadow
      .split(/,(?![^(]*\))/)
      .map((layer) => {
        const colour = /(rgba?|color|oklab|oklch)\([^)]*\)/.exec(layer)?.[0] ?? '';
        const [x = 0, y = 0, blur = 0, spread = 0] = (layer.replace(colour, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        return { layer: layer.trim(), colour, spread, ringShaped: x === 0 && y === 0 && blur === 0 && spread > 0 };
      })
      .filter((layer) => layer.ringShaped)
      .sort((one, other) => other.spread - one.spread);
    const seen = rings[0];
    if (seen && visibleColour(seen.colour)) indicator = `ring ${seen.layer}`;
  }

  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const labelled = element.getAttribute('aria-labelledby');
  const labelText =
    element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
      ? text(element.labels?.[0]?.textContent).replace(/\s*\*$/, '')
      : '';
  const name =
    text(element.getAttribute('aria-label')) ||
    (labelled ? text(document.getElementById(labelled)?.textContent) : '') ||
    labelText ||
    text(element.textContent).slice(0, 80);
  const section = text(element.closest('fieldset')?.querySelector('legend')?.textContent);
  const tag = element.tagName.toLowerCase();
  const type = element.getAttribute('type') ?? '';
  const value = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
  return {
    description: `<${tag}${type ? ` type=${type}` : ''}> "${name}"${section ? ` in "${section}"` : ''}`,
    name,
    field: section ? `${section} › ${labelText || name}` : labelText || name,
    tag,
    type,
    value,
    indicator,
  };
}

/** Tab stops inside one native control: a date's month, day and year, a date-time's more. */
const MAX_PRESSES_INSIDE_ONE_CONTROL = 5;

/** A keyboard walk on one page: every Tab stop is checked, and every stop is kept for the report. */
class KeyboardWalk {
  readonly stops: string[] = [];
  /** The element focus was on after the last key, to tell whether Tab moved it. */
  private current: JSHandle<Element | null> | null = null;
  /** Tab presses in a row that left focus on the same element. */
  private pressesInPlace = 0;

  constructor(
    readonly page: Page,
    /** Tab stops allowed before a target counts as unreachable: a bound, not a count. */
    private readonly bound = 120,
  ) {}

  /** The focused element now, with its visible focus asserted. */
  async focused(): Promise<FocusStop | null> {
    const stop = await this.page.evaluate(readFocus);
    if (stop && !stop.indicator) {
      throw new Error(`focus is not visible on ${stop.description} (${this.page.url()}); stops so far:\n  ${this.stops.join('\n  ')}`);
    }
    return stop;
  }

  /** Presses Tab (or Shift+Tab) once; focus must land somewhere new and show. */
  async tab(backwards = false): Promise<FocusStop | null> {
    const before = this.current;
    await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const after = await this.focused();
    this.current = await this.activeElement();
    // A date field's Tab moves through its month, day and year inside the one element; more
    // presses than a date has parts without leaving it is a trap.
    const stayed = Boolean(after && before && (await this.isSameElement(before, this.current)));
    this.pressesInPlace = stayed ? this.pressesInPlace + 1 : 0;
    if (after && this.pressesInPlace > MAX_PRESSES_INSIDE_ONE_CONTROL) {
      throw new Error(
        `keyboard trap: ${this.pressesInPlace} presses of ${backwards ? 'Shift+Tab' : 'Tab'} left focus on ${after.description} (${this.page.url()})`,
      );
    }
    this.stops.push(after ? `${after.description} [${after.indicator}]` : '(the document)');
    return after;
  }

  private activeElement(): Promise<JSHandle<Element | null>> {
    return this.page.evaluateHandle(() => document.activeElement);
  }

  private isSameElement(one: JSHandle<Element | null>, other: JSHandle<Element | null>): Promise<boolean> {
    return this.page.evaluate(([first, second]) => first === second, [one, other] as const);
  }

  /** Tabs forward until `isTarget` holds for the focused element; fails after the bound. */
  async tabUntil(what: string, isTarget: (stop: FocusStop) => boolean, onStop?: (stop: FocusStop) => Promise<void>): Promise<FocusStop> {
    for (let presses = 0; presses < this.bound; presses++) {
      const stop = await this.tab();
      if (!stop) continue;
      if (isTarget(stop)) return stop;
      await onStop?.(stop);
    }
    throw new Error(`${what} was not reached in ${this.bound} Tab presses; the stops were:\n  ${this.stops.join('\n  ')}`);
  }

  /** Tabs until the button or link called `name` has focus. */
  tabToControl(name: string): Promise<FocusStop> {
    return this.tabUntil(`"${name}"`, (stop) => (stop.tag === 'button' || stop.tag === 'a') && stop.name === name);
  }

  /** Presses a key on the focused element (Enter, Space, an arrow) and re-reads focus. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.current = await this.activeElement();
    this.pressesInPlace = 0;
  }

  /** Starts the count again after the page changed (a new page, a form replaced by its result). */
  restart(): void {
    this.current = null;
    this.pressesInPlace = 0;
    this.stops.length = 0;
  }

  /**
   * Goes once round the page with Tab, from wherever focus is back to the first stop it reached,
   * then one Shift+Tab: focus can leave every part of the page in both directions.
   */
  async goRound(): Promise<void> {
    let first: JSHandle<Element | null> | null = null;
    for (let presses = 0; presses < this.bound; presses++) {
      const stop = await this.tab();
      if (!stop || !this.current) continue;
      if (!first) first = this.current;
      else if (await this.isSameElement(first, this.current)) {
        await this.tab(true);
        return;
      }
    }
    throw new Error(`focus did not come round the page in ${this.bound} Tab presses (${this.page.url()}):\n  ${this.stops.join('\n  ')}`);
  }
}

async function openPage(viewport: keyof typeof VIEWPORTS, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${path}`);
  return page;
}

/**
 * What the shipper types, or the key pressed on a closed list until it shows the option (the
 * browser's type-ahead: each press of a letter moves to the next option starting with it),
 * keyed by "section › label".
 */
type Answer = { type: string } | { press: string; until: string };

const SHIPPER_ANSWERS: Record<string, Answer> = {
  'Service Details › Service Type': { press: 'ArrowDown', until: 'ltl-freight' },
  'Service Details › Service Description': { type: 'Two pallets of auto parts.' },
  'Item Information › Item Type': { type: 'Pallets' },
  'Item Information › Weight (lbs)': { type: '900' },
  'Pickup Location › Street Address': { type: '100 Main St' },
  'Pickup Location › City': { type: 'Detroit' },
  'Pickup Location › State': { press: 'M', until: 'MI' },
  'Pickup Location › ZIP Code': { type: '48201' },
  'Delivery Location › Street Address': { type: '200 Lake Shore Dr' },
  'Delivery Location › City': { type: 'Chicago' },
  'Delivery Location › State': { press: 'I', until: 'IL' },
  'Delivery Location › ZIP Code': { type: '60611' },
  'Contact Information › Full Name': { type: 'Kim Keyboard' },
  'Contact Information › Email': { type: 'kim@keyboard.example' },
  'Contact Information › Phone': { type: '3135550177' },
};

/** More than any list here needs between its first option and the one wanted. */
const MAX_PRESSES_TO_AN_OPTION = 20;

async function answer(page: Page, stop: FocusStop, given: Answer): Promise<void> {
  if ('type' in given) {
    await page.keyboard.type(given.type);
    return;
  }
  const chosen = () => page.evaluate(() => (document.activeElement instanceof HTMLSelectElement ? document.activeElement.value : ''));
  for (let presses = 0; presses < MAX_PRESSES_TO_AN_OPTION && (await chosen()) !== given.until; presses++) {
    await page.keyboard.press(given.press);
  }
  expect(await chosen(), `${stop.field} after pressing ${given.press}`).toBe(given.until);
}

describe.each(['phone', 'desktop'] as const)('keyboard only on a %s', (viewport) => {
  it('requests a pickup as a shipper, from the top of the home page to the reference ID', async () => {
    const page = await openPage(viewport, '/');
    await page.getByRole('button', { name: 'Select Shipper' }).waitFor();
    const walk = new KeyboardWalk(page);

    // From the top of the page, however much stands above the role picker.
    await walk.tabToControl('Select Shipper');
    await walk.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Shipping Request' }).waitFor();

    walk.restart();
    const answered = new Set<string>();
    await walk.tabUntil(
      '"Submit Shipping Request"',
      (stop) => stop.tag === 'button' && stop.name === 'Submit Shipping Request',
      async (stop) => {
        const given = SHIPPER_ANSWERS[stop.field];
        if (!given || answered.has(stop.field)) return;
        await answer(page, stop, given);
        answered.add(stop.field);
      },
    );
    expect([...answered].sort()).toEqual(Object.keys(SHIPPER_ANSWERS).sort());
    // Shift+Tab steps back into the form and Tab returns to the button.
    await walk.tab(true);
    await walk.tabToControl('Submit Shipping Request');
    expect(await page.getByRole('button', { name: 'Submit Shipping Request' }).getAttribute('aria-disabled')).toBeNull();
    await walk.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Shipping Request Submitted!' }).waitFor();
    const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
    expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
    const [row] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    expect(row).toMatchObject({
      userRole: 'shipper',
      serviceType: 'ltl-freight',
      weight: '900.00',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      deliveryState: 'IL',
      contactEmail: 'kim@keyboard.example',
      contactPhone: '(313) 555-0177',
    });

    walk.restart();
    await walk.goRound();
    await page.context().close();
  });

  it('pays an invoice by card, from the method to the provider step and the receipt', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '640.00', `keys-${viewport}@customer.example`);
    const page = await openPage(viewport, `/payment?ref=${referenceId}`);
    await page.getByRole('heading', { level: 1, name: 'Pay Your Invoice' }).waitFor();
    const walk = new KeyboardWalk(page);

    await chooseCardAndPay(walk, '$640.00');
    await payOnTheTestCheckout(walk, '$640.00');
    await expectPaid(page, referenceId, '640.00');
    await page.context().close();
  });
});

describe('keyboard only, with a transfer already reported', () => {
  it('says yes to paying another way, then pays by card', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '210.00', 'keys-reported@customer.example');
    const reported = await site.app.inject({
      method: 'POST',
      url: `/api/service-requests/${referenceId}/pay`,
      remoteAddress: nextClientAddress(),
      payload: { paymentMethod: 'zelle' },
    });
    expect(reported.statusCode, reported.body).toBe(200);

    const page = await openPage('phone', `/payment?ref=${referenceId}`);
    await page.getByText('Payment reported: awaiting verification').waitFor();
    const walk = new KeyboardWalk(page);
    await walk.tabToControl('Pay another way');
    await walk.press('Enter');
    await walk.tabToControl('Yes, pay $210.00 another way');
    await walk.press('Enter');

    await chooseCardAndPay(walk, '$210.00');
    await payOnTheTestCheckout(walk, '$210.00');
    await expectPaid(page, referenceId, '210.00');
    await page.context().close();
  });
});

/**
 * On the invoice page: Tab past the amount (the whole balance is chosen already; decision 073) to
 * the methods, arrow keys to Credit / Debit Card, Space, Tab to Pay, Enter.
 */
async function chooseCardAndPay(walk: KeyboardWalk, amount: string) {
  const { page } = walk;
  const amountChoice = ['balance', 'part'];
  let stop: FocusStop | null = await walk.tabUntil(
    'the payment methods',
    (candidate) => candidate.type === 'radio' && !amountChoice.includes(candidate.value),
  );
  // Arrow keys move through a radio group; Tab enters it once.
  for (let moves = 0; stop?.value !== 'credit_card' && moves < 8; moves++) {
    await walk.press('ArrowDown');
    stop = await walk.focused();
  }
  expect(stop?.value).toBe('credit_card');
  await walk.press('Space');
  expect(await page.getByLabel('Credit / Debit Card').isChecked()).toBe(true);
  await walk.tabToControl(`Pay ${amount} with Card`);
  await walk.press('Enter');
}

/**
 * The step after our page is the card provider's hosted checkout. In test mode it is our own
 * stand-in (/payment/test-checkout), so the walk goes on through it; with a live provider the
 * walk would end at the Enter above, on the provider's page, which we do not control.
 */
async function payOnTheTestCheckout(walk: KeyboardWalk, amount: string) {
  const { page } = walk;
  await page.waitForURL(/\/payment\/test-checkout\?session=/);
  await page.getByRole('heading', { level: 1, name: 'Test Checkout' }).waitFor();
  walk.restart();
  await walk.tabToControl(`Pay ${amount} (test)`);
  await walk.press('Enter');
}

async function expectPaid(page: Page, referenceId: string, amount: string) {
  await page.waitForURL(/\/payment\/success\?session_id=/);
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
  await page.getByText(referenceId).first().waitFor();
  const paid = await invoiceState(site.database.db, referenceId);
  expect(paid.request.paymentStatus).toBe('paid');
  expect(paid.ledger.filter((row) => row.status === 'succeeded').map(ledgerFacts)).toEqual([
    { amount, method: 'credit_card', provider: 'test', status: 'succeeded', overpayment: false },
  ]);
  // The receipt page, too, can be gone round with the keyboard.
  const walk = new KeyboardWalk(page);
  await walk.goRound();
}
