// The knowledge-base data files are checked when the server loads them: a mistake in one stops the
// start with the file, the place and what is wrong, and the Spanish file must follow the English
// one topic for topic.
import { describe, expect, it } from 'vitest';
import englishJson from './knowledge-base.en.json' with { type: 'json' };
import spanishJson from './knowledge-base.es.json' with { type: 'json' };
import { checkSameTopics, parseKnowledgeBaseFile } from './knowledge-base-file.js';

type Data = { topics: Record<string, unknown>[] } & Record<string, Record<string, Record<string, unknown>>>;
const copyOf = (json: unknown) => structuredClone(json) as Data;
const indexOf = (data: Data, id: string) => data.topics.findIndex((topic) => topic.id === id);

describe('a knowledge-base file', () => {
  it('is accepted as shipped, in both languages', () => {
    expect(() => parseKnowledgeBaseFile(englishJson, 'knowledge-base.en.json')).not.toThrow();
    expect(() => parseKnowledgeBaseFile(spanishJson, 'knowledge-base.es.json')).not.toThrow();
  });

  const zelle = indexOf(copyOf(englishJson), 'pay:zelle');
  it.each<[string, (data: Data) => void, string]>([
    [
      'a misspelt placeholder',
      (data) => (data.topics[zelle]!.answer = 'Call {phnoe}.'),
      `topics[${zelle}].answer: names an unknown placeholder {phnoe}`,
    ],
    ['a brace without its placeholder', (data) => (data.topics[zelle]!.answer = 'Call {phone.'), `topics[${zelle}].answer: has a brace`],
    [
      'a placeholder only service types may use',
      (data) => (data.fallback = '{means}' as never),
      'fallback: names an unknown placeholder {means}',
    ],
    ['a misspelt key', (data) => (data.topics[zelle]!.narrow = 'payment-methods'), `topics[${zelle}]: Unrecognized key: "narrow"`],
    [
      'a topic without an answer',
      (data) => delete data.topics[zelle]!.answer,
      `topics[${zelle}]: must have either an answer or a faqAnswer`,
    ],
    ['an unknown FAQ entry', (data) => (data.topics[zelle]!.faqAnswer = 'zelle'), `topics[${zelle}].faqAnswer: Invalid option`],
    ['a topic without keywords', (data) => (data.topics[zelle]!.askedAs = []), `topics[${zelle}].askedAs: Too small`],
    [
      'a keyword with a space around it',
      (data) => (data.topics[zelle]!.askedAs = ['zelle ']),
      `topics[${zelle}].askedAs[0]: must be a word`,
    ],
    ['a repeated topic id', (data) => (data.topics[zelle]!.id = 'pay:paypal'), `topics[${zelle}].id: repeats the topic id pay:paypal`],
    [
      'a broader topic that is not there',
      (data) => (data.topics[zelle]!.narrows = 'payments'),
      'pay:zelle narrows payments, which is no topic',
    ],
    ['a service type left out', (data) => delete data.serviceTypes!.meanings!.vehicle, 'serviceTypes.meanings.vehicle: Invalid input'],
    [
      'a link off the site',
      (data) => (data.links!.joinUs!.href = 'https://jobs.example'),
      'links.joinUs.href: must be a path on this site',
    ],
    [
      'an FAQ answer nobody gives',
      (data) => (data.topics = data.topics.filter((topic) => topic.faqAnswer !== 'hours')),
      "must answer the FAQ's hours",
    ],
  ])('is refused with %s, saying where', (_mistake, breakIt, message) => {
    const data = copyOf(englishJson);
    breakIt(data);
    expect(() => parseKnowledgeBaseFile(data, 'knowledge-base.en.json')).toThrow('knowledge-base.en.json is not a valid knowledge base:\n');
    expect(() => parseKnowledgeBaseFile(data, 'knowledge-base.en.json')).toThrow(message);
  });

  it('is refused when it is not a knowledge base at all', () => {
    expect(() => parseKnowledgeBaseFile([], 'x.json')).toThrow('x.json is not a valid knowledge base:\n- (the whole file): ');
  });
});

describe('the Spanish file against the English one', () => {
  const english = parseKnowledgeBaseFile(englishJson, 'knowledge-base.en.json');
  const spanishWith = (change: (data: Data) => void) => {
    const data = copyOf(spanishJson);
    change(data);
    return parseKnowledgeBaseFile(data, 'knowledge-base.es.json');
  };

  it('has the same topics, as shipped', () => {
    expect(() => checkSameTopics(english, parseKnowledgeBaseFile(spanishJson, 'knowledge-base.es.json'), 'es')).not.toThrow();
  });

  it.each<[string, (data: Data) => void, string]>([
    ['a topic left out', (data) => data.topics.splice(indexOf(data, 'pay:zelle'), 1), '"pay:wire_transfer, narrows payment-methods'],
    [
      'a topic too many',
      (data) => data.topics.push({ id: 'extra', title: 'Extra', askedAs: ['extra'], answer: 'Extra.' }),
      '"extra, narrows -',
    ],
    ['two topics swapped', (data) => data.topics.reverse(), 'entry 1 is "about-assistant'],
    ['another broader topic', (data) => delete data.topics[indexOf(data, 'pay:zelle')]!.narrows, '"pay:zelle, narrows -,'],
    [
      'FAQ answers swapped',
      (data) => {
        data.topics[indexOf(data, 'hours')]!.faqAnswer = 'coverage';
        data.topics[indexOf(data, 'coverage')]!.faqAnswer = 'hours';
      },
      '"coverage, narrows -, faqAnswer hours',
    ],
    ['no brief form where English has one', (data) => delete data.topics[indexOf(data, 'thanks')]!.brief, 'no brief'],
    ['a link elsewhere', (data) => (data.links!.trackPage!.href = '/account'), 'link trackPage to /account'],
  ])('is refused with %s', (_mistake, change, message) => {
    const translation = spanishWith(change);
    expect(() => checkSameTopics(english, translation, 'knowledge-base.es.json')).toThrow(
      'knowledge-base.es.json does not have the same topics as the English knowledge base',
    );
    expect(() => checkSameTopics(english, translation, 'knowledge-base.es.json')).toThrow(message);
  });
});
