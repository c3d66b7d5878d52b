// The header's language switch: a link to the page in the other language (it works as a plain
// `?lang=` link before the script runs), which switches in place and is remembered.
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, LOCALE_QUERY_PARAMETER, LOCALES, type Locale } from '@shared/i18n';
import { chooseLocale } from './locale';
import { useI18n, useLocale } from './use-i18n';

export function LanguageSwitch({ className }: { className?: string }) {
  const i18n = useI18n();
  const current = useLocale();
  const other: Locale = LOCALES.find((locale) => locale !== current) ?? 'en';
  return (
    <a
      href={`?${LOCALE_QUERY_PARAMETER}=${other}`}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void chooseLocale(other);
      }}
    >
      <Languages className="size-4" aria-hidden />
      {/* Named "Language: Español" in the page's language, the visible word included (as its own
          language, in its own lang), so voice control and screen readers agree with the eye. */}
      <span className="sr-only" lang={current}>
        {i18n._('common.language.label')}{' '}
      </span>
      <span>{LOCALE_NAMES[other]}</span>
    </a>
  );
}
