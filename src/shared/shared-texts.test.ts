// The texts src/shared owns, in both languages: every label and every registered message comes
// out in English as the code writes it and in Spanish from the catalog, a message's placeholders
// (numbers, names, labels) carried across; anything unknown comes back as it was.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import englishJson from '../locales/en/shared.json' with { type: 'json' };
import { messages as englishCatalog } from '../locales/en/shared.js';
import spanishJson from '../locales/es/shared.json' with { type: 'json' };
import { messages as spanishCatalog } from '../locales/es/shared.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import { AS_SOON_AS_POSSIBLE, LOCATION_FIELD_LABELS, REQUEST_FIELD_LABELS } from './service-request-field-labels.js';
import { LABEL_MESSAGES, type LabelKind, type LabelMessage } from './shared-labels.js';
import { englishMessage, SHARED_MESSAGES, type SharedMessage } from './shared-messages.js';
import { sharedLabelText, sharedMessageText } from './shared-texts.js';
import { trackingLookupSchema } from './tracking-lookup.js';
import { uploadMessages, RESUME_RULES } from './uploads.js';

const en = setupI18n({ locale: 'en', messages: { en: englishCatalog } });
const es = setupI18n({ locale: 'es', messages: { es: spanishCatalog } });
const catalogJson = (locale: 'en' | 'es'): Record<string, string> => (locale === 'en' ? englishJson : spanishJson);

const labels = Object.entries(LABEL_MESSAGES).flatMap(([kind, byValue]) =>
  Object.entries<LabelMessage>(byValue).map(([value, label]) => [kind as LabelKind, value, label] as const),
);
const messages = Object.entries<SharedMessage>(SHARED_MESSAGES);
/** The request form's field labels, as the customer's request page names them. */
const fieldLabels: LabelMessage[] = [...Object.values(LOCATION_FIELD_LABELS), ...Object.values(REQUEST_FIELD_LABELS), AS_SOON_AS_POSSIBLE];

/** Values to fill a message with: a label's English text where the placeholder holds one. */
function sampleValues(message: SharedMessage): Record<string, string> {
  const names = [...message.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(
    names.map((name, index) => {
      const kind = message.labels?.[name];
      const label = kind && Object.values<LabelMessage>(LABEL_MESSAGES[kind]).at(-1)!.message;
      return [name, label ?? `Value${index + 7}`];
    }),
  );
}

describe('the shared catalog', () => {
  it('holds in English exactly the texts src/shared writes', () => {
    const english = catalogJson('en');
    for (const [, , label] of labels) expect(english[label.id]).toBe(label.message);
    for (const [, message] of messages) expect(english[message.id]).toBe(message.message);
    for (const label of fieldLabels) expect(english[label.id]).toBe(label.message);
    expect(Object.keys(english).length).toBe(labels.length + messages.length + fieldLabels.length);
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
  it.each(messages)('finds %s by its English text, and translates it with its values', (_key, message) => {
    const values = sampleValues(message);
    const english = englishMessage(message, values);
    expect(sharedMessageText(en, english)).toBe(english);
    const spanish = sharedMessageText(es, english);
    expect(spanish).not.toBe(english);
    expect(spanish).not.toMatch(/[{}]/);
    for (const [name, value] of Object.entries(values)) if (!message.labels?.[name]) expect(spanish).toContain(value);
  });

  it('keeps the numbers of a parameterised message', () => {
    expect(sharedMessageText(es, 'Must be at most 254 characters')).toBe('Debe tener como máximo 254 caracteres');
    expect(sharedMessageText(es, 'Enter a number of pounds greater than 0 and at most 200,000')).toBe(
      'Escriba un número de libras mayor que 0 y de 200,000 como máximo',
    );
    expect(sharedMessageText(es, uploadMessages.tooLarge('cv.pdf', RESUME_RULES))).toBe('cv.pdf es demasiado grande (máximo 5 MB)');
  });

  it('translates a label inside a message', () => {
    expect(sharedMessageText(es, PAYMENT_MESSAGES.transferAlreadyReported('bank_transfer'))).toBe(
      'Usted ya informó un pago por Transferencia bancaria para esta factura. Lo confirmaremos cuando llegue.',
    );
    expect(sharedMessageText(es, PAYMENT_MESSAGES.transferReported('zelle', '1250'))).toContain('Su pago por Zelle de $1,250.00');
  });

  it("translates a schema's validation message", () => {
    const result = trackingLookupSchema.safeParse({ referenceId: ' ', email: 'not an address' });
    const errors = result.error?.issues.map((issue) => sharedMessageText(es, issue.message));
    expect(errors).toEqual(['Escriba el número de referencia que aparece en su confirmación', 'Escriba un correo electrónico válido']);
  });

  it('gives any other text back unchanged', () => {
    expect(sharedMessageText(es, 'Too many look-ups. Try again in a minute.')).toBe('Too many look-ups. Try again in a minute.');
    expect(sharedMessageText(es, '')).toBe('');
  });
});
