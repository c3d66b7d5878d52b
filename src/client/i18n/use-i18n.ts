// Lingui in a component: the messages of the active language, and a re-render when it changes.
// Lingui's own useLingui needs an <I18nProvider> above every component (tests included); this reads
// the one global instance instead, which src/client/i18n alone loads and activates.
//
//   const i18n = useI18n();
//   i18n._('track.heading')                 // "Track Your Shipment"
//   i18n._('track.found', { ref })          // placeholders, plurals: ICU MessageFormat
//
// Always call it as `i18n._('literal.id')`: that is what `lingui extract` and the catalog check
// find. An ID chosen at run time must be listed as a `/*i18n*/ { id: '...' }` descriptor.
import { i18n, type I18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

export function useI18n(): I18n {
  useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return i18n;
}

/** The active language, for Intl formatting (formatUsd(amount, locale)); re-renders on a change. */
export function useLocale(): Locale {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
