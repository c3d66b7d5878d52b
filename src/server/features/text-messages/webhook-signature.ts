// Twilio's webhook signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security):
// HMAC-SHA1, keyed with the auth token, of the full URL followed by each POST field's name and
// value in the names' order, base64. Our own few lines instead of the SDK's, so a webhook never
// loads the SDK; tests prove both agree (text-messages.test.ts).
import { createHmac } from 'node:crypto';

export function webhookSignature(authToken: string, url: string, form: Record<string, string>): string {
  const signed = Object.keys(form)
    .sort()
    .reduce((data, name) => data + name + form[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(signed, 'utf8')).digest('base64');
}
