// What the chat assistant knows, in one place, written in the company's configured details.
// Each topic says how customers ask about it (`askedAs`: words or phrases that are enough on
// their own; `hints`: words that need a second clue) and what the assistant answers. The
// built-in assistant matches messages against these; the optional language model gets the same
// answers as its only knowledge. Links use the chat text format ([label](/path), see
// src/shared/chat/chat-text.ts) and only go to our own pages, the phone or e-mail.
//
// The words are data: knowledge-base.en.json (English) and knowledge-base.es.json (Spanish, topic
// for topic), checked by knowledge-base-file.ts when loaded. Keep answers short (a chat bubble, not
// a page), true to what the site does, and free of promises the business has not made: no prices,
// no delivery times beyond the ones the spec states. The answers the home page's FAQ shows too are
// written in src/shared/faq/ and only used here.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { CHAT_ASSISTANT_NAME } from '../../../shared/chat/chat.js';
import { chatLink } from '../../../shared/chat/chat-text.js';
import { faqAnswers } from '../../../shared/faq/en.js';
import type { FaqTopicId } from '../../../shared/faq/topics.js';
import { phoneHref } from '../../../shared/format.js';
import {
  ROLE_LABELS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES_BY_ROLE,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  USER_ROLES,
  type ServiceType,
  type Urgency,
  type UserRole,
} from '../../../shared/service-requests/service-requests.js';
import englishFile from './knowledge-base.en.json' with { type: 'json' };
import {
  LINK_NAMES,
  parseKnowledgeBaseFile,
  SERVICE_TYPE_TOPIC_PREFIX,
  SERVICE_TYPES_TOPIC_ID,
  type KnowledgeBaseFile,
} from './knowledge-base-file.js';

export interface Topic {
  id: string;
  title: string;
  /** Words or phrases that on their own mean the customer is asking about this. */
  askedAs: readonly string[];
  /** Words that point here only together with a second clue from either list. */
  hints?: readonly string[];
  /** A broader topic this one narrows: asked together, only the narrower one answers. */
  narrows?: string;
  answer: string;
  /** Used instead of `answer` when other topics answer in the same reply. */
  brief?: string;
  /**
   * A thing a question can be about (a service type): named in a question another topic answers
   * ("the price of a pallet"), it is not asked about itself unless the question asks what it is.
   */
  isAThing?: boolean;
}

export interface KnowledgeBase {
  topics: readonly Topic[];
  /** For a message the assistant does not understand. */
  fallback: string;
  /** For a message that tries to get data out or change the assistant's rules. */
  refusal: string;
  /** Appended when a message asks about more things than one reply should hold. */
  oneAtATime: string;
}

/** The shared catalog's labels in the knowledge base's language. */
export interface CatalogLabels {
  serviceType: (type: ServiceType) => string;
  role: (role: UserRole) => string;
  urgency: (urgency: Urgency) => string;
}

export interface KnowledgeBaseContext {
  company: CompanyProfile;
  labels: CatalogLabels;
  faq: Record<FaqTopicId, string>;
}

const ENGLISH = parseKnowledgeBaseFile(englishFile, 'knowledge-base.en.json');

/** The English knowledge base, for one company. */
export function knowledgeBase(company: CompanyProfile): KnowledgeBase {
  const labels: CatalogLabels = {
    serviceType: (type) => SERVICE_TYPE_LABELS[type],
    role: (role) => ROLE_LABELS[role],
    urgency: (urgency) => URGENCY_LABELS[urgency],
  };
  return renderKnowledgeBase(ENGLISH, { company, labels, faq: faqAnswers(company) });
}

/** The English file, which every other language's file follows topic for topic. */
export function englishKnowledgeBaseFile(): KnowledgeBaseFile {
  return ENGLISH;
}

/** A data file's texts with the placeholders filled in, and a topic for each service type. */
export function renderKnowledgeBase(file: KnowledgeBaseFile, { company, labels, faq }: KnowledgeBaseContext): KnowledgeBase {
  const values = placeholderValues(file, company, labels);
  const fill = (text: string, extra: Record<string, string> = {}) => fillPlaceholders(text, { ...values, ...extra });
  const topics = file.topics.flatMap((entry): Topic[] => {
    const topic: Topic = {
      id: entry.id,
      title: entry.title,
      askedAs: entry.askedAs,
      ...(entry.hints ? { hints: entry.hints } : {}),
      ...(entry.narrows ? { narrows: entry.narrows } : {}),
      answer: entry.faqAnswer ? faq[entry.faqAnswer] : fill(entry.answer ?? ''),
      ...(entry.brief ? { brief: fill(entry.brief) } : {}),
    };
    return entry.id === SERVICE_TYPES_TOPIC_ID ? [topic, ...serviceTypeTopics(file, labels, fill)] : [topic];
  });
  return { topics, fallback: fill(file.fallback), refusal: fill(file.refusal), oneAtATime: fill(file.oneAtATime) };
}

// One topic per service type, in the catalog's order of roles and types.
function serviceTypeTopics(
  file: KnowledgeBaseFile,
  labels: CatalogLabels,
  fill: (text: string, extra: Record<string, string>) => string,
): Topic[] {
  const { serviceTypes } = file;
  return USER_ROLES.flatMap((role) =>
    SERVICE_TYPES_BY_ROLE[role].map((type): Topic => {
      const meaning = serviceTypes.meanings[type];
      const extra = {
        serviceLabel: labels.serviceType(type),
        roleLabel: labels.role(role),
        rolePlural: serviceTypes.rolePlurals[role],
        means: meaning.means,
      };
      return {
        id: `${SERVICE_TYPE_TOPIC_PREFIX}${type}`,
        title: fill(serviceTypes.title, extra),
        askedAs: meaning.askedAs,
        ...(meaning.hints ? { hints: meaning.hints } : {}),
        narrows: SERVICE_TYPES_TOPIC_ID,
        isAThing: true,
        answer: fill(serviceTypes.answer, extra),
      };
    }),
  );
}

function placeholderValues(file: KnowledgeBaseFile, company: CompanyProfile, labels: CatalogLabels): Record<string, string> {
  /** "A, B and C" */
  const listOf = (items: readonly string[], conjunction: string) =>
    items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
  return {
    companyName: company.name,
    assistantName: CHAT_ASSISTANT_NAME,
    phone: chatLink(company.supportPhone, phoneHref(company.supportPhone)),
    email: company.email,
    roleChoices: listOf(USER_ROLES.map(labels.role), file.listWords.or),
    ...Object.fromEntries(LINK_NAMES.map((name) => [name, chatLink(file.links[name].label, file.links[name].href)])),
    ...Object.fromEntries(USER_ROLES.map((role) => [`role:${role}`, labels.role(role)])),
    ...Object.fromEntries(
      USER_ROLES.map((role) => [`servicesFor:${role}`, listOf(SERVICE_TYPES_BY_ROLE[role].map(labels.serviceType), file.listWords.and)]),
    ),
    ...Object.fromEntries(URGENCY_LEVELS.map((urgency) => [`urgency:${urgency}`, labels.urgency(urgency)])),
  };
}

// The file was checked to name only known placeholders; a value missing here is a bug in this file.
function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^{}]*)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the knowledge base placeholder {${name}}`);
    return value;
  });
}
