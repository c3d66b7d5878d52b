// Background interaction analytics (spec sections 7 and 9): events are queued, sent in batches
// with the browser session's id, and the session's summary goes out by beacon when the page is
// left. Nothing here may ever disturb a page: every failure is only logged at debug level.
// Form fields are recorded by name only; what a visitor types is never read.
import {
  INTERACTION_ENDPOINT,
  INTERACTION_LIMITS,
  INTERACTION_SAMPLING,
  SESSION_ID_HEADER,
  type InteractionType,
} from '@shared/analytics/interaction-types';
import { cutText } from '@shared/unsafe-characters';
import type { InteractionDetails, InteractionValue, InteractionValueEntry } from '@/lib/interactions';

interface QueuedEvent {
  interactionType: InteractionType;
  page: string;
  element?: string;
  value?: InteractionValue;
  serviceRequestId?: string;
}

const SESSION_STORAGE_KEY = 'interaction-session-id';
const FLUSH_DELAY_MS = 2000;
/** Admin pages show customers' data and are not visitors' behaviour: nothing is tracked there. */
const UNTRACKED_PAGES = /^\/admin(-login)?(\/|$)/;

const queue: QueuedEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let cachedSessionId: string | undefined;

export function logTrackingError(error: unknown): void {
  console.debug('Analytics tracking error', error);
}

/** The random id of this browser tab's session, kept in session storage (spec section 7). */
export function interactionSessionId(): string {
  if (cachedSessionId) return cachedSessionId;
  try {
    cachedSessionId = sessionStorage.getItem(SESSION_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can be switched off; the id then lasts as long as this page.
  }
  if (!cachedSessionId) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    cachedSessionId = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    try {
      sessionStorage.setItem(SESSION_STORAGE_KEY, cachedSessionId);
    } catch {
      // As above: an id for this page only.
    }
  }
  return cachedSessionId;
}

export function currentPage(): string {
  return window.location.pathname.slice(0, INTERACTION_LIMITS.pageLength);
}

export function isTrackedPage(page = currentPage()): boolean {
  return !UNTRACKED_PAGES.test(page);
}

function boundedValue(value: InteractionValue): InteractionValue {
  const entries = Object.entries(value)
    .slice(0, INTERACTION_LIMITS.valueKeys)
    .map(([key, entry]): [string, InteractionValueEntry] => [
      key,
      typeof entry === 'string' ? cutText(entry, INTERACTION_LIMITS.valueTextLength) : entry,
    ]);
  return Object.fromEntries(entries);
}

/** Queues one event for the current page; sent within two seconds, or at once when a batch is full. */
export function trackInteraction(type: InteractionType, details: InteractionDetails = {}): void {
  try {
    const page = currentPage();
    if (!isTrackedPage(page)) return;
    const event: QueuedEvent = { interactionType: type, page };
    // Cut between characters, never inside an emoji: the server refuses half of one.
    if (details.element) event.element = cutText(details.element, INTERACTION_LIMITS.elementLength);
    if (details.value && type !== 'form_field_focus') event.value = boundedValue(details.value);
    if (details.serviceRequestId) event.serviceRequestId = details.serviceRequestId;
    queue.push(event);
    if (queue.length >= INTERACTION_LIMITS.eventsPerBatch) flushInteractions();
    else flushTimer ??= setTimeout(flushInteractions, FLUSH_DELAY_MS);
  } catch (error) {
    logTrackingError(error);
  }
}

/** Sends what is queued now, with fetch (keepalive, so a navigation does not cut it off). */
export function flushInteractions(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, INTERACTION_LIMITS.eventsPerBatch);
    try {
      fetch(INTERACTION_ENDPOINT, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [SESSION_ID_HEADER]: interactionSessionId() },
        body: JSON.stringify({ events }),
      })
        .then((response) => {
          if (!response.ok) logTrackingError(new Error(`${response.status}: interaction events refused`));
        })
        .catch(logTrackingError);
    } catch (error) {
      logTrackingError(error);
    }
  }
}

/**
 * Sends what is queued by beacon: the only request a browser still makes while a page unloads.
 * A beacon cannot carry headers, so the session id rides in the body, as text/plain.
 */
export function beaconInteractions(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, INTERACTION_LIMITS.eventsPerBatch);
    try {
      const body = JSON.stringify({ sessionId: interactionSessionId(), events });
      if (!navigator.sendBeacon(INTERACTION_ENDPOINT, body)) logTrackingError(new Error('the browser refused the beacon'));
    } catch (error) {
      logTrackingError(error);
    }
  }
}

/** Keeps the last `capacity` samples taken at most every `intervalMs` (spec section 9). */
export class SampleBuffer<Sample> {
  private readonly samples: Sample[] = [];
  private lastAt = Number.NEGATIVE_INFINITY;
  taken = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly capacity: number,
  ) {}

  /** Records the sample unless the last one is younger than the interval; true when it did. */
  offer(now: number, sample: () => Sample): boolean {
    if (now - this.lastAt < this.intervalMs) return false;
    this.lastAt = now;
    this.taken += 1;
    this.samples.push(sample());
    if (this.samples.length > this.capacity) this.samples.shift();
    return true;
  }

  kept(): readonly Sample[] {
    return this.samples;
  }
}

export const samplingFor = {
  mouse: () => new SampleBuffer<{ x: number; y: number }>(INTERACTION_SAMPLING.mouseSampleMs, INTERACTION_SAMPLING.mouseSamplesKept),
  scroll: () => new SampleBuffer<{ percent: number }>(INTERACTION_SAMPLING.scrollSampleMs, INTERACTION_SAMPLING.scrollSamplesKept),
};
