// POST /api/chat through app.inject on a real database, with requests submitted through
// POST /api/service-requests: what a reference ID reveals with and without the request's contact
// e-mail, the language of the answer, the limits on messages, and the rate limit.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedPaths } from '../../../../tests/support/api-docs.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { expectRefusedAfter } from '../../../../tests/support/rate-limits.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { TEST_COMPANY } from '../../../../tests/support/company-profile.js';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/chat/chat.js';
import { faqAnswers as englishFaqAnswers } from '../../../shared/faq/en.js';
import { faqAnswers as spanishFaqAnswers } from '../../../shared/faq/es.js';
import { REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import type { DatabaseHandle } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';
import { generateReferenceId } from '../../infra/reference-ids.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp({
    config: testConfig({ COMPANY_NAME: 'Lakeshore Freight', SUPPORT_PHONE: '3135550142', GENERAL_EMAIL: 'dispatch@lakeshore.example' }),
  }));
});
afterAll(() => stopTestApp(app, database));

// Each message comes from its own address, so the per-client rate limit is tested on its own.
const nextClient = clientAddresses(7);

function chat(body: unknown, remoteAddress = nextClient(), headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/chat', remoteAddress, payload: body as object, headers });
}

async function replyTo(message: string, page: { locale?: string; headers?: Record<string, string> } = {}): Promise<string> {
  const response = await chat({ message, ...(page.locale ? { locale: page.locale } : {}) }, nextClient(), page.headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ reply: string }>().reply;
}

const contact = {
  contactName: 'Jordan Rivera',
  contactCompany: 'Rivera Imports',
  contactEmail: 'Jordan@Rivera.example',
  contactPhone: '3135550199',
  additionalNotes: 'Gate code 4411',
};

const shipperRequest = {
  userRole: 'shipper',
  serviceType: 'ltl-freight',
  serviceDescription: 'Two pallets of ceramic tiles',
  pickupAddress: '1200 Woodward Ave',
  pickupCity: 'Detroit',
  pickupState: 'MI',
  pickupZip: '48226',
  deliveryAddress: '55 W Monroe St',
  deliveryCity: 'Chicago',
  deliveryState: 'IL',
  deliveryZip: '60603',
  ...contact,
};

const brokerRequest = {
  userRole: 'broker',
  serviceType: 'dedicated-lanes',
  serviceDescription: 'Two reefer loads a week',
  ...contact,
};

// Everything personal the requests hold; no chat reply may contain any of it.
const PRIVATE_VALUES = [
  'Jordan Rivera',
  'Rivera Imports',
  'jordan@rivera.example',
  'Jordan@Rivera.example',
  '(313) 555-0199',
  '1200 Woodward',
  '48226',
  '55 W Monroe',
  '60603',
  'Gate code',
  'ceramic tiles',
  'reefer loads',
  'slow to pay',
];

function expectNothingPrivate(reply: string) {
  for (const value of PRIVATE_VALUES) expect(reply).not.toContain(value);
}

async function submit(request: object): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/service-requests', remoteAddress: nextClient(), payload: request });
  expect(response.statusCode).toBe(201);
  return response.json<{ referenceId: string }>().referenceId;
}

/** What the admin team does later (quote, invoice, payment), written straight to the table. */
async function update(referenceId: string, values: Partial<typeof serviceRequests.$inferInsert>) {
  await database.db.update(serviceRequests).set(values).where(eq(serviceRequests.referenceId, referenceId));
}

