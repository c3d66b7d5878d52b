// The language of the reply: the message's when it is clearly English or Spanish (accents,
// ¿ ¡ ñ and common words, typed with or without accents), the page's when it could be either.
import { describe, expect, it } from 'vitest';
import { clearLanguageOf, replyLocale } from './message-language.js';

describe('clearLanguageOf', () => {
  it.each([
    '¿Cómo puedo pagar?',
    'metodos de pago',
    '¿cuánto tarda?',
    'rastrear mi carga',
    'hola',
    'Necesito enviar muebles de Houston a Dallas',
    'quiero saber el estado de SR-7K3M-Q9XD-2HVB-N4TE',
    'cuanto cuesta un camion completo',
  ])('reads %j as Spanish', (message) => {
    expect(clearLanguageOf(message)).toBe('es');
  });

  it.each([
    'How can I pay?',
    'hw do i pay wth zelle',
    'how long does ach take',
    'where is my load',
    'hi',
    'status of SR-7K3M-Q9XD-2HVB-N4TE, my email is jordan@rivera.example',
    'Can I ship to LA?',
  ])('reads %j as English', (message) => {
    expect(clearLanguageOf(message)).toBe('en');
  });

  it.each(['zelle', 'ACH?', 'SR-7K3M-Q9XD-2HVB-N4TE', 'jordan@rivera.example', 'LTL', 'pago with card', ''])(
    'cannot tell from %j',
    (message) => {
      expect(clearLanguageOf(message)).toBeUndefined();
    },
  );
});

describe('replyLocale', () => {
  it("answers a clear message in its language, whatever the page's", () => {
    expect(replyLocale('¿Cómo puedo pagar?', 'en')).toBe('es');
    expect(replyLocale('How can I pay?', 'es')).toBe('en');
    expect(replyLocale('How can I pay?', 'en')).toBe('en');
  });

  it("answers a message that could be either in the page's language", () => {
    expect(replyLocale('zelle', 'es')).toBe('es');
    expect(replyLocale('zelle', 'en')).toBe('en');
    expect(replyLocale('SR-7K3M-Q9XD-2HVB-N4TE', 'es')).toBe('es');
  });
});
