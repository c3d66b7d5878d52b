// Text messages end to end on a real database, Twilio's SDK against the fake Twilio, and a fake
// clock (issue 40; decision 084): milestones queue once, quiet hours hold, STOP stops, forged
// webhooks change nothing, Spanish subscribers read Spanish, the per-number limit and Twilio's
// pace hold, two senders send each text once, statuses come back from the signed callback.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customerTextsPath,
  TEXTS_AVAILABILITY_PATH,
  TEXTS_INBOUND_WEBHOOK_PATH,
  TEXTS_STATUS_WEBHOOK_PATH,
} from '../../../shared/text-messages/text-messages.js';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, serviceRequests, textConsents, textMessages, textSubscriptions } from '../../db/schema.js';
import { customerClient, customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver } from '../../../../tests/support/dispatch.js';
import { FAKE_TWILIO_FROM, startFakeTwilio, type FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { brokerRequest, submitRequest } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { LoadEvent } from '../dispatch/index.js';
import { issueDriverSignInLink } from '../dispatch/index.js';
import type { TextMessageDeps } from './deps.js';
import { createTextSender, textsLoadEventListener, twilioProvider } from './index.js';
import { queueText } from './queue.js';
import { webhookSignature } from './webhook-signature.js';

const PUBLIC_BASE_URL = 'https://freight.example';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let fake: FakeTwilio;
let database: DatabaseHandle;
let app: FastifyInstance;
let config: Config;
let clock: Date;
let phoneCounter = 100;
/** A fresh US mobile number per use, so tests never share a number's limit or consent. */
const nextPhone = () => `+1312555${String(phoneCounter++).padStart(4, '0')}`;

beforeAll(async () => {
  clock = new Date('2026-03-10T15:00:00Z');
  fake = await startFakeTwilio({ now: () => clock });
  config = testConfig({
    PUBLIC_BASE_URL,
    TWILIO_ACCOUNT_SID: fake.accountSid,
    TWILIO_AUTH_TOKEN: fake.authToken,
    TWILIO_FROM_NUMBER: FAKE_TWILIO_FROM,
    TWILIO_API_BASE_URL: fake.baseUrl,
  });
  ({ database, app } = await startTestApp({ config }));
});
afterAll(async () => {
  await stopTestApp(app, database);
  await fake.close();
});
beforeEach(() => {
  fake.setMaxPerSecond(undefined);
});

function deps(overrides: Partial<TextMessageDeps> = {}): TextMessageDeps {
  return {
    db: database.db,
    texts: config.texts,
    company: config.company,
    publicBaseUrl: PUBLIC_BASE_URL,
    fallbackTimeZone: 'America/Chicago',
    trackingLinkUrl: async () => `${PUBLIC_BASE_URL}/t/abc123`,
    arrivingSoonReached: async () => false,
    ...overrides,
  };
}

function sender(options: { perNumberPerDay?: number; maxPerSecond?: number } = {}) {
  const settings = config.texts!;
  return createTextSender({
    db: database.db,
    provider: twilioProvider(settings),
    publicBaseUrl: PUBLIC_BASE_URL,
    maxPerSecond: options.maxPerSecond ?? settings.maxPerSecond,
    perNumberPerDay: options.perNumberPerDay ?? settings.perNumberPerDay,
    driverSignInLink: (tx, driverProfileId, now) => issueDriverSignInLink(tx, PUBLIC_BASE_URL, driverProfileId, now),
    logger: silent,
    now: () => clock,
    // The pace's wait moves the fake clock: nothing waits for real.
    sleep: async (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
  });
}

async function record(event: LoadEvent, overrides: Partial<TextMessageDeps> = {}) {
  const listener = textsLoadEventListener(deps(overrides));
  await database.db.transaction((tx) => listener(tx, event));
}

async function subscribe(serviceRequestId: number, subscriber: 'customer' | 'consignee', phone: string, language: 'en' | 'es' = 'en') {
  await database.db.insert(textSubscriptions).values({
    serviceRequestId,
    subscriber,
    phone,
    milestones: ['dispatched', 'picked_up', 'arriving_soon', 'delivered', 'delay'],
    language,
    consentText: 'I agree',
    consentSource: 'customer_page',
    consentedAt: clock,
  });
}

const stage = (
  serviceRequestId: number,
  driverProfileId: number,
  stageName: 'picked_up' | 'at_delivery' | 'delivered',
  at = clock,
): LoadEvent => ({
  kind: 'stage',
  serviceRequestId,
  driverProfileId,
  stage: stageName,
  at,
  latitude: null,
  longitude: null,
});

const textsTo = (phone: string) => database.db.select().from(textMessages).where(eq(textMessages.toPhone, phone));
const sentTo = (phone: string) => fake.messages.filter((message) => message.to === phone);

function signedPost(path: string, fields: Record<string, string>, signature = fake.sign(PUBLIC_BASE_URL + path, fields)) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('the webhook signature', () => {
  it("is Twilio's: the SDK's own check accepts ours and the fake's, and refuses a changed field", () => {
    const url = PUBLIC_BASE_URL + TEXTS_INBOUND_WEBHOOK_PATH;
    const fields = fake.inboundFields('+13125550111', 'STOP');
    const ours = webhookSignature(fake.authToken, url, fields);
    expect(ours).toBe(fake.sign(url, fields));
    expect(ours).toBe(twilio.getExpectedTwilioSignature(fake.authToken, url, fields));
    expect(twilio.validateRequest(fake.authToken, ours, url, fields)).toBe(true);
    expect(twilio.validateRequest(fake.authToken, ours, url, { ...fields, Body: 'START' })).toBe(false);
  });
});

describe('milestone texts', () => {
  it('texts a milestone reached twice (a replayed driver update) once', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone);
    await record(stage(request.id, driver.id, 'picked_up'));
    await record(stage(request.id, driver.id, 'picked_up'));
    expect(await textsTo(phone)).toHaveLength(1);
    await sender().runOnce();
    expect(sentTo(phone)).toHaveLength(1);
    expect(sentTo(phone)[0]!.body).toBe(
      `${config.company.name}: load ${request.referenceId} was picked up and is on its way. Reply STOP to opt out.`,
    );
    // The request's second text to the number no longer repeats how to stop.
    await record(stage(request.id, driver.id, 'delivered'));
    await sender().runOnce();
    expect(sentTo(phone)[1]!.body).toBe(`${config.company.name}: load ${request.referenceId} was delivered.`);
  });

  it('dispatched carries the tracking link; a reassignment texts no one again', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'customer', phone);
    await record({ kind: 'assigned', serviceRequestId: request.id, driverProfileId: driver.id, reassigned: false, at: clock });
    await record({ kind: 'assigned', serviceRequestId: request.id, driverProfileId: driver.id, reassigned: true, at: clock });
    const rows = await textsTo(phone);
    expect(rows.map((row) => row.kind)).toEqual(['dispatched']);
    expect(rows[0]!.body).toContain(`Track it: ${PUBLIC_BASE_URL}/t/abc123`);
  });

  it('holds a picked_up at 10 PM in Chicago until 8 AM, and sends an arriving_soon at 10 PM at once', async () => {
    // Delivery in Illinois (the consignee's zone) and pickup there too: both Chicago time.
    const request = await insertDispatchableRequest(database.db, { pickupState: 'IL', deliveryState: 'IL' });
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone);
    clock = new Date('2026-03-12T03:00:00Z'); // 10 PM CDT on March 11 (daylight time began March 8)
    await record(stage(request.id, driver.id, 'picked_up'));
    const [held] = await textsTo(phone);
    expect(held!.sendAfter.toISOString()).toBe('2026-03-12T13:00:00.000Z'); // 8 AM CDT
    expect(held!.timeZone).toBe('America/Chicago');
    await sender().runOnce();
    expect(sentTo(phone)).toHaveLength(0);

    await record(stage(request.id, driver.id, 'at_delivery'));
    await sender().runOnce();
    expect(sentTo(phone).map((message) => message.body)).toEqual([expect.stringContaining('is arriving soon')]);

    clock = new Date('2026-03-12T12:59:00Z');
    await sender().runOnce();
    expect(sentTo(phone)).toHaveLength(1);
    clock = new Date('2026-03-12T13:00:00Z');
    await sender().runOnce();
    expect(sentTo(phone).map((message) => message.body)).toEqual([
      expect.stringContaining('is arriving soon'),
      expect.stringContaining('was picked up'),
    ]);
    clock = new Date('2026-03-12T15:00:00Z');
  });

  it('writes a Spanish subscriber their texts in Spanish', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone, 'es');
    await record(stage(request.id, driver.id, 'delivered'));
    await sender().runOnce();
    expect(sentTo(phone)[0]!.body).toBe(
      `${config.company.name}: la carga ${request.referenceId} fue entregada. Responda STOP para no recibir más.`,
    );
    expect((await textsTo(phone))[0]!.language).toBe('es');
  });

  it('texts a delay, not damage', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'customer', phone);
    await record({ kind: 'problem', serviceRequestId: request.id, driverProfileId: driver.id, problem: 'damage', at: clock });
    await record({ kind: 'problem', serviceRequestId: request.id, driverProfileId: driver.id, problem: 'delay', at: clock });
    expect((await textsTo(phone)).map((row) => row.kind)).toEqual(['delay']);
  });

  it('texts the driver a sign-in link made when it goes, and never stores it', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driverPhone = nextPhone();
    const driver = await insertDriver(database.db, {
      phone: `(${driverPhone.slice(2, 5)}) ${driverPhone.slice(5, 8)}-${driverPhone.slice(8)}`,
    });
    await record({ kind: 'assigned', serviceRequestId: request.id, driverProfileId: driver.id, reassigned: false, at: clock });
    const [stored] = await textsTo(driverPhone);
    expect(stored!.kind).toBe('load_assigned');
    expect(stored!.body).toContain('[sign-in link]');
    await sender().runOnce();
    const [sent] = sentTo(driverPhone);
    expect(sent!.body).toMatch(new RegExp(`Sign in to see it: ${PUBLIC_BASE_URL}/driver/sign-in#token=[\\w-]{20,}`));
    const [after] = await textsTo(driverPhone);
    expect(after!.body).not.toContain('#token=');
    expect(after!.status).toBe('sent');
  });
});

