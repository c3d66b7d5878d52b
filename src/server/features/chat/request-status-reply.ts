// What the assistant says about a looked-up request, in the reply's language. An unknown ID gets
// the same neutral answer whatever the reason; a found one its status and payment status; the
// details only when the look-up returned them (the message carried the request's contact e-mail).
// Statuses and service types are the shared catalog's labels in that language.
import { chatLink } from '../../../shared/chat/chat-text.js';
import type { Locale } from '../../../shared/i18n.js';
import { formatUsd } from '../../../shared/money-format.js';
import { SERVICE_TYPE_LABELS, type InvoiceStatus } from '../../../shared/service-requests/service-requests.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import { translator } from '../../i18n/translator.js';
import type { RequestStatusAnswer } from '../service-requests/index.js';

interface StatusReplyTexts {
  notFound: (id: string) => string;
  summary: (id: string, status: string, paymentStatus: string) => string;
  trackLabel: string;
  track: (link: string) => string;
  detailsNeedTheRightEmail: string;
  detailsNeedAnEmail: string;
  service: (label: string) => string;
  route: (from: string, to: string) => string;
  quote: (amount: string) => string;
  amountDue: (amount: string, invoiceStatus: string) => string;
  invoiceStatuses: Record<InvoiceStatus, string>;
  noInvoiceYet: string;
  payLabel: (amount: string, id: string) => string;
  payHere: (link: string) => string;
  oneLookUpPerMessage: (id: string) => string;
  malformedReference: (typed: string) => string;
  driverApplication: (phone: string, email: string) => string;
}

const TEXTS: Record<Locale, StatusReplyTexts> = {
  en: {
    notFound: (id) =>
      `I couldn't find a request with the reference ID ${id}. Please check it against your confirmation ` +
      'e-mail (it looks like SR-XXXX-XXXX-XXXX-XXXX), or contact our team.',
    summary: (id, status, paymentStatus) => `Request ${id} is ${status}. Payment status: ${paymentStatus}.`,
    trackLabel: 'Track a Request',
    track: (link) => `Follow every step on ${link}.`,
    // A wrong e-mail is told only that it is not the one on the request: no more than the
    // customer would learn from the details being absent.
    detailsNeedTheRightEmail: 'I can share amounts and route details only when your message includes the e-mail address on the request.',
    detailsNeedAnEmail: 'For amounts and route details, send the reference ID together with the e-mail address on the request.',
    service: (label) => `- Service: ${label}`,
    route: (from, to) => `- Route: ${from} to ${to}`,
    quote: (amount) => `- Quote: ${amount}`,
    amountDue: (amount, invoiceStatus) => `- Amount due: ${amount} (invoice ${invoiceStatus})`,
    invoiceStatuses: { pending: 'not sent yet', sent: 'sent', paid: 'paid', void: 'void' },
    noInvoiceYet: '- No invoice yet: our team sends one once the final price is set.',
    payLabel: (amount, id) => `Pay ${amount} for ${id}`,
    payHere: (link) => `You can pay here: ${link}`,
    oneLookUpPerMessage: (id) => `I look up one reference ID per message, so I checked ${id}. Send the others one at a time.`,
    malformedReference: (typed) =>
      `"${typed}" doesn't look like a complete reference ID. Reference IDs look like SR-XXXX-XXXX-XXXX-XXXX: SR and ` +
      'four groups of four letters and digits. You will find yours in your confirmation e-mail.',
    driverApplication: (phone, email) =>
      'That looks like a driver application reference (DA-...). I can only look up service requests here; ' +
      `for your application, call ${phone} or e-mail ${email}.`,
  },
  es: {
    notFound: (id) =>
      `No encontré ninguna solicitud con el número de referencia ${id}. Compárelo con su correo de confirmación ` +
      '(tiene el formato SR-XXXX-XXXX-XXXX-XXXX), o comuníquese con nuestro equipo.',
    summary: (id, status, paymentStatus) => `Solicitud ${id}: ${status}. Estado del pago: ${paymentStatus}.`,
    trackLabel: 'Rastrear una solicitud',
    track: (link) => `Siga cada etapa en ${link}.`,
    detailsNeedTheRightEmail:
      'Solo puedo compartir montos y detalles de la ruta cuando su mensaje incluye el correo electrónico de la solicitud.',
    detailsNeedAnEmail:
      'Para ver montos y detalles de la ruta, envíe el número de referencia junto con el correo electrónico de la solicitud.',
    service: (label) => `- Servicio: ${label}`,
    route: (from, to) => `- Ruta: de ${from} a ${to}`,
    quote: (amount) => `- Cotización: ${amount}`,
    amountDue: (amount, invoiceStatus) => `- Monto a pagar: ${amount} (factura ${invoiceStatus})`,
    invoiceStatuses: { pending: 'aún no enviada', sent: 'enviada', paid: 'pagada', void: 'anulada' },
    noInvoiceYet: '- Aún no hay factura: nuestro equipo la envía cuando se fija el precio final.',
    payLabel: (amount, id) => `Pagar ${amount} de ${id}`,
    payHere: (link) => `Puede pagar aquí: ${link}`,
    oneLookUpPerMessage: (id) => `Consulto un número de referencia por mensaje, así que revisé ${id}. Envíe los demás de uno en uno.`,
    malformedReference: (typed) =>
      `"${typed}" no parece un número de referencia completo. Los números de referencia tienen el formato ` +
      'SR-XXXX-XXXX-XXXX-XXXX: SR y cuatro grupos de cuatro letras y dígitos. Encontrará el suyo en su correo de confirmación.',
    driverApplication: (phone, email) =>
      'Eso parece el número de una solicitud de conductor (DA-...). Aquí solo puedo consultar solicitudes de servicio; ' +
      `para su solicitud de empleo, llame al ${phone} o escriba a ${email}.`,
  },
};

