// The FAQ in Spanish: the same topics, in the same order and with the same links as en.ts, for the
// home page in Spanish and the chat's Spanish answers. Typed by topic, so a topic missing here is
// a compile error. Written for US customers: formal "usted", freight terms as the trade uses them.
// No zod here: the home page imports this module, and its JavaScript budget is tight.
import { chatLink } from '../chat/chat-text.js';
import type { CompanyProfile } from '../company-profile.js';
import { phoneHref } from '../format.js';
import { ESTIMATE_LINK } from '../page-routes.js';
import { entriesInOrder, TRACKED_STEPS, type FaqEntry, type FaqTopicId } from './topics.js';

/**
 * The service area when none is configured (DEFAULT_SERVICE_AREA in Spanish). A configured area is
 * the company's own words and is shown as written.
 */
export const DEFAULT_SERVICE_AREA_ES = 'los 50 estados de Estados Unidos';

/** The tracked steps' names, as the shared catalog has them in Spanish (faq.test.ts holds them to it). */
export const TRACKED_STEP_NAMES_ES: Record<(typeof TRACKED_STEPS)[number], string> = {
  received: 'Recibida',
  'in-progress': 'En proceso',
  'in-transit': 'En tránsito',
  delivered: 'Entregada',
};

/** How the home page asks each question in Spanish (the chat matches its own ways of asking). */
export const FAQ_QUESTIONS: Record<FaqTopicId, string> = {
  quotes: '¿Cuánto costará mi envío?',
  'after-request': '¿Qué pasa después de enviar una solicitud?',
  'transit-time': '¿Cuánto tarda la entrega?',
  tracking: '¿Cómo rastreo mi envío?',
  'payment-methods': '¿Cómo puedo pagar?',
  'cancel-or-change': '¿Puedo cambiar o cancelar una solicitud?',
  coverage: '¿Dónde operan?',
  credentials: '¿Tienen licencia y seguro?',
  hours: '¿Cuándo puedo comunicarme con ustedes?',
};

/** Each topic's answer in Spanish, in the configured company's details. */
export function faqAnswers(company: CompanyProfile): Record<FaqTopicId, string> {
  const phone = chatLink(company.supportPhone, phoneHref(company.supportPhone));
  const email = company.email;
  const requestPage = chatLink('Solicitar un servicio', '/');
  const estimate = chatLink('estimado al instante', ESTIMATE_LINK);
  const trackPage = chatLink('Rastrear una solicitud', '/track');
  const makeAPayment = chatLink('Realizar un pago', '/make-a-payment');
  const area = company.serviceArea ?? DEFAULT_SERVICE_AREA_ES;
  const base = company.homeBase ? `, desde nuestra base en ${company.homeBase}` : '';

  return {
    quotes:
      `Para tener un rango de precio de inmediato, use el ${estimate} en nuestra página de inicio: bastan los dos ` +
      'códigos postales, el tipo de servicio y el peso. Es un estimado, no una cotización. Su cotización la hace ' +
      'nuestro equipo: envíe una solicitud con el tipo de servicio, la ruta, el tamaño y el peso y la urgencia, y ' +
      'nos comunicamos con usted en un plazo de 2 a 4 horas hábiles con ella. El precio final aparece en su factura ' +
      'y puede variar si la carga resulta distinta de lo indicado en la solicitud. Empiece en ' +
      `${requestPage}, o llame al ${phone} para hablarlo.`,
    'after-request':
      'Después de enviar una solicitud: ve su número de referencia (SR-XXXX-XXXX-XXXX-XXXX) de inmediato y recibe ' +
      'una confirmación por correo electrónico; nuestro equipo revisa la solicitud y se comunica con usted en un ' +
      'plazo de 2 a 4 horas hábiles para confirmar los detalles y su cotización; una vez acordado el precio, recibe ' +
      `una factura con un enlace de pago; y puede seguir el avance de la solicitud en ${trackPage}. ¿Lo necesita ` +
      `antes? Llame al ${phone}, 24/7.`,
    'transit-time':
      'Depende de la distancia, del servicio y de la urgencia que elija. Nuestro equipo confirma las fechas de ' +
      'recogida y entrega junto con su cotización, en un plazo de 2 a 4 horas hábiles desde su solicitud, y una ' +
      `vez en camino puede seguir la carga en ${trackPage}. Si es urgente, llame al ${phone} (24/7).`,
    tracking:
      `Siga su solicitud en ${trackPage} con su número de referencia y el correo electrónico que nos dio; muestra ` +
      `cada etapa (${TRACKED_STEPS.map((status) => TRACKED_STEP_NAMES_ES[status]).join(', ')}) con sus fechas. ` +
      'También puede enviar el número de referencia por este chat para conocer su estado; agregue el correo ' +
      'electrónico de la solicitud para ver también el monto y la ruta.',
    'payment-methods':
      'Puede pagar con:\n' +
      '- Tarjeta de crédito o débito (en la página de su factura o en Realizar un pago)\n' +
      '- PayPal (en la página de su factura)\n' +
      '- Transferencia bancaria\n' +
      '- Zelle\n' +
      '- Giro bancario (wire transfer)\n' +
      '- ACH (tarda de 1 a 3 días hábiles en acreditarse)\n' +
      '- Depósito directo\n' +
      'Esas son las formas de pago que aceptamos. Para pagar una factura, abra el enlace de pago del correo de su ' +
      `factura; para cualquier otro pago use ${makeAPayment}. Pregúntele al chat por cualquier método para saber ` +
      'cómo funciona.',
    'cancel-or-change':
      `Para cambiar o cancelar una solicitud, llámenos al ${phone} (24/7) o escriba a ${email} con su número de ` +
      'referencia y lo que se debe cambiar. Nuestro equipo actualiza la solicitud y se lo confirma.',
    coverage:
      `Damos servicio en ${area}${base}. Indíquenos su ruta en una solicitud en ${requestPage} y nuestro equipo ` +
      `la confirmará cuando se comunique con usted; para cualquier envío fuera de EE. UU., llame primero al ${phone}.`,
    credentials:
      `${company.name} es un transportista autorizado: MC #${company.mcNumber}, DOT #${company.dotNumber}. Contamos ` +
      'con seguro completo, cumplimos con la FMCSA y trabajamos con conductores con licencia.',
    hours:
      `Nuestra línea de soporte ${phone} atiende 24/7, incluidos fines de semana y días festivos. Las solicitudes ` +
      `nuevas se responden en un plazo de 2 a 4 horas hábiles, y los correos a ${email} se responden en horario de ` +
      'oficina.',
  };
}

/** The home page's FAQ in Spanish: each question with its answer, in order. */
export function faqEntries(company: CompanyProfile): FaqEntry[] {
  return entriesInOrder(FAQ_QUESTIONS, faqAnswers(company));
}
