// The texts src/shared owns, in both languages: every label and every registered message comes
// out in English as the code writes it and in Spanish from the catalog, a message found by its code
// and its placeholders (numbers, names, labels) carried across as values; a code the registry does
// not have shows its English.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import englishJson from '../locales/en/shared.json' with { type: 'json' };
import { messages as englishCatalog } from '../locales/en/shared.js';
import spanishJson from '../locales/es/shared.json' with { type: 'json' };
import { messages as spanishCatalog } from '../locales/es/shared.js';
import { API_ERROR_CODES, statusErrorCode } from './api-error-codes.js';
import { codedMessage, type MessageValues, type RegisteredMessage } from './coded-message.js';
import { issueMessage } from './message-issues.js';
import { PAYMENT_MESSAGES } from './payments/payment-messages.js';
import { AS_SOON_AS_POSSIBLE, LOCATION_FIELD_LABELS, REQUEST_FIELD_LABELS } from './service-requests/service-request-field-labels.js';
import { INVOICE_LINE_TEXTS } from './invoicing/invoice-line-texts.js';
import { LINE_KIND_MESSAGES, LINE_UNIT_MESSAGES } from './labels/invoice-labels.js';
import { FACTORING_NOTICE_MESSAGES } from './receivables/factoring-notice.js';
import { LABEL_MESSAGES, type LabelKind, type LabelMessage } from './shared-labels.js';
import { SHARED_MESSAGES } from './shared-messages.js';
import { addMessageRegistry, isSharedMessageCode, sharedLabelText, sharedMessageText } from './shared-texts.js';
import { APPLICATION_HISTORY_MESSAGES } from './driver-applications/application-history-messages.js';
import { TEXT_CONSENT_MESSAGES } from './text-messages/text-consent.js';
import { trackingLookupSchema } from './tracking/tracking-lookup.js';
import { uploadMessages, RESUME_RULES } from './uploads.js';

const en = setupI18n({ locale: 'en', messages: { en: englishCatalog } });
const es = setupI18n({ locale: 'es', messages: { es: spanishCatalog } });
const catalogJson = (locale: 'en' | 'es'): Record<string, string> => (locale === 'en' ? englishJson : spanishJson);

const labels = Object.entries(LABEL_MESSAGES).flatMap(([kind, byValue]) =>
  Object.entries<LabelMessage>(byValue).map(([value, label]) => [kind as LabelKind, value, label] as const),
);
// The driver application's history keeps its messages in a registry of its own, which its form adds.
addMessageRegistry(APPLICATION_HISTORY_MESSAGES);
const messages = [
  ...Object.entries<RegisteredMessage>(SHARED_MESSAGES),
  ...Object.entries<RegisteredMessage>(APPLICATION_HISTORY_MESSAGES),
];
/** The request form's field labels, as the customer's request page names them. */
const fieldLabels: LabelMessage[] = [...Object.values(LOCATION_FIELD_LABELS), ...Object.values(REQUEST_FIELD_LABELS), AS_SOON_AS_POSSIBLE];
/** What an invoice's lines read to a customer (the payment page, the customer's page, the PDF). */
const invoiceLineTexts: LabelMessage[] = [
  ...Object.values(INVOICE_LINE_TEXTS),
  ...Object.values(LINE_KIND_MESSAGES),
  ...Object.values(LINE_UNIT_MESSAGES),
  // A factored invoice's notice of assignment (decision 078).
  ...Object.values(FACTORING_NOTICE_MESSAGES),
];
/** The texting consent's words and notices (issue 40), shown on the customer's pages and stored as shown. */
const textMessageTexts: LabelMessage[] = [...Object.values(TEXT_CONSENT_MESSAGES)];

