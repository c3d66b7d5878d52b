// The Spanish knowledge base against the English one: the same topics, broader and narrower in the
// same way, the same links, in the configured company's details and the shared catalog's Spanish
// labels; and Spanish questions, typed as customers type them, find the right topic.
import { describe, expect, it } from 'vitest';
import { parseChatText } from '../../../shared/chat/chat-text.js';
import { SERVICE_TYPES } from '../../../shared/service-requests/service-requests.js';
import { TEST_COMPANY } from '../../../../tests/support/company-profile.js';
import type { Topic } from './knowledge-base.js';
import { knowledgeBases } from './knowledge-bases.js';
import { topicMatcher } from './topic-matcher.js';

const knowledge = knowledgeBases(TEST_COMPANY);
const shape = (topic: Topic) => ({ id: topic.id, narrows: topic.narrows, isAThing: topic.isAThing, brief: topic.brief !== undefined });
const linksOf = (texts: string[]) =>
  [...new Set(texts.flatMap((text) => parseChatText(text).flatMap((part) => (part.kind === 'link' ? [part.href] : []))))].sort();

describe('the Spanish knowledge base', () => {
  it('has the English topics, in the same order and shape', () => {
    expect(knowledge.es.topics.map(shape)).toEqual(knowledge.en.topics.map(shape));
  });

  it('links where the English one links', () => {
    const everything = (locale: 'en' | 'es') => [...knowledge[locale].topics.map((topic) => topic.answer), knowledge[locale].fallback];
    expect(linksOf(everything('es'))).toEqual(linksOf(everything('en')));
    expect(linksOf(everything('es'))).toContain('/join-us');
  });

  it("speaks in the configured company's details and the shared catalog's Spanish labels", () => {
    const everything = [...knowledge.es.topics.map((topic) => topic.answer), knowledge.es.fallback, knowledge.es.refusal].join('\n');
    for (const detail of ['Lakeshore Freight', '(313) 555-0142', 'dispatch@lakeshore.example', 'MC #765432', 'DOT #2345678']) {
      expect(everything).toContain(detail);
    }
    const ltl = knowledge.es.topics.find((topic) => topic.id === 'service-type:ltl-freight');
    expect(ltl?.answer).toMatch(/^Carga LTL \(carga parcial, menos que un camión completo\) es un servicio para remitentes: /);
    expect(knowledge.es.topics.find((topic) => topic.id === 'urgency')?.answer).toContain(
      'Estándar (la predeterminada), Prioridad alta o Urgente',
    );
    expect(SERVICE_TYPES.every((type) => knowledge.es.topics.some((topic) => topic.id === `service-type:${type}`))).toBe(true);
  });

  const matcher = topicMatcher(knowledge.es.topics);
  it.each([
    ['¿Cómo puedo pagar?', 'payment-methods'],
    ['metodos de pago', 'payment-methods'],
    ['¿Puedo pagar con Zelle?', 'pay:zelle'],
    ['¿aceptan tarjeta de credito?', 'pay:credit_card'],
    ['¿cuánto tarda?', 'transit-time'],
    ['rastrear mi carga', 'tracking'],
    ['¿Dónde está mi envío?', 'tracking'],
    ['¿Cuánto cuesta enviar una tarima?', 'quotes'],
    ['¿Qué es LTL?', 'service-type:ltl-freight'],
    ['quiero cancelar mi pedido', 'cancel-or-change'],
    ['mi carga llegó dañada', 'problem'],
    ['¿Hacen envíos a Canadá?', 'coverage'],
    ['¿Están contratando choferes?', 'become-driver'],
    ['¿Qué necesito para aplicar?', 'driver-requirements'],
    ['¿Tienen seguro?', 'credentials'],
    ['¿Cuál es su horario?', 'hours'],
    ['cómo pago mi factura', 'pay-invoice'],
  ])('%j asks about %s', (message, topicId) => {
    expect(matcher.find(message).map(({ topic }) => topic.id)).toEqual([topicId]);
  });
});