describe('STOP, START and HELP', () => {
  it('a signed STOP stops the next message at once; START lets the next one go', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone);
    clock = new Date('2026-03-12T04:00:00Z'); // quiet hours: the picked_up waits in the queue
    await record(stage(request.id, driver.id, 'picked_up'));
    clock = new Date('2026-03-12T15:00:00Z');

    const stop = await signedPost(TEXTS_INBOUND_WEBHOOK_PATH, fake.inboundFields(phone, ' stop '));
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const [consent] = await database.db.select().from(textConsents).where(eq(textConsents.phone, phone));
    expect(consent!.state).toBe('opted_out');
    expect((await textsTo(phone)).map((row) => [row.status, row.suppressionReason])).toEqual([['suppressed', 'opted_out']]);

    await record(stage(request.id, driver.id, 'delivered'));
    await sender().runOnce();
    expect(sentTo(phone)).toHaveLength(0);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'text_consent.changed'), eq(auditEvents.recordId, phone.slice(-4))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorKind).toBe('system');
    expect(JSON.stringify(audit[0]!.changes)).not.toContain(phone);

    expect((await signedPost(TEXTS_INBOUND_WEBHOOK_PATH, fake.inboundFields(phone, 'START'))).statusCode).toBe(200);
    await record({ kind: 'problem', serviceRequestId: request.id, driverProfileId: driver.id, problem: 'delay', at: clock });
    await sender().runOnce();
    expect(sentTo(phone).map((message) => message.body)).toEqual([expect.stringContaining('is delayed')]);
  });

  it('answers HELP in the language of the number’s newest subscription', async () => {
    const request = await insertDispatchableRequest(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone, 'es');
    const help = await signedPost(TEXTS_INBOUND_WEBHOOK_PATH, fake.inboundFields(phone, 'HELP'));
    expect(help.statusCode).toBe(200);
    expect(help.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>.*Responda STOP para parar.*<\/Message><\/Response>$/,
    );
    const other = await signedPost(TEXTS_INBOUND_WEBHOOK_PATH, fake.inboundFields(phone, 'thanks!'));
    expect(other.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });

  it('a forged or unsigned inbound webhook changes nothing (403)', async () => {
    const phone = nextPhone();
    const fields = fake.inboundFields(phone, 'STOP');
    const forged = await signedPost(
      TEXTS_INBOUND_WEBHOOK_PATH,
      fields,
      webhookSignature('0'.repeat(32), PUBLIC_BASE_URL + TEXTS_INBOUND_WEBHOOK_PATH, fields),
    );
    expect(forged.statusCode).toBe(403);
    // Signed for other words than the ones sent.
    const swapped = await signedPost(
      TEXTS_INBOUND_WEBHOOK_PATH,
      { ...fields, Body: 'STOP' },
      fake.sign(PUBLIC_BASE_URL + TEXTS_INBOUND_WEBHOOK_PATH, { ...fields, Body: 'HELLO' }),
    );
    expect(swapped.statusCode).toBe(403);
    const unsigned = await app.inject({
      method: 'POST',
      url: TEXTS_INBOUND_WEBHOOK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await database.db.select().from(textConsents).where(eq(textConsents.phone, phone))).toEqual([]);
  });
});

