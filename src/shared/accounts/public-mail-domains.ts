// Mail domains anyone can sign up at (decision 072). A company domain confirmed on an account
// attaches every request from an address at it, so one of these would hand a stranger's requests
// (and the account's invoices) to whoever writes from a free mailbox: the office may confirm a
// company's own domain, never one of these. Kept once, here, for the server's check and the form.

export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aim.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'comcast.net',
  'verizon.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'juno.com',
  'netzero.net',
  'qq.com',
  '163.com',
  'web.de',
];

const PUBLIC = new Set(PUBLIC_MAIL_DOMAINS);

/**
 * A free mailbox provider, or a regional one of the big providers (yahoo.co.uk, hotmail.es,
 * outlook.com.mx): the domain's first label is one of theirs and the rest is a country's.
 */
export function isPublicMailDomain(domain: string): boolean {
  const name = domain.toLowerCase();
  if (PUBLIC.has(name)) return true;
  const [first, ...rest] = name.split('.');
  return REGIONAL_PROVIDERS.has(first ?? '') && rest.length > 0 && rest.every((label) => label.length <= 3);
}

/** Providers that keep a domain per country (yahoo.com.mx, hotmail.co.uk, outlook.es, gmx.de). */
const REGIONAL_PROVIDERS = new Set(['gmail', 'yahoo', 'hotmail', 'outlook', 'live', 'msn', 'aol', 'gmx', 'yandex', 'icloud', 'protonmail']);
