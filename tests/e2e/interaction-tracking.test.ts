// A visitor requests service; the background tracker stores what they did (page load and view,
// clicks, the fields they focused, the sections they saw, the submission and, when they leave,
// the session summary) and never what they typed. The dashboard's conversion rate counts them.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionEvents } from '../../src/server/db/schema.js';
import { dashboardSessionStats } from '../../src/server/features/analytics/report-service.js';
import { INTERACTION_ENDPOINT } from '../../src/shared/analytics/interaction-types.js';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { utcToday } from '../../src/shared/calendar-date.js';

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

const TYPED = ['Weekly reefer loads, Detroit to Chicago.', 'Jordan Rivera', 'jordan@rivera.example', '(313) 555-0199'];

async function eventCount(): Promise<number> {
  return (await site.database.db.select({ id: interactionEvents.id }).from(interactionEvents)).length;
}

async function eventsOf(sessionId: string) {
  return site.database.db.select().from(interactionEvents).where(eq(interactionEvents.sessionId, sessionId)).orderBy(interactionEvents.id);
}

describe('interaction tracking', () => {
  it('stores a visit as events, with the session summary sent as the page closes', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(site.baseUrl);
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    await page.getByRole('button', { name: 'Select Freight Broker' }).click();
    await page.getByRole('heading', { level: 1, name: 'Freight Broker Request' }).waitFor();
    await page.getByLabel('Service Type').selectOption('spot-market');
    await page.getByLabel('Service Description').fill(TYPED[0]!);
    const contact = page.getByRole('group', { name: 'Contact Information' });
    await contact.getByLabel('Full Name').fill(TYPED[1]!);
    await contact.getByLabel('Email').fill(TYPED[2]!);
    await contact.getByLabel('Phone').pressSequentially('3135550199');
    await page.getByRole('button', { name: 'Submit Broker Request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Broker Request Submitted!' }).waitFor();
    const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';

    const sessionId = await page.evaluate(() => sessionStorage.getItem('interaction-session-id'));
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    await page.close({ runBeforeUnload: true });
    await context.close();

    await expect
      .poll(async () => (await eventsOf(sessionId!)).map((event) => event.interactionType), { timeout: 10_000 })
      .toContain('session_summary');
    const events = await eventsOf(sessionId!);
    const types = new Set(events.map((event) => event.interactionType));
    for (const type of [
      'page_load',
      'page_view',
      'element_click',
      'form_start',
      'form_field_focus',
      'section_view',
      'form_complete',
      'session_summary',
    ]) {
      expect(types).toContain(type);
    }
    expect(events.find((event) => event.interactionType === 'page_load')?.value).toMatchObject({ viewport: '1280x800' });
    expect(events.find((event) => event.interactionType === 'element_click' && event.element === 'button')?.value).toEqual({
      text: 'Select Freight Broker',
    });
    expect(events.filter((event) => event.interactionType === 'form_field_focus').map((event) => event.element)).toEqual(
      expect.arrayContaining(['serviceDescription', 'contactName', 'contactEmail', 'contactPhone']),
    );
    expect(events.find((event) => event.interactionType === 'form_complete')?.serviceRequestReference).toBe(referenceId);
    expect(events.map((event) => event.element)).toContain('Contact Information');
    const summary = events.find((event) => event.interactionType === 'session_summary')?.value as Record<string, unknown>;
    expect(typeof summary.durationSeconds).toBe('number');
    expect(typeof summary.exitTime).toBe('string');
    expect(summary.clicks).toBeGreaterThanOrEqual(2);

    // Nothing the visitor typed is stored anywhere in an event.
    const stored = JSON.stringify(events);
    for (const typed of TYPED) expect(stored).not.toContain(typed);

    // The visit converted: one request-flow session, one stored request.
    expect((await dashboardSessionStats(site.database.db, utcToday())).conversionRate).toBe(100);
    expect(errors).toEqual([]);
  });

  it('tracks nothing on the admin pages', async () => {
    const context = await browser.newContext();
    const sent: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === INTERACTION_ENDPOINT) sent.push(request.url());
    });
    const rowsBefore = await eventCount();
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/admin-login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Email').fill('someone@example.com');
    const sessionId = await page.evaluate(() => sessionStorage.getItem('interaction-session-id'));
    // Longer than the tracker's flush delay (2 s), so a queued event would have been sent.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await page.close({ runBeforeUnload: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sessionId === null ? [] : await eventsOf(sessionId)).toEqual([]);
    expect(sent).toEqual([]);
    expect(await eventCount()).toBe(rowsBefore);

    // The same watch sees a public page's events, so the empty answers above are not for want of looking.
    const control = await context.newPage();
    await control.goto(site.baseUrl);
    await control.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(eventCount, { timeout: 10_000 }).toBeGreaterThan(rowsBefore);
    await context.close();
  });
});