describe('the sender', () => {
  it('suppresses the 21st text to one number in 24 hours', async () => {
    const phone = nextPhone();
    const request = await insertDispatchableRequest(database.db);
    for (let n = 0; n < 21; n++) {
      await queueText(
        database.db,
        {
          serviceRequestId: request.id,
          recipient: 'customer',
          kind: 'delivered',
          dedupeKey: `test:limit:${phone}:${n}`,
          toPhone: phone,
          language: 'en',
          timeZone: 'America/Chicago',
          companyName: config.company.name,
          referenceId: request.referenceId,
        },
        clock,
      );
    }
    await sender({ maxPerSecond: 50 }).runOnce();
    expect(sentTo(phone)).toHaveLength(20);
    const rows = await textsTo(phone);
    expect(rows.filter((row) => row.suppressionReason === 'number_limit')).toHaveLength(1);
  });

  it("keeps Twilio's pace: a 429 is retried later and the text sent once", async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone);
    await record(stage(request.id, driver.id, 'delivered'));
    fake.failNext(429);
    const limitedBefore = fake.rateLimited;
    expect(await sender().runOnce()).toBe(0);
    expect(fake.rateLimited).toBe(limitedBefore + 1);
    const [waiting] = await textsTo(phone);
    expect(waiting!.status).toBe('queued');
    expect(waiting!.errorCode).toBe('20429');
    clock = new Date(clock.getTime() + 5000);
    expect(await sender().runOnce()).toBe(1);
    expect(sentTo(phone)).toHaveLength(1);
    expect(await sender().runOnce()).toBe(0);
  });

  it('two instances send each text once, within the fake provider’s per-second limit', async () => {
    fake.setMaxPerSecond(2);
    // A second after the texts of the tests before: the fake's limit counts every message it took.
    clock = new Date(clock.getTime() + 2000);
    const request = await insertDispatchableRequest(database.db);
    const phones = Array.from({ length: 12 }, () => nextPhone());
    for (const phone of phones) {
      await queueText(
        database.db,
        {
          serviceRequestId: request.id,
          recipient: 'consignee',
          kind: 'arriving_soon',
          dedupeKey: `test:two:${phone}`,
          toPhone: phone,
          language: 'en',
          timeZone: 'America/Chicago',
          companyName: config.company.name,
          referenceId: request.referenceId,
        },
        clock,
      );
    }
    const rateLimitedBefore = fake.rateLimited;
    const [first, second] = await Promise.all([sender({ maxPerSecond: 2 }).runOnce(), sender({ maxPerSecond: 2 }).runOnce()]);
    expect(first + second).toBe(12);
    for (const phone of phones) expect(sentTo(phone)).toHaveLength(1);
    expect(fake.rateLimited).toBe(rateLimitedBefore);
  });

  it('records a number Twilio knows unsubscribed (21610) as opted out, and an invalid one (21211) as failed', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const unsubscribed = nextPhone();
    const invalid = nextPhone();
    await subscribe(request.id, 'customer', unsubscribed);
    await subscribe(request.id, 'consignee', invalid);
    fake.refuseNumber(unsubscribed, 21610);
    fake.refuseNumber(invalid, 21211);
    await record(stage(request.id, driver.id, 'delivered'));
    await sender({ maxPerSecond: 10 }).runOnce();
    expect((await textsTo(unsubscribed)).map((row) => [row.status, row.errorCode])).toEqual([['failed', '21610']]);
    expect((await textsTo(invalid)).map((row) => [row.status, row.errorCode])).toEqual([['failed', '21211']]);
    const [consent] = await database.db.select().from(textConsents).where(eq(textConsents.phone, unsubscribed));
    expect(consent!.state).toBe('opted_out');
  });
});

