// The shape of a knowledge-base data file (knowledge-base.en.json, knowledge-base.es.json), checked
// when the server loads it: a typo in a key, a placeholder or a topic id stops the start with the
// file, the place and what is wrong, instead of showing a customer "{phnoe}" or a dead topic.
//
// Texts are written as the customer reads them, with placeholders in braces for what the code fills
// in: the configured company's details ({companyName}, {phone}, {email}), the assistant's name
// ({assistantName}), the links named under `links` ({requestPage}, ...), and the shared catalog's
// labels in the file's language ({role:shipper}, {urgency:high}, {servicesFor:broker}: that role's
// service types as a list, {roleChoices}: the roles as a list with `listWords.or`). A topic the
// home page's FAQ shows too names it in `faqAnswer` and takes its answer from src/shared/faq/.
// Each service type gets a topic of its own from `serviceTypes` (its title and answer templates
// and what each type means), right after the topic they narrow, `service-types`.
import { z } from 'zod';
import { isSitePath } from '../../../shared/chat/chat-text.js';
import { FAQ_TOPIC_IDS } from '../../../shared/faq/topics.js';
import { SERVICE_TYPES, URGENCY_LEVELS, USER_ROLES } from '../../../shared/service-requests/service-requests.js';

export const LINK_NAMES = ['requestPage', 'trackPage', 'makeAPayment', 'joinUs'] as const;
export type LinkName = (typeof LINK_NAMES)[number];

/** The topic every service type's topic narrows; they follow it in the list. */
export const SERVICE_TYPES_TOPIC_ID = 'service-types';
export const SERVICE_TYPE_TOPIC_PREFIX = 'service-type:';

const PLACEHOLDERS = [
  'companyName',
  'assistantName',
  'phone',
  'email',
  'roleChoices',
  ...LINK_NAMES,
  ...USER_ROLES.flatMap((role) => [`role:${role}`, `servicesFor:${role}`]),
  ...URGENCY_LEVELS.map((urgency) => `urgency:${urgency}`),
];
/** What a service type's title and answer may name besides the placeholders every text may. */
const SERVICE_TYPE_PLACEHOLDERS = [...PLACEHOLDERS, 'serviceLabel', 'roleLabel', 'rolePlural', 'means'];

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** A text shown to customers, naming only the placeholders in `allowed`. */
function template(allowed: readonly string[]) {
  return z
    .string()
    .min(1)
    .superRefine((text, context) => {
      for (const [, name = ''] of text.matchAll(PLACEHOLDER)) {
        if (!allowed.includes(name)) context.addIssue({ code: 'custom', message: `names an unknown placeholder {${name}}` });
      }
      if (/[{}]/.test(text.replace(PLACEHOLDER, '')))
        context.addIssue({ code: 'custom', message: 'has a brace that opens no placeholder' });
    });
}

const text = template(PLACEHOLDERS);
// Put into a sentence as it is, so it may not hold placeholders of its own.
const plainText = template([]);
const keywords = z.array(z.string().regex(/^\S(.*\S)?$/, { error: 'must be a word or phrase without spaces around it' }));

const topicSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z_:-]*$/, { error: 'must be lower-case letters, -, _ and :' }),
    title: z.string().min(1),
    askedAs: keywords.min(1),
    hints: keywords.optional(),
    narrows: z.string().optional(),
    answer: text.optional(),
    faqAnswer: z.enum(FAQ_TOPIC_IDS).optional(),
    brief: text.optional(),
  })
  .refine((topic) => (topic.answer === undefined) !== (topic.faqAnswer === undefined), {
    error: 'must have either an answer or a faqAnswer, not both',
  });

const link = z.strictObject({
  label: z.string().regex(/^[^[\]\n]+$/, { error: 'must be words without brackets or line breaks' }),
  href: z.string().refine(isSitePath, { error: 'must be a path on this site, such as /track' }),
});

const serviceTypeMeaning = z.strictObject({ means: plainText, askedAs: keywords.min(1), hints: keywords.optional() });

