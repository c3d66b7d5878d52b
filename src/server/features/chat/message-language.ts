// Which language the assistant answers in. The rule (issue 23): the language the customer writes
// in, when the message makes it clear; otherwise the page's. So a Spanish question gets a Spanish
// answer on an English page, and an English question an English one on a Spanish page (a person
// at a bilingual front desk answers in the language they are addressed in); a message that could
// be either ("zelle", "SR-7K3M-...", "ACH?") is answered in the page's language.
//
// "Clear" means at least one sign of the language and at least twice as many as of the other.
// Signs: the common words of each language (function words, and the words customers use most in
// this chat), and for Spanish also ¿ ¡ ñ and accented words. Words both languages use ("no",
// "me", "a") and place names ("LA", "El Paso") count for neither.
import type { Locale } from '../../../shared/i18n.js';
import { withoutMentions } from './reference-mentions.js';
import { normalizeText } from './text-matching.js';

const SPANISH_WORDS = new Set([
  ...['que', 'como', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'donde', 'cuando', 'cual', 'cuales', 'quien', 'porque'],
  ...['de', 'del', 'al', 'en', 'con', 'sin', 'para', 'por', 'y', 'los', 'las', 'un', 'una', 'unos', 'unas', 'lo', 'le', 'se'],
  ...['es', 'esta', 'estan', 'son', 'hay', 'mi', 'mis', 'su', 'sus', 'yo', 'usted', 'ustedes', 'tambien', 'si'],
  ...['tengo', 'tiene', 'tienen', 'puedo', 'puede', 'pueden', 'quiero', 'necesito', 'hacer', 'favor', 'ayuda'],
  ...['hola', 'gracias', 'buenos', 'buenas', 'dias', 'tardes', 'noches'],
  ...['pagar', 'pago', 'pagos', 'carga', 'cargas', 'envio', 'envios', 'enviar', 'factura', 'cotizacion', 'precio'],
  ...['rastrear', 'solicitud', 'camion', 'aceptan', 'metodo', 'metodos', 'formas', 'tarda', 'entrega', 'recogida'],
]);

const ENGLISH_WORDS = new Set([
  ...['how', 'what', 'whats', 'where', 'wheres', 'when', 'why', 'who', 'which'],
  ...['the', 'of', 'to', 'for', 'with', 'and', 'from', 'is', 'are', 'was', 'do', 'does', 'did', 'dont', 'cant'],
  ...['i', 'im', 'ive', 'my', 'you', 'your', 'it', 'this', 'that', 'can', 'could', 'would', 'will', 'have', 'has'],
  ...['please', 'need', 'want', 'get', 'hi', 'hello', 'hey', 'thanks', 'thank'],
  ...['pay', 'payment', 'load', 'ship', 'shipment', 'invoice', 'quote', 'much', 'long', 'take', 'track', 'deliver'],
]);

const SPANISH_MARKS = /[¿¡ñÑ]/;
const ACCENTED_WORD = /[a-zñ]*[áéíóúü][a-zñáéíóúü]*/gi;

/** The language a message is clearly written in, or undefined when it could be either. */
export function clearLanguageOf(message: string): Locale | undefined {
  const text = withoutMentions(message);
  const words = normalizeText(text).split(/[^a-z0-9]+/);
  let spanish = words.filter((word) => SPANISH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (SPANISH_MARKS.test(text)) spanish += 2;
  spanish += text.match(ACCENTED_WORD)?.length ?? 0;
  if (spanish > 0 && spanish >= 2 * english) return 'es';
  if (english > 0 && english >= 2 * spanish) return 'en';
  return undefined;
}

/** The language to answer a message in, sent from a page in `pageLocale`. */
export function replyLocale(message: string, pageLocale: Locale): Locale {
  return clearLanguageOf(message) ?? pageLocale;
}