describe('the status callback', () => {
  it('updates the text from a signed callback, never moves a delivered one back, and refuses a forged one', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone);
    await record(stage(request.id, driver.id, 'delivered'));
    await sender().runOnce();
    const [message] = sentTo(phone);
    expect(message!.statusCallback).toBe(PUBLIC_BASE_URL + TEXTS_STATUS_WEBHOOK_PATH);

    const forged = await signedPost(TEXTS_STATUS_WEBHOOK_PATH, fake.statusFields(message!, 'failed', '30003'), 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    expect((await textsTo(phone))[0]!.status).toBe('sent');

    expect((await signedPost(TEXTS_STATUS_WEBHOOK_PATH, fake.statusFields(message!, 'delivered'))).statusCode).toBe(204);
    expect((await signedPost(TEXTS_STATUS_WEBHOOK_PATH, fake.statusFields(message!, 'sent'))).statusCode).toBe(204);
    const [row] = await textsTo(phone);
    expect(row!.status).toBe('delivered');
    expect(row!.providerMessageId).toBe(message!.sid);
  });

  it('keeps the error code of an undelivered text', async () => {
    const request = await insertDispatchableRequest(database.db);
    const driver = await insertDriver(database.db);
    const phone = nextPhone();
    await subscribe(request.id, 'consignee', phone);
    await record(stage(request.id, driver.id, 'delivered'));
    await sender().runOnce();
    await signedPost(TEXTS_STATUS_WEBHOOK_PATH, fake.statusFields(sentTo(phone)[0]!, 'undelivered', '30003'));
    expect((await textsTo(phone)).map((row) => [row.status, row.errorCode])).toEqual([['undelivered', '30003']]);
  });
});