const knowledgeBaseFileSchema = z
  .strictObject({
    listWords: z.strictObject({ and: z.string().min(1), or: z.string().min(1) }),
    links: z.strictObject(Object.fromEntries(LINK_NAMES.map((name) => [name, link])) as Record<LinkName, typeof link>),
    serviceTypes: z.strictObject({
      title: template(SERVICE_TYPE_PLACEHOLDERS),
      answer: template(SERVICE_TYPE_PLACEHOLDERS),
      rolePlurals: z.record(z.enum(USER_ROLES), z.string().min(1)),
      meanings: z.record(z.enum(SERVICE_TYPES), serviceTypeMeaning),
    }),
    topics: z.array(topicSchema).min(1),
    /** For a message the assistant does not understand. */
    fallback: text,
    /** For a message that tries to get data out or change the assistant's rules. */
    refusal: text,
    /** Appended when a message asks about more things than one reply should hold. */
    oneAtATime: text,
  })
  .superRefine((file, context) => {
    const ids = file.topics.map((topic) => topic.id);
    file.topics.forEach((topic, index) => {
      const problem = (message: string) => context.addIssue({ code: 'custom', path: ['topics', index, 'id'], message });
      if (ids.indexOf(topic.id) !== index) problem(`repeats the topic id ${topic.id}`);
      if (topic.id.startsWith(SERVICE_TYPE_TOPIC_PREFIX)) problem(`${topic.id}: service type topics come from serviceTypes`);
      if (topic.narrows !== undefined && !ids.includes(topic.narrows)) problem(`${topic.id} narrows ${topic.narrows}, which is no topic`);
    });
    if (!ids.includes(SERVICE_TYPES_TOPIC_ID)) {
      context.addIssue({
        code: 'custom',
        path: ['topics'],
        message: `must have the topic ${SERVICE_TYPES_TOPIC_ID} (service types follow it)`,
      });
    }
    for (const faqTopic of FAQ_TOPIC_IDS) {
      if (!file.topics.some((topic) => topic.faqAnswer === faqTopic)) {
        context.addIssue({ code: 'custom', path: ['topics'], message: `must answer the FAQ's ${faqTopic} (a topic with faqAnswer)` });
      }
    }
  });

export type KnowledgeBaseFile = z.output<typeof knowledgeBaseFileSchema>;

/** The file's data, checked; throws an error naming the file and each problem's place in it. */
export function parseKnowledgeBaseFile(data: unknown, fileName: string): KnowledgeBaseFile {
  const parsed = knowledgeBaseFileSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `- ${placeOf(issue.path)}: ${issue.message}`);
  throw new Error(`${fileName} is not a valid knowledge base:\n${problems.join('\n')}`);
}

/**
 * Throws unless `translation` has the topics of `original`, in the same order, narrowing the same
 * topics, answered from the same FAQ entries and with a brief form where it has one, and the same
 * links: the assistant finds a topic in either language and answers it the same way.
 */
export function checkSameTopics(original: KnowledgeBaseFile, translation: KnowledgeBaseFile, translationName: string): void {
  const shape = (file: KnowledgeBaseFile) => [
    ...file.topics.map((topic) =>
      [topic.id, `narrows ${topic.narrows ?? '-'}`, `faqAnswer ${topic.faqAnswer ?? '-'}`, topic.brief ? 'brief' : 'no brief'].join(', '),
    ),
    ...LINK_NAMES.map((name) => `link ${name} to ${file.links[name].href}`),
  ];
  const expected = shape(original);
  const actual = shape(translation);
  const place = expected.findIndex((line, index) => actual[index] !== line);
  if (place === -1 && actual.length === expected.length) return;
  const at = place === -1 ? expected.length : place;
  throw new Error(
    `${translationName} does not have the same topics as the English knowledge base: ` +
      `entry ${at + 1} is "${actual[at] ?? '(none)'}" where English has "${expected[at] ?? '(none)'}"`,
  );
}

function placeOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}
