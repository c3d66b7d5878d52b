// The FAQ's answers: in the configured company's details, with only links the chat text format
// allows, and naming the configured service area and home base.
import { describe, expect, it } from 'vitest';
import { parseChatText } from './chat-text.js';
import { FAQ_QUESTIONS, FAQ_TOPIC_IDS, faqAnswers, faqEntries } from './faq.js';
import { TEST_COMPANY } from '../../tests/support/company-profile.js';

const COMPANY = TEST_COMPANY;

describe('the FAQ', () => {
  it('asks every topic once, in order, with its answer', () => {
    const entries = faqEntries(COMPANY);
    expect(entries.map((entry) => entry.topicId)).toEqual([...FAQ_TOPIC_IDS]);
    const answers = faqAnswers(COMPANY);
    for (const entry of entries) {
      expect(entry.question).toBe(FAQ_QUESTIONS[entry.topicId]);
      expect(entry.answer).toBe(answers[entry.topicId]);
    }
  });

  it("speaks in the configured company's details and links only to our pages, the phone and e-mail", () => {
    const everything = Object.values(faqAnswers(COMPANY)).join('\n');
    for (const detail of [
      'Lakeshore Freight',
      '[(313) 555-0142](tel:+13135550142)',
      'dispatch@lakeshore.example',
      'MC #765432',
      'DOT #2345678',
    ]) {
      expect(everything).toContain(detail);
    }
    const hrefs = new Set(parseChatText(everything).flatMap((part) => (part.kind === 'link' ? [part.href] : [])));
    expect([...hrefs].sort()).toEqual(['/', '/make-a-payment', '/track', 'mailto:dispatch@lakeshore.example', 'tel:+13135550142']);
  });

  it('names all 50 US states as the service area when none is configured, and no base', () => {
    expect(faqAnswers(COMPANY).coverage).toMatch(/^We serve all 50 US states\. Tell us your route/);
  });

  it('names the configured service area and home base', () => {
    const coverage = faqAnswers({ ...COMPANY, serviceArea: 'Michigan, Ohio and Indiana', homeBase: 'Detroit, MI' }).coverage;
    expect(coverage).toMatch(/^We serve Michigan, Ohio and Indiana from our base in Detroit, MI\. /);
  });
});