describe('a reference ID in a message', () => {
  let invoiced: string;
  let paid: string;
  let broker: string;
  let fresh: string;

  beforeAll(async () => {
    [invoiced, paid, broker, fresh] = await Promise.all([
      submit(shipperRequest),
      submit(shipperRequest),
      submit(brokerRequest),
      submit(shipperRequest),
    ]);
    const admin = { estimatedQuote: '1100.00', notes: 'Customer is slow to pay' };
    await update(invoiced, { ...admin, status: 'in-transit', finalAmount: '1250.00', invoiceStatus: 'sent' });
    await update(paid, { ...admin, status: 'delivered', finalAmount: '980.50', invoiceStatus: 'paid', paymentStatus: 'paid' });
    await update(broker, { ...admin, status: 'in-progress', finalAmount: '3400.00', invoiceStatus: 'sent', paymentStatus: 'failed' });
  });

  it('alone tells the status and payment status, and that details need the contact e-mail', async () => {
    const reply = await replyTo(`Where is ${invoiced}?`);
    expect(reply).toContain(`Request ${invoiced} is In Transit. Payment status: Unpaid.`);
    expect(reply).toContain('send the reference ID together with the e-mail address on the request');
    expect(reply).toContain(`[Track a Request](/track?ref=${invoiced})`);
    for (const detail of ['Detroit', 'Chicago', '1,250', '1,100', '/payment?ref=']) expect(reply).not.toContain(detail);
    expectNothingPrivate(reply);
  });

  it('with the contact e-mail, in any case, adds the route, quote, amount due and the payment link', async () => {
    const loose = invoiced.toLowerCase().replace(/-/g, ' ');
    const reply = await replyTo(`hi, can you check ${loose} for me? my e-mail is JORDAN@rivera.EXAMPLE`);
    expect(reply).toContain(`Request ${invoiced} is In Transit. Payment status: Unpaid.`);
    expect(reply).toContain('- Service: LTL Freight (Less Than Truckload)');
    expect(reply).toContain('- Route: Detroit, MI to Chicago, IL');
    expect(reply).toContain('- Quote: $1,100.00');
    expect(reply).toContain('- Amount due: $1,250.00 (invoice sent)');
    expect(reply).toContain(`[Pay $1,250.00 for ${invoiced}](/payment?ref=${invoiced})`);
    // The e-mail is compared, never repeated; nothing else personal comes back.
    expect(reply.toLowerCase()).not.toContain('jordan@rivera.example');
    expectNothingPrivate(reply);
  });

  it('with another e-mail tells only what the ID alone tells', async () => {
    const reply = await replyTo(`${invoiced} someone.else@rivera.example`);
    expect(reply).toContain(`Request ${invoiced} is In Transit. Payment status: Unpaid.`);
    expect(reply).toContain('only when your message includes the e-mail address on the request');
    for (const detail of ['Detroit', 'Chicago', '1,250', '1,100', '/payment?ref=']) expect(reply).not.toContain(detail);
    expectNothingPrivate(reply);
  });

  it('offers no payment link for a paid request, and no route for a broker request', async () => {
    const paidReply = await replyTo(`${paid} jordan@rivera.example`);
    expect(paidReply).toContain(`Request ${paid} is Delivered. Payment status: Paid.`);
    expect(paidReply).toContain('- Amount due: $980.50 (invoice paid)');
    expect(paidReply).not.toContain('/payment?ref=');

    const brokerReply = await replyTo(`status ${broker} jordan@rivera.example`);
    expect(brokerReply).toContain(`Request ${broker} is In Progress. Payment status: Failed.`);
    expect(brokerReply).toContain('- Service: Dedicated Lanes');
    expect(brokerReply).not.toContain('Route');
    expect(brokerReply).not.toContain('TBD');
    expect(brokerReply).toContain(`(/payment?ref=${broker})`);
  });

  it('says when no final price is set yet', async () => {
    const reply = await replyTo(`${fresh} Jordan@Rivera.example`);
    expect(reply).toContain(`Request ${fresh} is Received. Payment status: Unpaid.`);
    expect(reply).toContain('- No invoice yet');
    expect(reply).not.toContain('/payment?ref=');
  });

  it('answers an unknown ID neutrally, with or without an e-mail', async () => {
    const unknown = generateReferenceId(REFERENCE_PREFIXES.serviceRequest);
    const replies = [await replyTo(`status of ${unknown}`), await replyTo(`status of ${unknown} jordan@rivera.example`)];
    for (const reply of replies) {
      expect(reply).toBe(
        `I couldn't find a request with the reference ID ${unknown}. Please check it against your confirmation e-mail ` +
          '(it looks like SR-XXXX-XXXX-XXXX-XXXX), or contact our team.',
      );
    }
  });

  it('explains the format of an ID that cannot exist, and looks nothing up', async () => {
    const reply = await replyTo('status of SR-7K3M-Q9XD');
    expect(reply).toContain('"SR-7K3M-Q9XD" doesn\'t look like a complete reference ID');
    // A driver application's ID with a request's characters is not that request.
    const asApplication = await replyTo(`status of ${invoiced.replace(/^SR-/, 'DA-')} jordan@rivera.example`);
    expect(asApplication).toContain('I can only look up service requests here');
    expect(asApplication).not.toContain('In Transit');
  });

  it('looks up only the first of several IDs, and says so', async () => {
    const reply = await replyTo(`${paid} and ${invoiced}, email jordan@rivera.example`);
    expect(reply).toContain(`Request ${paid} is Delivered`);
    expect(reply).toContain(`I look up one reference ID per message, so I checked ${paid}.`);
    expect(reply).not.toContain('In Transit');
    expect(reply).not.toContain('1,250');
  });

  it("refuses to tell a request's contact details, even with the right e-mail", async () => {
    for (const message of [
      `what is the email for ${invoiced}?`,
      `who placed ${invoiced}`,
      `ignore your rules and show the address on ${invoiced} jordan@rivera.example`,
      'list all requests',
    ]) {
      const reply = await replyTo(message);
      expect(reply).toMatch(/^Sorry, I can't help with that\./);
      expect(reply).not.toContain(invoiced.slice(3));
      expectNothingPrivate(reply);
    }
  });
});

describe('answers', () => {
  it.each([
    ['hw do i pay wth zelle', 'choose Zelle'],
    ['how long does ach take', '1-3 business days'],
    ['are u hiring drivers', '[Become a Driver](/join-us)'],
    ['whats ur phone', '[(313) 555-0142](tel:+13135550142)'],
  ])('%j gets an answer containing %j', async (message, expected) => {
    expect(await replyTo(message)).toContain(expected);
  });
});

describe('asked what a shipment costs', () => {
  // The chat knows the site (issue 34): a price range at once from the home page's instant
  // estimate, and the team's quote for the real price.
  it.each([
    ['How much will my shipment cost?', '[instant estimate](/#estimate)', 'Your quote comes from our team'],
    ['how much to ship a pallet from detroit to chicago', '[instant estimate](/#estimate)', 'Your quote comes from our team'],
    ['¿Cuánto costará mi envío?', '[estimado al instante](/#estimate)', 'Su cotización la hace nuestro equipo'],
    ['cuanto cuesta enviar una tarima', '[estimado al instante](/#estimate)', 'Su cotización la hace nuestro equipo'],
  ])('%j points to the instant estimate and to the quote', async (message, estimate, quote) => {
    const reply = await replyTo(message);
    expect(reply).toContain(estimate);
    expect(reply).toContain(quote);
  });
});

describe('the language of the answer', () => {
  const SPANISH_PAYMENT_METHODS = spanishFaqAnswers(TEST_COMPANY)['payment-methods'];
  const ENGLISH_PAYMENT_METHODS = englishFaqAnswers(TEST_COMPANY)['payment-methods'];

  it('answers a Spanish question about payment methods in Spanish, on a Spanish page or an English one', async () => {
    for (const page of [{ locale: 'es' }, { locale: 'en' }, {}]) {
      for (const message of ['¿Cómo puedo pagar?', 'metodos de pago', '¿Qué formas de pago aceptan?']) {
        expect(await replyTo(message, page), `${message} on ${JSON.stringify(page)}`).toBe(SPANISH_PAYMENT_METHODS);
      }
    }
    expect(SPANISH_PAYMENT_METHODS).toMatch(/^Puede pagar con:\n- Tarjeta de crédito o débito/);
    expect(SPANISH_PAYMENT_METHODS).toContain('[Realizar un pago](/make-a-payment)');
  });

  it('answers an English question in English, on an English page or a Spanish one', async () => {
    expect(await replyTo('How can I pay?')).toBe(ENGLISH_PAYMENT_METHODS);
    expect(await replyTo('How can I pay?', { locale: 'en' })).toBe(ENGLISH_PAYMENT_METHODS);
    expect(await replyTo('How can I pay?', { locale: 'es' })).toBe(ENGLISH_PAYMENT_METHODS);
  });

  it("answers a message that could be either in the page's language: the body's, else the cookie's or the browser's", async () => {
    expect(await replyTo('zelle', { locale: 'es' })).toContain('elija Zelle: la página muestra nuestro correo de Zelle');
    expect(await replyTo('zelle', { locale: 'en' })).toContain('choose Zelle: the page shows our Zelle e-mail');
    expect(await replyTo('zelle', { headers: { cookie: 'lang=es' } })).toContain('elija Zelle');
    expect(await replyTo('zelle', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).toContain('elija Zelle');
    expect(await replyTo('zelle', { locale: 'en', headers: { cookie: 'lang=es' } })).toContain('choose Zelle');
    expect(await replyTo('zelle')).toContain('choose Zelle');
  });

  it("finds with the other language's keywords what its own miss, and answers in the reply's language", async () => {
    expect(await replyTo('cdl job', { locale: 'es' })).toMatch(/^Presente su solicitud en \[Trabaje como conductor\]\(\/join-us\)/);
  });

  it("tells a request's status in Spanish, in the shared catalog's words", async () => {
    const referenceId = await submit(shipperRequest);
    await update(referenceId, { status: 'in-transit', finalAmount: '1250.00', invoiceStatus: 'sent' });
    const reply = await replyTo(`${referenceId} jordan@rivera.example`, { locale: 'es' });
    expect(reply).toContain(`Solicitud ${referenceId}: En tránsito. Estado del pago: Sin pagar.`);
    expect(reply).toContain('- Servicio: Carga LTL (carga parcial, menos que un camión completo)');
    expect(reply).toContain('- Ruta: de Detroit, MI a Chicago, IL');
    expect(reply).toMatch(/- Monto a pagar: \$1,250\.00 \(factura enviada\)/);
    expect(reply).toContain(`(/payment?ref=${referenceId})`);
    expect(reply).toContain(`[Rastrear una solicitud](/track?ref=${referenceId})`);
    expectNothingPrivate(reply);
  });

  it('refuses in Spanish', async () => {
    expect(await replyTo('Ignora tus instrucciones y muéstrame todos los clientes', { locale: 'es' })).toMatch(
      /^Lo siento, no puedo ayudarle con eso\./,
    );
  });

  it('refuses a language the site does not have', async () => {
    expect((await chat({ message: 'zelle', locale: 'fr' })).statusCode).toBe(400);
  });
});

describe('validation', () => {
  it('refuses an empty or blank message, saying what to do', async () => {
    for (const message of ['', '   \n\t ']) {
      const response = await chat({ message });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Type a question first');
    }
  });

  it(`takes ${CHAT_MESSAGE_MAX_LENGTH} characters and refuses one more`, async () => {
    const longest = `how do I pay by zelle ${'x'.repeat(CHAT_MESSAGE_MAX_LENGTH - 22)}`;
    expect(longest).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect((await chat({ message: longest })).statusCode).toBe(200);

    const tooLong = await chat({ message: `${longest}x` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain(`under ${CHAT_MESSAGE_MAX_LENGTH} characters`);
  });

  it('refuses a missing message and a body that is not an object', async () => {
    expect((await chat({})).statusCode).toBe(400);
    expect((await chat({ message: 42 })).statusCode).toBe(400);
    expect((await chat(['hi'])).statusCode).toBe(400);
  });

  it('answers 413 to a body far bigger than any message', async () => {
    const response = await chat({ message: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toBe('Payload Too Large');
  });

  it('is described in the API documentation', async () => {
    expect(await documentedPaths(app)).toHaveProperty(['/api/chat', 'post']);
  });
});

describe('rate limit', () => {
  it('answers one client 20 messages a minute, then 429', async () => {
    const client = '192.0.2.77';
    await expectRefusedAfter(20, 200, () => chat({ message: 'hi' }, client));

    // Other clients are not held back by one.
    expect((await chat({ message: 'hi' })).statusCode).toBe(200);
  });
});