describe('subscriptions', () => {
  it('the customer chooses texts for their consignee, with the consent’s words in the language chosen', async () => {
    const request = await insertDispatchableRequest(database.db, { contactEmail: 'texts-owner@rivera.example' });
    const signedIn = await customerSession(app, database.db, 'texts-owner@rivera.example');
    // Our pages are PUBLIC_BASE_URL's here, served over HTTPS: its origin, and the cookie's __Host- name.
    const customer = customerClient(app, signedIn.email, `__Host-${signedIn.cookie}`);
    const withOrigin = (options: Parameters<typeof customer.request>[0]) =>
      customer.request({ ...options, headers: { origin: PUBLIC_BASE_URL } });
    const put = await withOrigin({
      method: 'PUT',
      url: `${customerTextsPath(request.referenceId)}/consignee`,
      payload: { phone: '(312) 555-0987', milestones: ['delivered', 'arriving_soon'], consent: true, language: 'es' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      available: true,
      customer: null,
      consignee: {
        phone: '+13125550987',
        milestones: ['arriving_soon', 'delivered'],
        language: 'es',
        consentSource: 'customer_page',
        optedOut: false,
      },
    });
    expect(put.json()).not.toHaveProperty('messages');
    const [stored] = await database.db.select().from(textSubscriptions).where(eq(textSubscriptions.serviceRequestId, request.id));
    expect(stored!.consentText).toBe(
      `Acepto recibir mensajes de texto de ${config.company.name} sobre esta carga en este número, en los momentos elegidos. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos y HELP para obtener ayuda.`,
    );
    const refused = await withOrigin({
      method: 'PUT',
      url: `${customerTextsPath(request.referenceId)}/consignee`,
      payload: { phone: '(312) 555-0987', milestones: ['delivered'], consent: false },
    });
    expect(refused.statusCode).toBe(400);
    const stop = await withOrigin({ method: 'DELETE', url: `${customerTextsPath(request.referenceId)}/consignee` });
    expect(stop.json()).toMatchObject({ consignee: null });
  });

  it("the request form's box makes the customer's subscription; a box that is neither true nor false is refused", async () => {
    const referenceId = await submitRequest(app, brokerRequest({ textUpdates: 'true', contactPhone: '(312) 555-0142' }));
    const [request] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    const [subscription] = await database.db.select().from(textSubscriptions).where(eq(textSubscriptions.serviceRequestId, request!.id));
    expect(subscription).toMatchObject({
      subscriber: 'customer',
      phone: '+13125550142',
      milestones: ['dispatched', 'picked_up', 'arriving_soon', 'delivered', 'delay'],
      language: 'en',
      consentSource: 'request_form',
      consentText: `I agree to receive text messages about this load from ${config.company.name} at this number, at the moments chosen. Message and data rates may apply. Reply STOP to stop, HELP for help.`,
    });
    const unticked = await submitRequest(app, brokerRequest({ textUpdates: '' }));
    const [plain] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, unticked));
    expect(await database.db.select().from(textSubscriptions).where(eq(textSubscriptions.serviceRequestId, plain!.id))).toEqual([]);
    const refused = await app.inject({ method: 'POST', url: '/api/service-requests', payload: brokerRequest({ textUpdates: 'maybe' }) });
    expect(refused.statusCode).toBe(400);
  });

  it('is available, publicly', async () => {
    const response = await app.inject({ method: 'GET', url: TEXTS_AVAILABILITY_PATH });
    expect(response.json()).toEqual({ available: true });
  });
});

