import { describe, expect, it } from 'vitest';
import { parseChatText } from '../../../shared/chat/chat-text.js';
import { PAYMENT_METHODS } from '../../../shared/payments/payments.js';
import { SERVICE_TYPES, SERVICE_TYPE_LABELS } from '../../../shared/service-requests/service-requests.js';
import { knowledgeBase } from './knowledge-base.js';

const company = {
  name: 'Lakeshore Freight',
  supportPhone: '(313) 555-0142',
  email: 'dispatch@lakeshore.example',
  mcNumber: '765432',
  dotNumber: '2345678',
};
const knowledge = knowledgeBase(company);

describe('the knowledge base', () => {
  it('has one topic per id, and every narrower topic names a broader one that exists', () => {
    const ids = knowledge.topics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of knowledge.topics) {
      if (topic.narrows) expect(ids).toContain(topic.narrows);
      expect(topic.askedAs.length).toBeGreaterThan(0);
    }
  });

  it('explains every service type and every payment method', () => {
    const ids = knowledge.topics.map((topic) => topic.id);
    for (const type of SERVICE_TYPES) {
      expect(ids).toContain(`service-type:${type}`);
      expect(knowledge.topics.find((topic) => topic.id === `service-type:${type}`)?.answer).toContain(SERVICE_TYPE_LABELS[type]);
    }
    for (const method of PAYMENT_METHODS) expect(ids).toContain(`pay:${method}`);
  });

  it("speaks in the configured company's details, never the defaults", () => {
    const everything = [...knowledge.topics.map((topic) => topic.answer), knowledge.fallback, knowledge.refusal].join('\n');
    for (const detail of ['Lakeshore Freight', '(313) 555-0142', 'tel:+13135550142', 'dispatch@lakeshore.example', '765432', '2345678']) {
      expect(everything).toContain(detail);
    }
    for (const fallback of ['OTP Freight', '555-1234', '123-4567', 'otpfreight']) expect(everything).not.toContain(fallback);
  });

  it('links only to our own pages, the phone and e-mail', () => {
    const hrefs = new Set<string>();
    for (const answer of [...knowledge.topics.map((topic) => topic.answer), knowledge.fallback]) {
      for (const part of parseChatText(answer)) if (part.kind === 'link') hrefs.add(part.href);
    }
    expect([...hrefs].sort()).toEqual([
      '/',
      '/#estimate',
      '/join-us',
      '/make-a-payment',
      '/track',
      'mailto:dispatch@lakeshore.example',
      'tel:+13135550142',
    ]);
  });
});
