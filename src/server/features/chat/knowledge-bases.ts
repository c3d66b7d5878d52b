// The assistant's knowledge in each of the site's languages: the same topics (same ids), each
// asked and answered in its language.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Locale } from '../../../shared/i18n.js';
import { knowledgeBase, type KnowledgeBase } from './knowledge-base.js';
import { spanishKnowledgeBase } from './knowledge-base-es.js';

export function knowledgeBases(company: CompanyProfile): Record<Locale, KnowledgeBase> {
  return { en: knowledgeBase(company), es: spanishKnowledgeBase(company) };
}
