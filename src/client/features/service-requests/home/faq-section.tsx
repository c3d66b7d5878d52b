// Questions visitors ask, answered in the same words as the chat assistant (src/shared/faq/ holds
// the text both show, one module per language). The section is the last on the home page, below
// the fold on every screen: its questions and answers download when it comes within a screen of
// being seen (or at once, opened as /#faq), in the page's language only, so they are not part of
// the home page's first download (its JavaScript budget is tight). Until they arrive, rows of the
// same shape keep the section's place, so nothing jumps.
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { FAQ_TOPIC_IDS, type FaqEntry } from '@shared/faq/topics';
import type { Locale } from '@shared/i18n';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import type { FaqItems as FaqItemsType } from './faq-items';
import { HomeSection } from './home-section';

// The same shape as faq-items.tsx's rows (kept here: that module is not loaded yet).
const ROW_CLASSES = 'px-4 py-1 sm:px-5';
const QUESTION_CLASSES = 'py-3 font-medium';

interface LoadedFaq {
  FaqItems: typeof FaqItemsType;
  entries: FaqEntry[];
}

/** Each language's FAQ once loaded: switching back shows it at once. */
const loaded = new Map<Locale, LoadedFaq>();

async function loadFaq(locale: Locale): Promise<void> {
  const [{ FaqItems }, { faqEntries }] = await Promise.all([
    import('./faq-items'),
    { en: () => import('@shared/faq/en'), es: () => import('@shared/faq/es') }[locale](),
  ]);
  loaded.set(locale, { FaqItems, entries: faqEntries(companyProfile) });
}

/** True once the element is within a screen's height of the viewport (at once without IntersectionObserver). */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || window.location.hash === '#faq');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** The FAQ in the page's language once the section is near; undefined until then and while it loads. */
function useFaq(locale: Locale, near: boolean): LoadedFaq | undefined {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    // A failed download leaves the empty rows: the chat answers the same questions.
    if (near && !loaded.has(locale)) loadFaq(locale).then(rerender, () => {});
  }, [locale, near]);
  return loaded.get(locale);
}

export function FaqSection() {
  const i18n = useI18n();
  const rows = useRef<HTMLDivElement>(null);
  const faq = useFaq(useLocale(), useNearViewport(rows));
  return (
    <HomeSection id="faq" title={i18n._('home.faq.title')}>
      <div ref={rows} className="divide-y rounded-lg border bg-card" aria-busy={!faq}>
        {faq ? <faq.FaqItems entries={faq.entries} /> : <PlaceholderRows />}
      </div>
    </HomeSection>
  );
}

/** One empty row per question, each as tall as a closed question. */
function PlaceholderRows() {
  return FAQ_TOPIC_IDS.map((topicId) => (
    <div key={topicId} aria-hidden className={ROW_CLASSES}>
      <div className={QUESTION_CLASSES}>{'\u00a0'}</div>
    </div>
  ));
}
