// The FAQ's answers in both languages: the same topics in the same order, in the configured
// company's details, with only links the chat text format allows (the same ones in both), naming
// the configured service area and home base; the Spanish steps named as the shared catalog names them.
import { describe, expect, it } from 'vitest';
import { parseChatText } from '../chat/chat-text.js';
import * as english from './en.js';
import * as spanish from './es.js';
import { FAQ_TOPIC_IDS, TRACKED_STEPS } from './topics.js';
import { TEST_COMPANY } from '../../../tests/support/company-profile.js';
import sharedSpanish from '../../locales/es/shared.json' with { type: 'json' };

const COMPANY = TEST_COMPANY;

const linksOf = (text: string) => parseChatText(text).flatMap((part) => (part.kind === 'link' ? [part.href] : []));

describe.each([
  ['English', english],
  ['Spanish', spanish],
])('the FAQ in %s', (_language, faq) => {
  it('asks every topic once, in order, with its answer', () => {
    const entries = faq.faqEntries(COMPANY);
    expect(entries.map((entry) => entry.topicId)).toEqual([...FAQ_TOPIC_IDS]);
    const answers = faq.faqAnswers(COMPANY);
    for (const entry of entries) {
      expect(entry.question).toBe(faq.FAQ_QUESTIONS[entry.topicId]);
      expect(entry.answer).toBe(answers[entry.topicId]);
    }
  });

  it("speaks in the configured company's details and links only to our pages, the phone and e-mail", () => {
    const everything = Object.values(faq.faqAnswers(COMPANY)).join('\n');
    for (const detail of [
      'Lakeshore Freight',
      '[(313) 555-0142](tel:+13135550142)',
      'dispatch@lakeshore.example',
      'MC #765432',
      'DOT #2345678',
    ]) {
      expect(everything).toContain(detail);
    }
    const hrefs = new Set(linksOf(everything));
    expect([...hrefs].sort()).toEqual([
      '/',
      '/#estimate',
      '/make-a-payment',
      '/track',
      'mailto:dispatch@lakeshore.example',
      'tel:+13135550142',
    ]);
  });
});

describe('the FAQ in English', () => {
  it('names all 50 US states as the service area when none is configured, and no base', () => {
    expect(english.faqAnswers(COMPANY).coverage).toMatch(/^We serve all 50 US states\. Tell us your route/);
  });

  it('names the configured service area and home base', () => {
    const coverage = english.faqAnswers({ ...COMPANY, serviceArea: 'Michigan, Ohio and Indiana', homeBase: 'Detroit, MI' }).coverage;
    expect(coverage).toMatch(/^We serve Michigan, Ohio and Indiana from our base in Detroit, MI\. /);
  });
});

describe('the FAQ in Spanish', () => {
  it('answers each topic with the links of the English answer, in the same order', () => {
    const englishAnswers = english.faqAnswers(COMPANY);
    const spanishAnswers = spanish.faqAnswers(COMPANY);
    for (const topicId of FAQ_TOPIC_IDS) expect(linksOf(spanishAnswers[topicId]), topicId).toEqual(linksOf(englishAnswers[topicId]));
  });

  it('names the service area in Spanish when none is configured, and the configured one as written', () => {
    expect(spanish.faqAnswers(COMPANY).coverage).toMatch(/^Damos servicio en los 50 estados de Estados Unidos\. Indíquenos su ruta/);
    const coverage = spanish.faqAnswers({ ...COMPANY, serviceArea: 'Michigan, Ohio and Indiana', homeBase: 'Detroit, MI' }).coverage;
    expect(coverage).toMatch(/^Damos servicio en Michigan, Ohio and Indiana, desde nuestra base en Detroit, MI\. /);
  });

  it('names the tracked steps as the shared catalog does', () => {
    const labels = sharedSpanish as Record<string, string>;
    for (const step of TRACKED_STEPS) expect(spanish.TRACKED_STEP_NAMES_ES[step]).toBe(labels[`shared.requestStatus.${step}`]);
    expect(spanish.faqAnswers(COMPANY).tracking).toContain('(Recibida, En proceso, En tránsito, Entregada)');
  });

  it('asks and answers in Spanish', () => {
    expect(spanish.FAQ_QUESTIONS['payment-methods']).toBe('¿Cómo puedo pagar?');
    expect(spanish.faqAnswers(COMPANY)['payment-methods']).toMatch(/^Puede pagar con:\n- Tarjeta de crédito o débito/);
  });
});
