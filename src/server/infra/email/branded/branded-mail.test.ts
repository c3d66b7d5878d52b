// Every customer mail rendered to both parts on rows from a real database: the HTML in the branded
// layout (wordmark, a button to the customer's page, dark-mode meta, the footer's MC and DOT
// numbers), the text part with the same URL and no markup, and what a customer typed inert in both.
import type { BilledLine } from '../../../../shared/invoicing/billed-lines.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertServiceRequestRow, sentInvoiceColumns } from '../../../../../tests/support/service-requests.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../../tests/support/test-database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { serviceRequests } from '../../../db/schema.js';
import { customerSignInEmail } from '../../../features/customer-portal/account/emails.js';
import { payerReceipt, refundEmail } from '../../../features/payments/emails.js';
import { insertLedgerEntry, type LedgerRow } from '../../../features/payments/ledger-repository.js';
import { invoiceEmail, quoteEmail, statusChangedEmail } from '../../../features/service-requests/admin-emails.js';
import { requestReceivedEmails } from '../../../features/service-requests/emails.js';
import type { ServiceRequestRow } from '../../../features/service-requests/repository.js';
import { invitationEmail } from '../../../features/team/emails.js';
import { type OutgoingEmail } from '../outgoing-email.js';

/** The invoice's billed lines: linehaul and a fuel surcharge by the mile. */
const INVOICE_LINES: BilledLine[] = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1200.00', amount: '1200.00' },
  {
    kind: 'fuel_surcharge',
    description: 'Diesel $3.859, week of 2026-03-16',
    quantity: '250',
    unit: 'miles',
    rate: '0.40',
    amount: '100.00',
  },
];

const SITE = 'https://lakeshore.example';
const company = { ...testConfig().company, name: 'Lakeshore Freight', mcNumber: '123456', dotNumber: '1234567' };
const context = { company, publicBaseUrl: SITE, operationsEmail: 'ops@lakeshore.example' };

// A name stored before one-line fields were enforced: markup, a link, and a forged line of ours.
const HOSTILE_NAME = 'Dana <script>alert(1)</script> http://evil.example\r\nE-mail: attacker@evil.example';
const QUOTED_NAME = '"Dana <script>alert(1)</script> http://evil.example  E-mail: attacker@evil.example"';

let database: DatabaseHandle;
let request: ServiceRequestRow;
let invoicePayment: LedgerRow;
let freeFormPayment: LedgerRow;
let overpayment: LedgerRow;

beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await insertServiceRequestRow(database.db, {
    contactName: HOSTILE_NAME,
    pickupAddress: '1 Main St www.evil.example',
    status: 'in-transit',
    estimatedQuote: '1250.00',
    quoteValidUntil: '2026-03-20',
    finalAmount: '1300.00',
    ...(await sentInvoiceColumns(database.db, new Date('2026-03-22T10:00:00Z'))),
  });
  [request] = (await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id))) as [ServiceRequestRow];
  const paid = {
    provider: 'stripe',
    method: 'credit_card',
    amount: '1300.00',
    status: 'succeeded',
    payerEmail: 'dana@broker.example',
  } as const;
  invoicePayment = await insertLedgerEntry(database.db, { ...paid, serviceRequestId: id, customerReference: request.referenceId });
  overpayment = await insertLedgerEntry(database.db, {
    ...paid,
    serviceRequestId: id,
    customerReference: request.referenceId,
    overpayment: true,
  });
  freeFormPayment = await insertLedgerEntry(database.db, {
    ...paid,
    amount: '25.00',
    customerReference: 'load 7 https://evil.example/pay',
  });
});

afterAll(async () => {
  await database?.close();
});

const portalUrl = () => `${SITE}/account/request?ref=${encodeURIComponent(request.referenceId)}`;
const refund = { id: 'refund-1', amount: '100.00', providerRefundId: 're_1', provider: 'stripe' };

const MAIL_NAMES = ['confirmation', 'status', 'quote', 'invoice', 'receipt', 'overpayment receipt', 'refund', 'free-form receipt'] as const;
type MailName = (typeof MAIL_NAMES)[number];

