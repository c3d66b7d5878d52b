// A local HTTP server that speaks the part of Twilio's API we use (issue 40; decision 084): the
// Messages resource our real `twilio` SDK posts to, with Basic auth checked, Twilio's JSON answer
// and its 429 (code 20429) past a messages-per-second limit. It keeps every message it took, can
// refuse a number as Twilio does, and posts what Twilio posts to us (status callbacks, inbound
// texts), signed the way Twilio signs them (X-Twilio-Signature: HMAC-SHA1 of the URL and the
// sorted form fields, base64, with the auth token).
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_AUTH_TOKEN = 'fedcba9876543210'.repeat(2);
export const FAKE_TWILIO_FROM = '+13125550100';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  /** When the fake took it (its own clock). */
  at: Date;
}

export interface FakeTwilioOptions {
  accountSid?: string;
  authToken?: string;
  /** Messages a second before a 429; unset: no limit. */
  maxPerSecond?: number;
  /** The clock the rate limit counts by (tests pass their fake one). */
  now?: () => Date;
}

export interface FakeTwilio {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** Every message taken, in order. */
  messages: FakeTwilioMessage[];
  /** How many creates it answered 429. */
  rateLimited: number;
  /** Every request's Authorization was right (a wrong one is answered 401 and counted here). */
  unauthorized: number;
  setMaxPerSecond(limit: number | undefined): void;
  /** Answers every message to this number with Twilio's error (e.g. 21211 invalid number, 21610 unsubscribed). */
  refuseNumber(phone: string, code: number, status?: number): void;
  /** The next `times` creates answer this HTTP status (e.g. 500, 429). */
  failNext(status: number, times?: number): void;
  /** Signs form fields for a URL as Twilio does. */
  sign(url: string, params: Record<string, string>): string;
  /** The form fields Twilio posts to a status callback for a message. */
  statusFields(message: FakeTwilioMessage, status: string, errorCode?: string): Record<string, string>;
  /** The form fields Twilio posts to the number's webhook for an inbound text. */
  inboundFields(from: string, body: string): Record<string, string>;
  /** Posts a signed status callback for a message (to its StatusCallback, or `url`). */
  postStatus(message: FakeTwilioMessage, status: string, errorCode?: string, url?: string): Promise<Response>;
  /** Posts a signed inbound text, as the number's webhook receives it. */
  postInbound(url: string, from: string, body: string, signature?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startFakeTwilio(options: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? FAKE_TWILIO_ACCOUNT_SID;
  const authToken = options.authToken ?? FAKE_TWILIO_AUTH_TOKEN;
  const now = options.now ?? (() => new Date());
  let maxPerSecond = options.maxPerSecond;
  const refusals = new Map<string, { code: number; status: number }>();
  let failure: { status: number; times: number } | undefined;
  const messages: FakeTwilioMessage[] = [];
  const fake = { rateLimited: 0, unauthorized: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  function answer(request: IncomingMessage, body: string): { status: number; body: unknown } {
    if (request.headers.authorization !== expectedAuth) {
      fake.unauthorized++;
      return twilioError(401, 20003, 'Authenticate');
    }
    if (request.method !== 'POST' || request.url !== messagesPath) return twilioError(404, 20404, 'The requested resource was not found');
    if (failure) {
      const { status } = failure;
      failure = failure.times > 1 ? { status, times: failure.times - 1 } : undefined;
      return status === 429 ? tooManyRequests(fake) : twilioError(status, 20500, 'Internal Server Error');
    }
    const form = new URLSearchParams(body);
    const at = now();
    if (maxPerSecond !== undefined) {
      const recent = messages.filter((message) => at.getTime() - message.at.getTime() < 1000).length;
      if (recent >= maxPerSecond) return tooManyRequests(fake);
    }
    const to = form.get('To') ?? '';
    const refusal = refusals.get(to);
    if (refusal) return twilioError(refusal.status, refusal.code, `Twilio refused the message (${refusal.code})`);
    if (!form.get('Body')) return twilioError(400, 21602, 'Message body is required.');
    if (!form.get('From') && !form.get('MessagingServiceSid'))
      return twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from: form.get('From') ?? undefined,
      messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
      body: form.get('Body') ?? '',
      statusCallback: form.get('StatusCallback') ?? undefined,
      at,
    };
    messages.push(message);
    return { status: 201, body: messageJson(accountSid, message) };
  }

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const reply = answer(request, body);
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const sign = (url: string, params: Record<string, string>) => twilioSignature(authToken, url, params);
  async function postSigned(url: string, params: Record<string, string>, signature = sign(url, params)): Promise<Response> {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    });
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    get rateLimited() {
      return fake.rateLimited;
    },
    get unauthorized() {
      return fake.unauthorized;
    },
    setMaxPerSecond: (limit) => {
      maxPerSecond = limit;
    },
    refuseNumber: (phone, code, status = 400) => {
      refusals.set(phone, { code, status });
    },
    failNext: (status, times = 1) => {
      failure = { status, times };
    },
    sign,
    statusFields: (message, status, errorCode) => statusFieldsOf(message, status, errorCode),
    inboundFields: (from, body) => inboundFieldsOf(from, body),
    postStatus: (message, status, errorCode, url) => {
      const target = url ?? message.statusCallback;
      if (!target) throw new Error('the message had no StatusCallback');
      return postSigned(target, statusFieldsOf(message, status, errorCode));
    },
    postInbound: (url, from, body, signature) => postSigned(url, inboundFieldsOf(from, body), signature),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function statusFieldsOf(message: FakeTwilioMessage, status: string, errorCode?: string): Record<string, string> {
    return {
      AccountSid: accountSid,
      MessageSid: message.sid,
      SmsSid: message.sid,
      MessageStatus: status,
      SmsStatus: status,
      To: message.to,
      From: message.from ?? FAKE_TWILIO_FROM,
      ApiVersion: '2010-04-01',
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    };
  }

  function inboundFieldsOf(from: string, body: string): Record<string, string> {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    return {
      AccountSid: accountSid,
      MessageSid: sid,
      SmsMessageSid: sid,
      SmsSid: sid,
      From: from,
      To: FAKE_TWILIO_FROM,
      Body: body,
      NumMedia: '0',
      NumSegments: '1',
      ApiVersion: '2010-04-01',
    };
  }
}

/** Twilio's webhook signature: HMAC-SHA1 over the URL followed by each field's name and value, sorted by name. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, key) => signed + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

function messageJson(accountSid: string, message: FakeTwilioMessage): Record<string, unknown> {
  const created = message.at.toUTCString();
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body,
    date_created: created,
    date_sent: null,
    date_updated: created,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from ?? null,
    messaging_service_sid: message.messagingServiceSid ?? null,
    num_media: '0',
    num_segments: String(segmentsOf(message.body)),
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
    to: message.to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  };
}

// GSM-7 texts take 160 characters a segment (153 once split); anything else is UCS-2, 70 (67).
function segmentsOf(body: string): number {
  const gsm = /^[\n\r !"#$%&'()*+,\-./0-9:;<=>?@A-Z_a-z£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉÄÖÑÜ§¿äöñüà]*$/.test(body);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / multi);
}

function twilioError(status: number, code: number, message: string): { status: number; body: unknown } {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

function tooManyRequests(fake: { rateLimited: number }): { status: number; body: unknown } {
  fake.rateLimited++;
  return twilioError(429, 20429, 'Too Many Requests');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
