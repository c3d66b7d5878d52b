// The home page's FAQ and the chat assistant answer the same questions in the same words: the
// knowledge base's topics of the FAQ's ids take their answers from src/shared/faq/, and this
// holds them to it for any company profile, in each language (the home page's own test holds the
// page to the FAQ).
import { describe, expect, it } from 'vitest';
import { faqAnswers } from '../../../shared/faq/en.js';
import { faqAnswers as spanishFaqAnswers } from '../../../shared/faq/es.js';
import { FAQ_TOPIC_IDS } from '../../../shared/faq/topics.js';
import { knowledgeBases } from './knowledge-bases.js';
import { TEST_COMPANY } from '../../../../tests/support/company-profile.js';

const COMPANY = TEST_COMPANY;

describe.each([
  ['the default profile', COMPANY],
  ['a profile with a service area and home base', { ...COMPANY, serviceArea: 'Michigan and Ohio', homeBase: 'Toledo, OH' }],
])('with %s', (_name, company) => {
  it.each(FAQ_TOPIC_IDS)('the chat answers %s in the FAQ text, in English and Spanish', (topicId) => {
    const knowledge = knowledgeBases(company);
    const english = knowledge.en.topics.find((candidate) => candidate.id === topicId);
    expect(english, `the English knowledge base has no topic ${topicId}`).toBeDefined();
    expect(english?.answer).toBe(faqAnswers(company)[topicId]);
    const spanish = knowledge.es.topics.find((candidate) => candidate.id === topicId);
    expect(spanish, `the Spanish knowledge base has no topic ${topicId}`).toBeDefined();
    expect(spanish?.answer).toBe(spanishFaqAnswers(company)[topicId]);
  });
});
