// What the chat assistant knows, in Spanish: knowledge-base.es.json, the same topics as the English
// file (same ids, same narrower and broader topics; checked when loaded, and knowledge-base-es.test.ts
// holds them together), asked the way Spanish-speaking customers ask and answered in the formal
// "usted" a US freight office writes in. Keywords may be written with or without accents (the
// matcher ignores them); brand names (Zelle, PayPal, ACH) and trade words customers use in English
// as well (LTL, CDL, MC, DOT) are keywords too. Labels (services, roles, urgency) are the shared
// catalog's Spanish ones; the FAQ topics' answers come from src/shared/faq/es.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { faqAnswers } from '../../../shared/faq/es.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import { translator } from '../../i18n/translator.js';
import spanishFile from './knowledge-base.es.json' with { type: 'json' };
import { checkSameTopics, parseKnowledgeBaseFile } from './knowledge-base-file.js';
import { englishKnowledgeBaseFile, renderKnowledgeBase, type CatalogLabels, type KnowledgeBase } from './knowledge-base.js';

const SPANISH = parseKnowledgeBaseFile(spanishFile, 'knowledge-base.es.json');
checkSameTopics(englishKnowledgeBaseFile(), SPANISH, 'knowledge-base.es.json');

const spanish = translator('es');
const SPANISH_LABELS: CatalogLabels = {
  serviceType: (type) => sharedLabelText(spanish, 'serviceType', type),
  role: (role) => sharedLabelText(spanish, 'userRole', role),
  urgency: (urgency) => sharedLabelText(spanish, 'urgency', urgency),
};

export function spanishKnowledgeBase(company: CompanyProfile): KnowledgeBase {
  return renderKnowledgeBase(SPANISH, { company, labels: SPANISH_LABELS, faq: faqAnswers(company) });
}