/** Built when a test runs: the rows exist only once beforeAll has run. */
function customerMail(name: MailName): { mail: OutgoingEmail; button: string; url: string } {
  const entry = customerMails().find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no mail named ${name}`);
  return entry;
}

function customerMails(): { name: MailName; mail: OutgoingEmail; button: string; url: string }[] {
  const [confirmation] = requestReceivedEmails(request, 0, context);
  return [
    { name: 'confirmation', mail: confirmation!, button: 'View your request', url: portalUrl() },
    { name: 'status', mail: statusChangedEmail(request, context), button: 'View your request', url: portalUrl() },
    { name: 'quote', mail: quoteEmail(request, [], context), button: 'Review and accept the quote', url: portalUrl() },
    { name: 'invoice', mail: invoiceEmail(request, INVOICE_LINES, context), button: 'View invoice and pay', url: portalUrl() },
    { name: 'receipt', mail: payerReceipt(invoicePayment, context, 'en')!, button: 'View your request', url: portalUrl() },
    { name: 'overpayment receipt', mail: payerReceipt(overpayment, context, 'en')!, button: 'View your request', url: portalUrl() },
    { name: 'refund', mail: refundEmail(invoicePayment, refund, context, 'en')!, button: 'View your request', url: portalUrl() },
    { name: 'free-form receipt', mail: payerReceipt(freeFormPayment, context, 'en')!, button: 'Open your account', url: `${SITE}/account` },
  ];
}

/** Any tag but those of the layout (layout.tsx, button.tsx and React Email's components). */
const LAYOUT_TAGS_ONLY = /<(?!\/?(a|br|html|head|meta|body|div|table|tbody|tr|td|p|span|img)\b|!doctype)/i;

/** The text part with the typed values we put in it taken out: what is left is ours alone. */
const ourText = (text: string) => text.replaceAll(QUOTED_NAME, '').replaceAll('"load 7 https://evil.example/pay"', '');

describe('customer mails in the branded layout', () => {
  it.each(MAIL_NAMES)('%s: both parts, one button to the customer page', (name) => {
    const { mail, button, url } = customerMail(name);
    const html = mail.html ?? '';
    // The header's wordmark and the footer's numbers.
    expect(html).toContain(`>${company.name}</span>`);
    expect(html).toContain(`MC #${company.mcNumber} · DOT #${company.dotNumber}`);
    expect(html).toContain(`Call us 24/7 at ${company.supportPhone}`);
    // Dark mode: the mail says it has its own colours for both schemes.
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    // Phones: one column at most 600px wide, 16px text.
    expect(html).toContain('max-width:600px');
    expect(html).toContain('font-size:16px');
    // The button: a solid cell 44px tall holding the link, white on the button's colour.
    const buttonLink = `<a href="${url.replaceAll('&', '&amp;')}" style="`;
    expect(html).toContain(buttonLink);
    expect(html).toMatch(
      new RegExp(`<td align="center" height="44" style="background-color:#[0-9a-f]{6};[^"]*height:44px">${escapeRegExp(buttonLink)}`),
    );
    expect(html).toMatch(new RegExp(`color:#ffffff;background-color:#[0-9a-f]{6}[^"]*">${escapeRegExp(button)}</a>`));
    // The text part: the same URL on the button's own line, before the signature, and no markup.
    expect(mail.text).toContain(
      `\n${button}: ${url}\n\n${mail.text.includes('immediate') ? 'Need immediate assistance?' : 'Need help?'} Call us`,
    );
    expect(mail.text).toContain(`MC #${company.mcNumber} · DOT #${company.dotNumber}`);
    expect(ourText(mail.text)).not.toMatch(/[<>]/);
  });

  it.each(MAIL_NAMES)('%s: no text colour without its background colour', (name) => {
    const { mail } = customerMail(name);
    const styles = [...(mail.html ?? '').matchAll(/style="([^"]*)"/g)].map((match) => match[1] ?? '');
    const coloured = styles.filter((style) => /(^|;)color:/.test(style));
    expect(coloured.length).toBeGreaterThan(0);
    expect(coloured.filter((style) => !/(^|;)background-color:/.test(style))).toEqual([]);
  });

  it.each(MAIL_NAMES)('%s: what a customer typed stays inert', (name) => {
    const { mail } = customerMail(name);
    const html = mail.html ?? '';
    expect(html).not.toMatch(/<script|evil\.example|www\.evil|https?:\/\/evil/i);
    expect([...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]).filter((href) => !href?.startsWith(SITE))).toEqual([]);
    expect(html).not.toMatch(/<img\b/);
    // Only the layout's own tags: what a customer typed never adds one.
    expect(html).not.toMatch(LAYOUT_TAGS_ONLY);
    // No line of the text part is one the customer wrote.
    expect(mail.text.split('\n').filter((line) => line.startsWith('E-mail:'))).toEqual([]);
    expect(mail.text).not.toMatch(/[\r\u2028\u2029]/);
  });

  it('greets with the name quoted in the text and escaped, link-defused, in the HTML', () => {
    const mail = statusChangedEmail(request, context);
    expect(mail.text.split('\n')[0]).toBe(`Hello ${QUOTED_NAME},`);
    expect(mail.html).toContain(
      'Hello &quot;Dana &lt;script&gt;alert(1)&lt;/script&gt; http:\u200b//evil.\u200bexample  E-mail:\u200b attacker@\u200bevil.\u200bexample&quot;,',
    );
  });

  it('the quote states its amount and until when it holds, in both parts', () => {
    const mail = quoteEmail(request, [], context);
    expect(mail.subject).toBe(`Your estimate for request ${request.referenceId}: $1,250.00`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Our estimate for your request ${request.referenceId} is $1,250.00. It is valid until Mar 20, 2026.`);
    }
  });

  it('the invoice keeps its payment link and carries the invoice as a PDF', () => {
    const mail = invoiceEmail(request, INVOICE_LINES, context);
    const payUrl = `${SITE}/payment?ref=${encodeURIComponent(request.referenceId)}`;
    expect(mail.subject).toBe(`Invoice for request ${request.referenceId}: $1,300.00`);
    expect(mail.text).toContain(`Pay online by card, PayPal, bank transfer, Zelle, wire or ACH: ${payUrl}`);
    // Each billed line, with its arithmetic when it is priced by quantity.
    expect(mail.text).toContain('Linehaul: Detroit, MI to Chicago, IL, $1,200.00');
    expect(mail.text).toContain('Fuel surcharge: Diesel $3.859, week of 2026-03-16, 250 miles x $0.40 = $100.00');
    expect(request.invoiceNumber).toBe('INV-2026-000001');
    expect(mail.text).toContain('Invoice number: INV-2026-000001');
    expect(mail.html).toContain('Invoice number: INV-2026-000001');
    expect(mail.html).toContain(`<a href="${payUrl}">${payUrl}</a>`);
    expect(mail.attachments).toEqual([{ kind: 'invoice', serviceRequestId: request.id }]);
  });

  it('the payer receipt carries the receipt as a PDF; money to refund and a refund carry none', () => {
    expect(payerReceipt(invoicePayment, context, 'en')?.attachments).toEqual([{ kind: 'receipt', paymentId: invoicePayment.id }]);
    expect(payerReceipt(overpayment, context, 'en')?.attachments).toBeUndefined();
    expect(refundEmail(invoicePayment, refund, context, 'en')?.attachments).toBeUndefined();
  });

  it('the confirmation keeps its tracking link and its own help line', () => {
    const [mail] = requestReceivedEmails(request, 0, context);
    const track = `${SITE}/track?ref=${encodeURIComponent(request.referenceId)}`;
    expect(mail?.html).toContain(`<a href="${track}">${track}</a>`);
    expect(mail?.html).toContain(`Need immediate assistance? Call us 24/7 at ${company.supportPhone}`);
  });

  it('the sign-in mail is branded through the same body', () => {
    const mail = customerSignInEmail({ to: 'dana@broker.example', token: 'tok', code: '123456', language: 'en' }, context);
    expect(mail.html).toContain(`>${company.name}</span>`);
    expect(mail.html).toContain(`MC #${company.mcNumber} · DOT #${company.dotNumber}`);
    // The link is the mail's button, in both parts.
    expect(mail.html).toContain(`href="${SITE}/account/sign-in#token=tok"`);
    expect(mail.html).toContain('>Sign in</a>');
    expect(mail.text).toContain(`Sign in: ${SITE}/account/sign-in#token=tok`);
  });

  it('shows a configured logo beside the wordmark, as decoration only', () => {
    const withLogo = { ...context, company: { ...company, logoUrl: 'https://lakeshore.example/logo.png' } };
    const html = statusChangedEmail(request, withLogo).html ?? '';
    const image = html.match(/<img\b[^>]*>/)?.[0] ?? '';
    expect(image).toContain('src="https://lakeshore.example/logo.png"');
    expect(image).toContain('alt=""');
    expect(html).toContain(`>${company.name}</span>`);
    expect(html).not.toMatch(LAYOUT_TAGS_ONLY);
  });

  it('a staff mail is branded too, with no button to the customer page', () => {
    const mail = invitationEmail(
      {
        to: 'new@lakeshore.example',
        role: 'operations',
        invitedBy: 'Alex https://evil.example',
        token: 'tok',
        expiresAt: new Date('2026-03-20T12:00:00Z'),
      },
      context,
    );
    expect(mail.html).toContain(`>${company.name}</span>`);
    expect(mail.html).not.toContain('/account');
    expect(mail.html).not.toMatch(/evil\.example/);
    expect(mail.text).not.toContain('/account');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
