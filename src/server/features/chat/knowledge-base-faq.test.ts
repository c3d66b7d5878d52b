// The home page's FAQ and the chat assistant answer the same questions in the same words: the
// knowledge base's topics of the FAQ's ids take their answers from src/shared/faq.ts, and this
// holds them to it for any company profile (the home page's own test holds the page to the FAQ).
import { describe, expect, it } from 'vitest';
import { FAQ_TOPIC_IDS, faqAnswers } from '../../../shared/faq.js';
import { knowledgeBase } from './knowledge-base.js';
import { TEST_COMPANY } from '../../../../tests/support/company-profile.js';

const COMPANY = TEST_COMPANY;

describe.each([
  ['the default profile', COMPANY],
  ['a profile with a service area and home base', { ...COMPANY, serviceArea: 'Michigan and Ohio', homeBase: 'Toledo, OH' }],
])('with %s', (_name, company) => {
  it.each(FAQ_TOPIC_IDS)('the chat answers %s in the FAQ text', (topicId) => {
    const topic = knowledgeBase(company).topics.find((candidate) => candidate.id === topicId);
    expect(topic, `the knowledge base has no topic ${topicId}`).toBeDefined();
    expect(topic?.answer).toBe(faqAnswers(company)[topicId]);
  });
});