export function requestStatusReply(answer: RequestStatusAnswer, askedFor: string, emailGiven: boolean, locale: Locale): string {
  const texts = TEXTS[locale];
  if (!answer.found) return texts.notFound(askedFor);
  const labels = translator(locale);
  const { referenceId, status, paymentStatus, details } = answer;
  const summary = texts.summary(
    referenceId,
    sharedLabelText(labels, 'requestStatus', status),
    sharedLabelText(labels, 'paymentStatus', paymentStatus),
  );
  const track = texts.track(chatLink(texts.trackLabel, `/track?ref=${referenceId}`));
  if (!details) return `${summary}\n${emailGiven ? texts.detailsNeedTheRightEmail : texts.detailsNeedAnEmail} ${track}`;

  const lines = [summary, texts.service(serviceTypeIn(locale, details.serviceType))];
  if (details.route) lines.push(texts.route(details.route.from, details.route.to));
  if (details.estimatedQuote) lines.push(texts.quote(formatUsd(details.estimatedQuote, locale)));
  if (details.amountDue) {
    lines.push(texts.amountDue(formatUsd(details.amountDue, locale), texts.invoiceStatuses[details.invoiceStatus]));
  } else {
    lines.push(texts.noInvoiceYet);
  }
  if (details.paymentPath && details.amountDue) {
    lines.push(texts.payHere(chatLink(texts.payLabel(formatUsd(details.amountDue, locale), referenceId), details.paymentPath)));
  }
  lines.push(track);
  return lines.join('\n');
}

/**
 * The look-up names the service type by its English label; this gives the label in the reply's
 * language (a type no longer offered keeps the label it has).
 */
export function serviceTypeIn(locale: Locale, englishLabel: string): string {
  const type = Object.entries(SERVICE_TYPE_LABELS).find(([, label]) => label === englishLabel)?.[0];
  return type ? sharedLabelText(translator(locale), 'serviceType', type) : englishLabel;
}

/** For a message with several reference IDs: only the first is looked up. */
export function oneLookUpPerMessage(lookedUp: string, locale: Locale): string {
  return TEXTS[locale].oneLookUpPerMessage(lookedUp);
}

export function malformedReferenceReply(typed: string, locale: Locale): string {
  return TEXTS[locale].malformedReference(typed);
}

export function driverApplicationReply(phone: string, email: string, locale: Locale): string {
  return TEXTS[locale].driverApplication(phone, email);
}
