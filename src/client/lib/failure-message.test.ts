// What a page reads from a refused call: the server's words with the code and values the answer
// carries, for the whole answer and for each field; an answer without codes (not ours) as words.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { failureRefusal, fieldRefusalsOf, refusalOf } from './failure-message';
import { refusedField, refusedFieldText } from './refused-field';

const refused = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Refused');

describe('refusalOf', () => {
  it('reads the message with its code and values', () => {
    const error = refused(409, {
      error: 'Conflict',
      code: 'shared.message.invoiceAlreadyPaid',
      message: 'Invoice SR-1 is already paid. Nothing more is due, and no payment was taken.',
      values: { reference: 'SR-1' },
    });
    expect(refusalOf(error)).toEqual({
      code: 'shared.message.invoiceAlreadyPaid',
      message: 'Invoice SR-1 is already paid. Nothing more is due, and no payment was taken.',
      values: { reference: 'SR-1' },
    });
  });

  it('gives the words alone for an answer without a code, and nothing for one without our shape', () => {
    expect(refusalOf(refused(502, { error: 'Bad Gateway', message: 'Upstream down' }))).toBe('Upstream down');
    expect(refusalOf(refused(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(failureRefusal(refused(502, '<html>Bad gateway</html>'))).toBe('502: <html>Bad gateway</html>');
    expect(failureRefusal(new TypeError('Failed to fetch'), 'Sin conexión')).toBe('Sin conexión');
  });

  it('leaves out values that are not text or numbers', () => {
    const error = refused(400, { error: 'Bad Request', code: 'shared.message.required', message: 'Required', values: { max: {} } });
    expect(refusalOf(error)).toEqual({ code: 'shared.message.required', message: 'Required' });
  });
});

describe('fieldRefusalsOf and refusedField', () => {
  const error = refused(400, {
    error: 'Bad Request',
    code: 'api.invalidFields',
    message: 'Please correct these fields: contactName: Required; notes: Must be at most 2000 characters',
    fieldErrors: { contactName: 'Required', notes: 'Must be at most 2000 characters', legacy: 'Old words' },
    fieldErrorCodes: {
      contactName: { code: 'shared.message.required' },
      notes: { code: 'shared.message.maxCharacters', values: { max: 2000 } },
    },
  });

  it('give each field its message with the code beside it, a field without one its words', () => {
    expect(fieldRefusalsOf(error)).toEqual({
      contactName: { code: 'shared.message.required', message: 'Required' },
      notes: { code: 'shared.message.maxCharacters', message: 'Must be at most 2000 characters', values: { max: 2000 } },
      legacy: 'Old words',
    });
    expect(refusedField(error, 'notes')).toEqual(fieldRefusalsOf(error).notes);
  });

  it("read a schema's refusal of a body by the field's name, keeping its code", () => {
    const schemaRefusal = refused(400, {
      error: 'Bad Request',
      code: 'shared.message.validEmailAddress',
      message: 'email: Enter a valid e-mail address',
    });
    expect(refusedField(schemaRefusal, 'email')).toEqual({
      code: 'shared.message.validEmailAddress',
      message: 'Enter a valid e-mail address',
    });
    expect(refusedFieldText(schemaRefusal, 'email')).toBe('Enter a valid e-mail address');
    expect(refusedField(schemaRefusal, 'code')).toBeUndefined();
  });
});
