// The server's messages in each language (e-mails, and the labels they share with the pages):
// one Lingui instance per language, loaded once with the compiled catalogs.
import { setupI18n, type I18n } from '@lingui/core';
import { INTL_LOCALES, type Locale } from '../../shared/i18n.js';
import { messages as enEmails } from '../../locales/en/emails.js';
import { messages as enShared } from '../../locales/en/shared.js';
import { messages as esEmails } from '../../locales/es/emails.js';
import { messages as esShared } from '../../locales/es/shared.js';

const TRANSLATORS: Readonly<Record<Locale, I18n>> = {
  en: setupI18n({ locale: 'en', locales: [INTL_LOCALES.en], messages: { en: { ...enShared, ...enEmails } } }),
  es: setupI18n({ locale: 'es', locales: [INTL_LOCALES.es], messages: { es: { ...esShared, ...esEmails } } }),
};

/** The messages of one language: `translator('es')._('email.confirmation.subject', { ref })`. */
export function translator(locale: Locale): I18n {
  return TRANSLATORS[locale];
}
