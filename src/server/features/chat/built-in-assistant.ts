// The assistant that needs no outside service: it refuses attempts to get data out or change its
// rules, looks up the reference ID a message holds, and answers every knowledge-base topic the
// message asks about, in the order asked. Nothing it says comes from anywhere else. It answers in
// the language it is given (message-language.ts chooses it); a question its keywords in that
// language miss is looked for with the other language's keywords ("¿aceptan credit card?"), and
// still answered in the reply's language: both knowledge bases have the same topic ids.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { chatLink } from '../../../shared/chat/chat-text.js';
import { phoneHref } from '../../../shared/format.js';
import type { Locale } from '../../../shared/i18n.js';
import { isRuleChangeOrDataGrab } from './guardrails.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { knowledgeBases } from './knowledge-bases.js';
import { findMentions, withoutMentions, type Mentions } from './reference-mentions.js';
import { driverApplicationReply, malformedReferenceReply, oneLookUpPerMessage, requestStatusReply } from './request-status-reply.js';
import { topicMatcher, type TopicMatch, type TopicMatcher } from './topic-matcher.js';
import type { RequestStatusAnswer, RequestStatusQuestion } from '../service-requests/index.js';

export type LookUpRequestStatus = (question: RequestStatusQuestion) => Promise<RequestStatusAnswer>;

/** More topics than this in one message make a wall of text; the rest are asked again. */
export const MAX_TOPICS_PER_REPLY = 4;

// A look-up's answer already says where to track, pay and what a reference ID is.
const COVERED_BY_LOOK_UP = new Set(['tracking', 'reference-id', 'pay-invoice']);
// Short on their own; with other answers, a word ("Hi!") is enough.
const PLEASANTRIES = new Set(['greeting', 'thanks']);

export interface BuiltInAssistant {
  knowledge: Record<Locale, KnowledgeBase>;
  /** The reply in the language given (English when none is). */
  reply(message: string, locale?: Locale): Promise<string>;
}

export function builtInAssistant(company: CompanyProfile, lookUp: LookUpRequestStatus): BuiltInAssistant {
  const knowledge = knowledgeBases(company);
  const findTopics = topicFinder(knowledge);
  return {
    knowledge,
    async reply(message, locale = 'en') {
      if (isRuleChangeOrDataGrab(message)) return knowledge[locale].refusal;
      const mentions = findMentions(message);
      const lookUpParts = await referenceParts(mentions, company, lookUp, locale);
      return composeReply(knowledge[locale], findTopics(withoutMentions(message), locale), lookUpParts);
    },
  };
}

/** The topics a message asks about, as the reply language's topics. */
function topicFinder(knowledge: Record<Locale, KnowledgeBase>) {
  const matchers: Record<Locale, TopicMatcher> = { en: topicMatcher(knowledge.en.topics), es: topicMatcher(knowledge.es.topics) };
  return (text: string, locale: Locale): TopicMatch[] => {
    const found = matchers[locale].find(text);
    if (found.length > 0) return found;
    const other: Locale = locale === 'en' ? 'es' : 'en';
    return matchers[other].find(text).flatMap(({ topic, position }) => {
      const same = knowledge[locale].topics.find((candidate) => candidate.id === topic.id);
      return same ? [{ topic: same, position }] : [];
    });
  };
}

async function referenceParts(mentions: Mentions, company: CompanyProfile, lookUp: LookUpRequestStatus, locale: Locale): Promise<string[]> {
  const parts: string[] = [];
  const [first, ...others] = mentions.serviceRequestIds;
  if (first) {
    const email = mentions.emails[0];
    const answer = await lookUp({ referenceId: first, email });
    parts.push(requestStatusReply(answer, first, email !== undefined, locale));
    if (others.length > 0) parts.push(oneLookUpPerMessage(first, locale));
  } else if (mentions.malformedIds[0]) {
    parts.push(malformedReferenceReply(mentions.malformedIds[0], locale));
  }
  if (mentions.driverApplicationIds.length > 0) {
    parts.push(driverApplicationReply(chatLink(company.supportPhone, phoneHref(company.supportPhone)), company.email, locale));
  }
  return parts;
}

function composeReply(knowledge: KnowledgeBase, found: TopicMatch[], lookUpParts: string[]): string {
  let topics = found;
  if (lookUpParts.length > 0) topics = topics.filter(({ topic }) => !COVERED_BY_LOOK_UP.has(topic.id));
  const tooMany = topics.length > MAX_TOPICS_PER_REPLY;
  topics = topics.slice(0, MAX_TOPICS_PER_REPLY);

  const alone = topics.length === 1 && lookUpParts.length === 0;
  const answerOf = ({ topic }: TopicMatch) => (alone || !topic.brief ? topic.answer : topic.brief);
  // A greeting opens the reply even when the look-up comes first in it.
  const greeting = topics.filter(({ topic }) => topic.id === 'greeting').map(answerOf);
  const rest = topics.filter(({ topic }) => topic.id !== 'greeting');
  const onlyPleasantries = rest.every(({ topic }) => PLEASANTRIES.has(topic.id)) && lookUpParts.length === 0;

  const parts = [...greeting, ...lookUpParts, ...rest.map(answerOf)];
  if (parts.length === 0) return knowledge.fallback;
  if (onlyPleasantries && topics.length > 1) return topics.map(({ topic }) => topic.answer).at(-1) ?? knowledge.fallback;
  if (tooMany) parts.push(knowledge.oneAtATime);
  return parts.join('\n\n');
}
