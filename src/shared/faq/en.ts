// The FAQ in English: the home page's questions and the answers the chat gives to the same topics
// (server/features/chat/knowledge-base.ts). Answers are in the chat text format ([label](/path),
// see chat-text.ts) and must read right in both places: on the page and as a chat bubble.
// No zod here: the home page imports this module, and its JavaScript budget is tight.
import { chatLink } from '../chat/chat-text.js';
import { serviceAreaOf, type CompanyProfile } from '../company-profile.js';
import { phoneHref } from '../format.js';
import { REQUEST_STATUS_MESSAGES } from '../labels/request-status-labels.js';
import { ESTIMATE_LINK } from '../page-routes.js';
import { entriesInOrder, TRACKED_STEPS, type FaqEntry, type FaqTopicId } from './topics.js';

/** How the home page asks each question (the chat matches its own ways of asking). */
export const FAQ_QUESTIONS: Record<FaqTopicId, string> = {
  quotes: 'How much will my shipment cost?',
  'after-request': 'What happens after I send a request?',
  'transit-time': 'How long does delivery take?',
  tracking: 'How do I track my shipment?',
  'payment-methods': 'How can I pay?',
  'cancel-or-change': 'Can I change or cancel a request?',
  coverage: 'Where do you operate?',
  credentials: 'Are you licensed and insured?',
  hours: 'When can I reach you?',
};

/** Each topic's answer, in the configured company's details. */
export function faqAnswers(company: CompanyProfile): Record<FaqTopicId, string> {
  const phone = chatLink(company.supportPhone, phoneHref(company.supportPhone));
  const email = company.email;
  const requestPage = chatLink('Request a Service', '/');
  const estimate = chatLink('instant estimate', ESTIMATE_LINK);
  const trackPage = chatLink('Track a Request', '/track');
  const makeAPayment = chatLink('Make a Payment', '/make-a-payment');
  const base = company.homeBase ? ` from our base in ${company.homeBase}` : '';

  return {
    quotes:
      `For a price range right away, use the ${estimate} on our home page: the two ZIP codes, the service type ` +
      'and the weight are enough. It is an estimate, not a quote. Your quote comes from our team: submit a ' +
      'request with the service type, the route, the size and weight and the urgency, and we contact you within ' +
      '2-4 business hours with it. The final price is on your invoice and may vary if the shipment turns out ' +
      `different from the request. Start on ${requestPage}, or call ${phone} to talk it through.`,
    'after-request':
      'After you submit a request: you see your reference ID (SR-XXXX-XXXX-XXXX-XXXX) right away and get an ' +
      'e-mail confirmation; our team reviews the request and contacts you within 2-4 business hours to confirm ' +
      'the details and your quote; once the price is agreed you get an invoice with a payment link; and you can ' +
      `follow the request's progress on ${trackPage}. Need it sooner? Call ${phone}, 24/7.`,
    'transit-time':
      'It depends on the distance, the service and the urgency you choose. Our team confirms the pickup and ' +
      'delivery timing with your quote within 2-4 business hours of your request, and once it is moving you ' +
      `can follow it on ${trackPage}. For something urgent, call ${phone} (24/7).`,
    tracking:
      `Follow your request on ${trackPage} with its reference ID and the e-mail you gave us; it shows each step ` +
      `(${TRACKED_STEPS.map((status) => REQUEST_STATUS_MESSAGES[status].message).join(', ')}) with dates. ` +
      'Or send the reference ID in the chat for its status; add the e-mail on the request to see the amount and ' +
      'route too.',
    'payment-methods':
      'You can pay by:\n' +
      '- Credit or debit card (on your invoice page or on Make a Payment)\n' +
      '- PayPal (on your invoice page)\n' +
      '- Bank transfer\n' +
      '- Zelle\n' +
      '- Wire transfer\n' +
      '- ACH (takes 1-3 business days to clear)\n' +
      '- Direct deposit\n' +
      'Those are the ways we take payment. For an invoice, open the payment link in your invoice e-mail; for ' +
      `anything else use ${makeAPayment}. Ask the chat about any method to learn how it works.`,
    'cancel-or-change':
      `To change or cancel a request, call us at ${phone} (24/7) or e-mail ${email} with your reference ID and ` +
      'what should change. Our team updates the request and confirms with you.',
    coverage:
      `We serve ${serviceAreaOf(company)}${base}. Tell us your route in a request on ${requestPage} and our team ` +
      `confirms it when they contact you; for anything outside the US, call ${phone} first.`,
    credentials:
      `${company.name} is a licensed motor carrier: MC #${company.mcNumber}, DOT #${company.dotNumber}. We are ` +
      'fully insured, FMCSA compliant and work with licensed drivers.',
    hours:
      `Our support line ${phone} is open 24/7, weekends and holidays included. New requests are answered within ` +
      `2-4 business hours, and e-mail to ${email} is answered during business hours.`,
  };
}

/** The home page's FAQ: each question with its answer, in order. */
export function faqEntries(company: CompanyProfile): FaqEntry[] {
  return entriesInOrder(FAQ_QUESTIONS, faqAnswers(company));
}
