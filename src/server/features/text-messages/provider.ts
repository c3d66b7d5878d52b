// Twilio, through its official SDK (issue 40; decision 084), loaded only when the first text goes:
// the SDK is large and a site without texts never needs it (tests/e2e memory-at-rest). Its host
// is fixed to https://api.twilio.com; a RequestClient of our own rewrites it to
// TWILIO_API_BASE_URL, so tests and a local stand-in get the very calls the SDK makes.
import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { TextSettings } from '../../config.js';

const TWILIO_API = 'https://api.twilio.com';
/** Long enough for Twilio's answer; a text whose answer never came is not sent again (decision 084). */
const REQUEST_TIMEOUT_MS = 15_000;

export interface TextToSend {
  to: string;
  body: string;
  /** Where Twilio posts the text's delivery status. */
  statusCallback: string;
}

/** Twilio's answer: the message's SID (SM…) and its first status. */
export interface SentText {
  sid: string;
  status: string;
}

export interface TextProvider {
  send(text: TextToSend): Promise<SentText>;
}

/** Why Twilio refused, as the sender sorts it: an HTTP status and Twilio's error code when it answered. */
export interface ProviderRefusal {
  status: number | undefined;
  code: number | undefined;
  /** A network error's code (ECONNREFUSED…), when Twilio never answered. */
  networkCode: string | undefined;
}

export function twilioProvider(settings: TextSettings): TextProvider {
  let client: Promise<Twilio> | undefined;
  const clientOf = () => (client ??= makeClient(settings));
  return {
    async send(text) {
      const sender =
        settings.sender.kind === 'number' ? { from: settings.sender.from } : { messagingServiceSid: settings.sender.messagingServiceSid };
      const message = await (
        await clientOf()
      ).messages.create({ to: text.to, body: text.body, statusCallback: text.statusCallback, ...sender });
      return { sid: message.sid, status: message.status };
    },
  };
}

async function makeClient(settings: TextSettings): Promise<Twilio> {
  const { default: twilio } = await import('twilio');
  const apiBaseUrl = settings.apiBaseUrl;
  // Every request the SDK makes goes through this client: the host swapped, nothing else changed.
  class RebasedRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const uri = opts.uri.startsWith(TWILIO_API) ? apiBaseUrl + opts.uri.slice(TWILIO_API.length) : opts.uri;
      return super.request<TData>({ ...opts, uri, timeout: opts.timeout ?? REQUEST_TIMEOUT_MS });
    }
  }
  const httpClient = apiBaseUrl === TWILIO_API ? undefined : new RebasedRequestClient({ timeout: REQUEST_TIMEOUT_MS });
  // autoRetry off: a 429 goes back to the queue, which keeps the pace (sender.ts).
  return twilio(settings.accountSid, settings.authToken, {
    autoRetry: false,
    timeout: REQUEST_TIMEOUT_MS,
    ...(httpClient ? { httpClient } : {}),
  });
}

/** What a failed send tells: Twilio's HTTP status and code, or the network's error code. */
export function refusalOf(error: unknown): ProviderRefusal {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const status = typeof record.status === 'number' ? record.status : undefined;
  const code = typeof record.code === 'number' ? record.code : undefined;
  const networkCode = typeof record.code === 'string' ? record.code : undefined;
  return { status, code, networkCode };
}
