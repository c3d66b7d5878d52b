// The assistant that needs no outside service: it refuses attempts to get data out or change its
// rules, looks up the reference ID a message holds, and answers every knowledge-base topic the
// message asks about, in the order asked. Nothing it says comes from anywhere else.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { chatLink } from '../../../shared/chat-text.js';
import { phoneHref } from '../../../shared/format.js';
import type { RequestStatusAnswer, RequestStatusQuestion } from '../service-requests/status-lookup-service.js';
import { isRuleChangeOrDataGrab } from './guardrails.js';
import { knowledgeBase, type KnowledgeBase } from './knowledge-base.js';
import { findMentions, withoutMentions, type Mentions } from './reference-mentions.js';
import { driverApplicationReply, malformedReferenceReply, oneLookUpPerMessage, requestStatusReply } from './request-status-reply.js';
import { topicMatcher, type TopicMatch, type TopicMatcher } from './topic-matcher.js';

export type LookUpRequestStatus = (question: RequestStatusQuestion) => Promise<RequestStatusAnswer>;

/** More topics than this in one message make a wall of text; the rest are asked again. */
export const MAX_TOPICS_PER_REPLY = 4;

// A look-up's answer already says where to track, pay and what a reference ID is.
const COVERED_BY_LOOK_UP = new Set(['tracking', 'reference-id', 'pay-invoice']);
// Short on their own; with other answers, a word ("Hi!") is enough.
const PLEASANTRIES = new Set(['greeting', 'thanks']);

export interface BuiltInAssistant {
  knowledge: KnowledgeBase;
  reply(message: string): Promise<string>;
}

export function builtInAssistant(company: CompanyProfile, lookUp: LookUpRequestStatus): BuiltInAssistant {
  const knowledge = knowledgeBase(company);
  const matcher = topicMatcher(knowledge.topics);
  return {
    knowledge,
    async reply(message) {
      if (isRuleChangeOrDataGrab(message)) return knowledge.refusal;
      const mentions = findMentions(message);
      const lookUpParts = await referenceParts(mentions, company, lookUp);
      return composeReply(knowledge, matcher, message, lookUpParts);
    },
  };
}

async function referenceParts(mentions: Mentions, company: CompanyProfile, lookUp: LookUpRequestStatus): Promise<string[]> {
  const parts: string[] = [];
  const [first, ...others] = mentions.serviceRequestIds;
  if (first) {
    const email = mentions.emails[0];
    const answer = await lookUp({ referenceId: first, email });
    parts.push(requestStatusReply(answer, first, email !== undefined));
    if (others.length > 0) parts.push(oneLookUpPerMessage(first));
  } else if (mentions.malformedIds[0]) {
    parts.push(malformedReferenceReply(mentions.malformedIds[0]));
  }
  if (mentions.driverApplicationIds.length > 0) {
    parts.push(driverApplicationReply(chatLink(company.supportPhone, phoneHref(company.supportPhone)), company.email));
  }
  return parts;
}

function composeReply(knowledge: KnowledgeBase, matcher: TopicMatcher, message: string, lookUpParts: string[]): string {
  let topics = matcher.find(withoutMentions(message));
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
