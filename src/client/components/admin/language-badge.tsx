// A record's language in the back office (which stays English): the language the customer,
// applicant or driver used, so staff know which language their e-mails go out in and which to
// answer a call in.
import { Languages } from 'lucide-react';
import { LOCALE_ENGLISH_NAMES, type Locale } from '@shared/i18n';
import { Badge } from '@/components/ui/badge';

export function LanguageBadge({ language }: { language: Locale }) {
  const name = LOCALE_ENGLISH_NAMES[language];
  return (
    <Badge tone={language === 'en' ? 'neutral' : 'blue'} title={`Writes in ${name}: their e-mails are in ${name}`}>
      <Languages className="size-3" aria-hidden />
      <span className="sr-only">Language: </span>
      {name}
    </Badge>
  );
}