/** Values to fill a message with: a labelled value (its last one) where the placeholder holds a label. */
function sampleValues(message: RegisteredMessage): Record<string, string> {
  const names = [...message.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const kinds: Readonly<Record<string, LabelKind>> = 'labels' in message ? message.labels : {};
  return Object.fromEntries(
    names.map((name, index) => {
      const kind = kinds[name];
      return [name, kind ? Object.keys(LABEL_MESSAGES[kind]).at(-1)! : `Value${index + 7}`];
    }),
  );
}

describe('the shared catalog', () => {
  it('holds in English exactly the texts src/shared writes', () => {
    const english = catalogJson('en');
    for (const [, , label] of labels) expect(english[label.id]).toBe(label.message);
    for (const [, message] of messages) expect(english[message.id]).toBe(message.message);
    for (const label of [...fieldLabels, ...invoiceLineTexts, ...textMessageTexts]) expect(english[label.id]).toBe(label.message);
    expect(Object.keys(english).length).toBe(
      labels.length + messages.length + fieldLabels.length + invoiceLineTexts.length + textMessageTexts.length,
    );
  });

  it('holds every message of the registry in Spanish: any code the server or a page sends for one has words in both languages', () => {
    const spanish = catalogJson('es');
    for (const [, message] of messages) {
      expect(spanish[message.id], message.id).toBeTruthy();
      expect(isSharedMessageCode(message.id)).toBe(true);
    }
  });

  it("keeps the API's own codes apart from the registry's", () => {
    for (const code of [...Object.values(API_ERROR_CODES), statusErrorCode(409)]) {
      expect(code).toMatch(/^api\./);
      expect(isSharedMessageCode(code)).toBe(false);
    }
  });
});

describe('sharedLabelText', () => {
  it.each(labels)('reads %s %s in English as the code does, and in Spanish from the catalog', (kind, value, label) => {
    expect(sharedLabelText(en, kind, value)).toBe(label.message);
    const spanish = sharedLabelText(es, kind, value);
    expect(spanish).toBe(catalogJson('es')[label.id]);
    expect(spanish).not.toBe(label.id);
  });

  it('gives a value it does not know back as it is', () => {
    expect(sharedLabelText(es, 'serviceType', 'retired-service')).toBe('retired-service');
  });

  it('speaks freight Spanish', () => {
    expect(sharedLabelText(es, 'userRole', 'broker')).toBe('Corredor de carga');
    expect(sharedLabelText(es, 'requestStatus', 'in-transit')).toBe('En tránsito');
    expect(sharedLabelText(es, 'paymentMethod', 'bank_transfer')).toBe('Transferencia bancaria');
  });
});

describe('sharedMessageText', () => {
  it.each(messages)('finds %s by its code, and translates it with its values', (_key, message) => {
    const values = sampleValues(message);
    const coded = codedMessage(message, Object.keys(values).length > 0 ? values : undefined);
    expect(coded.code).toBe(message.id);
    expect(sharedMessageText(en, coded)).toBe(coded.message);
    const spanish = sharedMessageText(es, coded);
    expect(spanish).not.toBe(coded.message);
    expect(spanish).not.toMatch(/[{}]/);
    const kinds: Readonly<Record<string, LabelKind>> = 'labels' in message ? message.labels : {};
    for (const [name, value] of Object.entries(values)) if (!kinds[name]) expect(spanish).toContain(value);
  });

  it('keeps the numbers of a parameterised message', () => {
    expect(sharedMessageText(es, codedMessage(SHARED_MESSAGES.maxCharacters, { max: 254 }))).toBe('Debe tener como máximo 254 caracteres');
    expect(sharedMessageText(es, codedMessage(SHARED_MESSAGES.measurePounds, { max: '200,000' }))).toBe(
      'Escriba un número de libras mayor que 0 y de 200,000 como máximo',
    );
    expect(sharedMessageText(es, uploadMessages.tooLarge('cv.pdf', RESUME_RULES))).toBe('cv.pdf es demasiado grande (máximo 5 MB)');
  });

  it("writes a label's value in English as its English label, and shows it in the language's label", () => {
    const reported = PAYMENT_MESSAGES.transferAlreadyReported('bank_transfer');
    expect(reported.values).toEqual({ method: 'bank_transfer' });
    expect(reported.message).toBe('You already reported a Bank Transfer payment for this invoice. We will confirm it when it arrives.');
    expect(sharedMessageText(es, reported)).toBe(
      'Usted ya informó un pago por Transferencia bancaria para esta factura. Lo confirmaremos cuando llegue.',
    );
    expect(sharedMessageText(es, PAYMENT_MESSAGES.transferReported('zelle', '1250'))).toContain('Su pago por Zelle de $1,250.00');
  });

  it("translates a schema's validation message by the code its issue carries", () => {
    const result = trackingLookupSchema.safeParse({ referenceId: ' ', email: 'not an address' });
    const errors = result.error?.issues.map((issue) => sharedMessageText(es, issueMessage(issue)));
    expect(errors).toEqual(['Escriba el número de referencia que aparece en su confirmación', 'Escriba un correo electrónico válido']);
  });

  it('translates by the code whatever the English says: a reworded text keeps its translation', () => {
    expect(sharedMessageText(es, { code: SHARED_MESSAGES.required.id, message: 'This field is needed' })).toBe(
      sharedMessageText(es, codedMessage(SHARED_MESSAGES.required)),
    );
    // And the English alone, without its code, is not recognised any more.
    expect(sharedMessageText(es, { code: API_ERROR_CODES.invalidInput, message: SHARED_MESSAGES.required.message })).toBe('Required');
  });

  it('shows the English of a code the registry does not have, or of a message missing a value', () => {
    const fault = { code: API_ERROR_CODES.serverFault, message: 'Something went wrong on our side. Please try again.' };
    expect(sharedMessageText(es, fault)).toBe(fault.message);
    expect(sharedMessageText(es, { code: statusErrorCode(409), message: 'This driver is not active and cannot be assigned.' })).toBe(
      'This driver is not active and cannot be assigned.',
    );
    const missing: { code: string; message: string; values: MessageValues } = {
      code: SHARED_MESSAGES.maxCharacters.id,
      message: 'Must be at most 254 characters',
      values: {},
    };
    expect(sharedMessageText(es, missing)).toBe('Must be at most 254 characters');
  });

  it('takes only messages of the registry when the code compiles', () => {
    // @ts-expect-error an ID the registry does not have is not a RegisteredMessage
    const made = codedMessage({ id: 'shared.message.noSuchMessage', message: 'No such message' });
    expect(isSharedMessageCode(made.code)).toBe(false);
  });
});
