// The tracker's page listeners: clicks, field focus, sections seen, pointer and scroll samples,
// and the session summary sent when the page is left (spec sections 7 and 9).
import { INTERACTION_LIMITS, INTERACTION_SAMPLING } from '@shared/analytics/interaction-types';
import { cutText } from '@shared/unsafe-characters';
import {
  beaconInteractions,
  flushInteractions,
  interactionSessionId,
  logTrackingError,
  samplingFor,
  trackInteraction,
} from './interaction-tracker';

const CLICKABLE = 'button, a, input[type="submit"], input[type="button"]';
const FIELD = 'input, textarea, select';
/** Tracked sections (data-track-section), forms, and payment sections (data-payment-section). */
const SECTION = '[data-track-section], form, [data-payment-section]';

let started = false;

export function startPageListeners(): void {
  if (started) return;
  started = true;
  // The session begins with the first page, not with the first batch sent.
  interactionSessionId();
  let sessionStart = Date.now();
  let clicks = 0;
  let maxScrollPercent = 0;
  const mouse = samplingFor.mouse();
  const scroll = samplingFor.scroll();

  document.addEventListener(
    'click',
    (event) =>
      guarded(() => {
        const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
        if (!target) return;
        clicks += 1;
        trackInteraction('element_click', { element: describeElement(target), value: { text: clickText(target) } });
      }),
    { capture: true, passive: true },
  );

  document.addEventListener(
    'focusin',
    (event) =>
      guarded(() => {
        const field = event.target instanceof Element ? event.target.closest(FIELD) : null;
        if (!field || (field instanceof HTMLInputElement && ['submit', 'button', 'hidden'].includes(field.type))) return;
        // The field's name only: its value is what the visitor typed.
        trackInteraction('form_field_focus', { element: fieldName(field) });
      }),
    { capture: true, passive: true },
  );

  window.addEventListener(
    'scroll',
    () =>
      guarded(() => {
        scroll.offer(performance.now(), () => {
          const scrollable = document.documentElement.scrollHeight - window.innerHeight;
          const percent = scrollable > 0 ? Math.min(100, Math.round((window.scrollY / scrollable) * 100)) : 100;
          maxScrollPercent = Math.max(maxScrollPercent, percent);
          return { percent };
        });
      }),
    { passive: true },
  );

  window.addEventListener(
    'mousemove',
    (event) => guarded(() => mouse.offer(performance.now(), () => ({ x: event.clientX, y: event.clientY }))),
    {
      passive: true,
    },
  );

  watchSections();

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') guarded(flushInteractions);
  });

  window.addEventListener('pagehide', () =>
    guarded(() => {
      trackInteraction('session_summary', {
        value: {
          durationSeconds: Math.round((Date.now() - sessionStart) / 1000),
          clicks,
          scrolls: scroll.taken,
          maxScrollPercent,
          pointerSamples: mouse.taken,
          exitTime: new Date().toISOString(),
        },
      });
      beaconInteractions();
      // A page restored from the back-forward cache starts a new stretch of the session.
      sessionStart = Date.now();
      clicks = 0;
    }),
  );
}

function guarded(action: () => void): void {
  try {
    action();
  } catch (error) {
    logTrackingError(error);
  }
}

function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) return `${tag}#${element.id}`;
  const tracked = element.getAttribute('data-track');
  if (tracked) return `${tag}[${tracked}]`;
  if (element instanceof HTMLAnchorElement) return `a[href=${element.pathname || element.href.split('?')[0]}]`;
  return tag;
}

function clickText(element: Element): string {
  const text = element instanceof HTMLInputElement ? element.value : (element.textContent ?? '');
  const label = text.replace(/\s+/g, ' ').trim() || element.getAttribute('aria-label') || '';
  return cutText(label, INTERACTION_LIMITS.clickTextLength);
}

function fieldName(field: Element): string {
  return field.getAttribute('name') || field.id || field.getAttribute('aria-label') || field.tagName.toLowerCase();
}

function sectionName(section: Element): string {
  return (
    section.getAttribute('data-track-section') ||
    section.getAttribute('data-payment-section') ||
    section.getAttribute('aria-label') ||
    section.id ||
    section.tagName.toLowerCase()
  );
}

/** Reports each section once per page view, when half of it is on screen. */
function watchSections(): void {
  if (!('IntersectionObserver' in window)) return;
  const reported = new WeakSet<Element>();
  const observed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) =>
      guarded(() => {
        for (const entry of entries) {
          if (!entry.isIntersecting || reported.has(entry.target)) continue;
          reported.add(entry.target);
          trackInteraction('section_view', { element: sectionName(entry.target) });
        }
      }),
    { threshold: INTERACTION_SAMPLING.sectionVisibleRatio },
  );
  let scan: ReturnType<typeof setTimeout> | undefined;
  const observeNewSections = () => {
    scan = undefined;
    for (const section of document.querySelectorAll(SECTION)) {
      if (observed.has(section)) continue;
      observed.add(section);
      observer.observe(section);
    }
  };
  // The page's sections come and go as React renders: look for new ones shortly after changes.
  new MutationObserver(() => {
    scan ??= setTimeout(() => guarded(observeNewSections), 250);
  }).observe(document.body, { childList: true, subtree: true });
  observeNewSections();
}
