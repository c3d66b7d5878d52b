// The home page's FAQ and the chat assistant's topics of the same ids share one text per language
// (en.ts, es.ts): the two can never say different things. This module holds what both languages
// agree on, and nothing heavier, so the home page can load one language's answers on their own.

/** The FAQ's topics, in the order the home page asks them; each is also a chat topic id. */
export const FAQ_TOPIC_IDS = [
  'quotes',
  'after-request',
  'transit-time',
  'tracking',
  'payment-methods',
  'cancel-or-change',
  'coverage',
  'credentials',
  'hours',
] as const;
export type FaqTopicId = (typeof FAQ_TOPIC_IDS)[number];

export interface FaqEntry {
  topicId: FaqTopicId;
  question: string;
  answer: string;
}

/** The steps tracking shows, in order (a cancelled request shows that instead). */
export const TRACKED_STEPS = ['received', 'in-progress', 'in-transit', 'delivered'] as const;

/** Each question with its answer, in the FAQ's order. */
export function entriesInOrder(questions: Record<FaqTopicId, string>, answers: Record<FaqTopicId, string>): FaqEntry[] {
  return FAQ_TOPIC_IDS.map((topicId) => ({ topicId, question: questions[topicId], answer: answers[topicId] }));
}