describe('with texts off', () => {
  let offDatabase: DatabaseHandle;
  let offApp: FastifyInstance;
  beforeAll(async () => {
    ({ database: offDatabase, app: offApp } = await startTestApp());
  });
  afterAll(() => stopTestApp(offApp, offDatabase));

  it('queues nothing, says texts are not available, and refuses a subscription with 409', async () => {
    expect((await offApp.inject({ method: 'GET', url: TEXTS_AVAILABILITY_PATH })).json()).toEqual({ available: false });
    const request = await insertDispatchableRequest(offDatabase.db, { contactEmail: 'no-texts@rivera.example' });
    const driver = await insertDriver(offDatabase.db);
    await offDatabase.db.insert(textSubscriptions).values({
      serviceRequestId: request.id,
      subscriber: 'consignee',
      phone: '+13125550999',
      milestones: ['delivered'],
      language: 'en',
      consentText: 'I agree',
      consentSource: 'office',
      consentedAt: new Date(),
    });
    const listener = textsLoadEventListener({ ...deps(), db: offDatabase.db, texts: undefined });
    await offDatabase.db.transaction((tx) => listener(tx, stage(request.id, driver.id, 'delivered')));
    expect(await offDatabase.db.select().from(textMessages)).toEqual([]);

    const customer = await customerSession(offApp, offDatabase.db, 'no-texts@rivera.example');
    const get = await customer.request({ method: 'GET', url: customerTextsPath(request.referenceId) });
    expect(get.json()).toMatchObject({ available: false });
    const put = await customer.request({
      method: 'PUT',
      url: `${customerTextsPath(request.referenceId)}/customer`,
      payload: { phone: '(312) 555-0987', milestones: ['delivered'], consent: true },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json<{ message: string }>().message).toMatch(/not available/);
    // The webhooks have no token to check against: nothing to receive.
    expect(
      (
        await offApp.inject({
          method: 'POST',
          url: TEXTS_INBOUND_WEBHOOK_PATH,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'Body=STOP',
        })
      ).statusCode,
    ).toBe(404);
  });
});
