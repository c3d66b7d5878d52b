// Visitors' interaction events over the whole period (page views, form starts and completions,
// clicks, payment page views, session summaries), so the Advanced Analytics report and the
// dashboard's conversion rate and session time have numbers. Every submitted request has the
// session that sent it; other sessions browse and leave. Bulk inserts: no invariant to keep.
import { PAGE_PATHS } from '../../shared/page-routes.js';
import type { InteractionType } from '../../shared/analytics/interaction-types.js';
import { interactionEvents } from '../db/schema.js';
import type { SeededRequest } from './demo-requests.js';
import { DEMO_HISTORY_DAYS } from './demo-requests.js';
import { DAY_MS, type SeedContext } from './seed-context.js';

type NewEvent = typeof interactionEvents.$inferInsert;

const BROWSING_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.home,
  PAGE_PATHS.serviceRequest,
  PAGE_PATHS.track,
  PAGE_PATHS.joinUs,
  PAGE_PATHS.makeAPayment,
];

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 1000;

export async function seedInteractions(context: SeedContext, requests: readonly SeededRequest[]): Promise<number> {
  const events: NewEvent[] = [];
  for (const request of requests) {
    // Most requests come with the browser session that sent them (some block the tracker).
    if (context.random.chance(0.85)) events.push(...submittingSession(context, request));
  }
  const start = context.now.getTime() - DEMO_HISTORY_DAYS * DAY_MS;
  for (let day = 0; day < DEMO_HISTORY_DAYS; day += 1) {
    // Traffic grows over the half year, with quieter weekends.
    const dayStart = start + day * DAY_MS;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const sessions = Math.round((8 + (day / DEMO_HISTORY_DAYS) * 14) * (weekend ? 0.6 : 1) + context.random.int(0, 4));
    for (let session = 0; session < sessions; session += 1) {
      events.push(...browsingSession(context, new Date(dayStart + context.random.next() * DAY_MS)));
    }
  }
  const inWindow = events.filter((event) => event.createdAt && event.createdAt.getTime() < context.now.getTime());
  for (let offset = 0; offset < inWindow.length; offset += BATCH_ROWS) {
    await context.tx.insert(interactionEvents).values(inWindow.slice(offset, offset + BATCH_ROWS));
  }
  return inWindow.length;
}

function sessionId(context: SeedContext): string {
  return `demo-${context.random.crockford(24).toLowerCase()}`;
}

function event(sessionIdValue: string, at: Date, interactionType: InteractionType, page: string, extra: Partial<NewEvent> = {}): NewEvent {
  return { sessionId: sessionIdValue, interactionType, page, createdAt: at, ...extra };
}

function summary(context: SeedContext, id: string, at: Date, page: string, seconds: number): NewEvent {
  return event(id, at, 'session_summary', page, {
    value: {
      durationSeconds: seconds,
      clicks: context.random.int(1, 25),
      scrolls: context.random.int(0, 50),
      maxScrollPercent: context.random.int(20, 100),
      pointerSamples: context.random.int(0, 100),
      exitTime: at.toISOString(),
    },
  });
}

/** The visit that sent a request: the home page, the form, the confirmation. */
function submittingSession(context: SeedContext, request: SeededRequest): NewEvent[] {
  const id = sessionId(context);
  const seconds = context.random.int(150, 900);
  const end = request.createdAt.getTime();
  const at = (secondsBeforeEnd: number) => new Date(end - secondsBeforeEnd * 1000);
  const form = `${request.userRole}-request-form`;
  return [
    event(id, at(seconds), 'page_view', PAGE_PATHS.home),
    event(id, at(seconds - 1), 'page_load', PAGE_PATHS.home, { value: { loadTimeMs: context.random.int(400, 2200) } }),
    event(id, at(seconds - 20), 'button_click', PAGE_PATHS.home, { element: 'a#request-service', value: { text: 'Request Service' } }),
    event(id, at(seconds - 22), 'page_view', PAGE_PATHS.serviceRequest),
    event(id, at(seconds - 40), 'form_start', PAGE_PATHS.serviceRequest, { element: form }),
    event(id, at(seconds - 45), 'form_field_focus', PAGE_PATHS.serviceRequest, { element: 'contactName' }),
    event(id, new Date(end), 'form_complete', PAGE_PATHS.serviceRequest, { element: form, serviceRequestReference: request.referenceId }),
    summary(context, id, new Date(end + 30_000), PAGE_PATHS.serviceRequest, seconds + 30),
  ];
}

/** A visit that sends nothing: a look at a page or two, perhaps a form begun and left. */
function browsingSession(context: SeedContext, start: Date): NewEvent[] {
  const { random } = context;
  const id = sessionId(context);
  const events: NewEvent[] = [];
  let at = start.getTime();
  const pages = random.int(1, 4);
  for (let index = 0; index < pages; index += 1) {
    const page = random.pick(BROWSING_PAGES);
    events.push(event(id, new Date(at), 'page_view', page));
    if (random.chance(0.5)) events.push(event(id, new Date(at + 800), 'section_view', page, { element: 'section#how-it-works' }));
    if (page === PAGE_PATHS.serviceRequest && random.chance(0.4)) {
      events.push(
        event(id, new Date(at + 15_000), 'form_start', page, {
          element: `${random.pick(['shipper', 'broker', 'dispatcher'])}-request-form`,
        }),
      );
    }
    if (page === PAGE_PATHS.makeAPayment) {
      events.push(event(id, new Date(at + 2000), 'payment_view', page));
      if (random.chance(0.5)) events.push(event(id, new Date(at + 90_000), 'payment_complete', page, { value: { method: 'credit_card' } }));
    }
    if (random.chance(0.4))
      events.push(event(id, new Date(at + 5000), 'element_click', page, { element: 'button', value: { text: 'Learn more' } }));
    at += random.int(10, 240) * 1000;
  }
  events.push(
    summary(
      context,
      id,
      new Date(at),
      events[events.length - 1]?.page ?? PAGE_PATHS.home,
      Math.round((at - start.getTime()) / 1000) + random.int(5, 60),
    ),
  );
  return events;
}
