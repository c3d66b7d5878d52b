// Attack battery: what customers type reaching our mails, what they name their files, and who
// may read DATA_DIR. One-line fields refuse line breaks and direction overrides (400, nothing
// stored, no mail); free text in mails is quoted so it can forge no line of ours and no link;
// an upload is stored and served under a safe name with its detected type's extension; every
// folder under DATA_DIR is 0700 and every file 0600. Add a field to ONE_LINE_FORMS (or to
// FREE_TEXT_FIELDS / CONSTRAINED_FIELDS) when a form grows; the last test there insists.
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_LINE_MESSAGE } from '../../src/shared/form-schema-fields.js';
import { DRIVER_APPLICATION_FIELDS, DRIVER_DOCUMENTS } from '../../src/shared/driver-applications/driver-application-schema.js';
import { checkoutRequestSchema, freeFormReportSchema, paypalOrderRequestSchema } from '../../src/shared/payments/payments.js';
import {
  brokerRequestSchema,
  dispatcherRequestSchema,
  shipperRequestSchema,
} from '../../src/shared/service-requests/service-request-schemas.js';
import type { AdminDriverApplicationDetail } from '../../src/shared/driver-applications/admin-driver-applications.js';
import type { AdminServiceRequestDetail } from '../../src/shared/service-requests/admin-service-requests.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { driverApplications, emailOutbox, payments, serviceRequests, uploads } from '../../src/server/db/schema.js';
import { applicationReceivedEmails } from '../../src/server/features/driver-applications/emails.js';
import { requestReceivedEmails } from '../../src/server/features/service-requests/emails.js';
import { enqueueEmails } from '../../src/server/infra/email/outbox-repository.js';
import { localDiskStorage } from '../../src/server/infra/storage/local-disk-storage.js';
import { createTestAdmin, signIn, type AdminClient } from '../support/admin.js';
import { applicationFields } from '../support/driver-applications.js';
import { filesByFolder, notPrivate, startOnDataDir } from '../support/data-dir.js';
import { HTML_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../support/files.js';
import { appWithUploadFolder, countRows, filesUnder, rawMultipart, type RawPart } from '../support/security.js';
import { brokerRequest, insertServiceRequestRow, multipart, nextClientAddress, shipperFields } from '../support/service-requests.js';
import { scratchFolder, testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';
import { type OutgoingEmail } from '../../src/server/infra/email/outgoing-email.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let uploadsDir: string;
let admin: AdminClient;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app, uploadsDir } = await appWithUploadFolder(database));
  await createTestAdmin(database.db);
  admin = await signIn(app);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const SITE = 'http://localhost:5000';

async function stored() {
  const [ledger] = await database.db.select({ value: count() }).from(payments);
  const [mails] = await database.db.select({ value: count() }).from(emailOutbox);
  return { ...(await countRows(database)), payments: ledger?.value ?? 0, mails: mails?.value ?? 0, files: filesUnder(uploadsDir).length };
}

const postJson = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

function postParts(url: string, fields: Record<string, string>, files: RawPart[]): Promise<LightMyRequestResponse> {
  const body = rawMultipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

const filePart = (name: string, filenameParameter: string, value: Buffer): RawPart => ({
  name,
  filenameParameter,
  value,
  contentType: 'application/octet-stream',
});
const APPLICATION_FILES = [
  filePart('resumeFile', 'filename="resume.pdf"', PDF_BYTES),
  filePart('licenseFile', 'filename="license.png"', PNG_BYTES),
  // The signature drawn under the certification (issue 41).
  filePart('signatureFile', 'filename="signature.png"', PNG_BYTES),
];

function dispatcherRequest(): Record<string, string> {
  const { carrierRequirements: _broker, ...common } = brokerRequest({ userRole: 'dispatcher', serviceType: 'load-sourcing' });
  return { ...common, equipmentNeeded: 'Dry vans' };
}

// ---------------------------------------------------------------------------------------------
// One-line fields.

const LINE_BREAKERS = [
  { name: 'CR', character: '\r' },
  { name: 'LF', character: '\n' },
  { name: 'CRLF', character: '\r\n' },
  { name: 'U+2028 (line separator)', character: '\u2028' },
  { name: 'U+202E (right-to-left override)', character: '\u202e' },
];

/** A value that is valid but for `character`, which sits inside it (a trailing break would be trimmed away). */
function hostileValue(field: string, character: string): string {
  if (/email/i.test(field)) return `jordan${character}@rivera.example`;
  if (/phone/i.test(field)) return `313${character}5550199`;
  if (field === 'licenseNumber') return `W123${character}456`;
  return `Jordan${character}E-mail: attacker@evil.example`;
}

interface OneLineForm {
  form: string;
  fields: string[];
  /** Sends the form's valid submission with `field` set to `value` (undefined: as it is). */
  send: (field?: string, value?: string) => Promise<LightMyRequestResponse>;
  acceptedStatus: number;
}

const ONE_LINE_FORMS: OneLineForm[] = [
  {
    form: 'broker request (JSON)',
    fields: ['contactName', 'contactCompany', 'contactEmail', 'contactPhone', 'loadVolume', 'preferredLanes'],
    send: (field, value) =>
      postJson('/api/service-requests', {
        ...brokerRequest({ loadVolume: '2 a week', preferredLanes: 'Detroit - Chicago' }),
        ...(field ? { [field]: value } : {}),
      }),
    acceptedStatus: 201,
  },
  {
    form: 'dispatcher request (JSON)',
    fields: ['dispatchingRates', 'loadTypes'],
    send: (field, value) =>
      postJson('/api/service-requests', {
        ...dispatcherRequest(),
        dispatchingRates: '8%',
        loadTypes: 'Dry',
        ...(field ? { [field]: value } : {}),
      }),
    acceptedStatus: 201,
  },
  {
    form: 'shipper request (multipart, with a photo)',
    fields: [
      'itemType',
      'pickupAddress',
      'pickupAddress2',
      'pickupCity',
      'deliveryAddress',
      'deliveryAddress2',
      'deliveryCity',
      'contactName',
    ],
    send: (field, value) =>
      postParts(
        '/api/service-requests',
        {
          ...shipperFields({ itemType: 'Sofa', pickupAddress2: 'Suite 1', deliveryAddress2: 'Dock 4' }),
          ...(field ? { [field]: value ?? '' } : {}),
        },
        [filePart('itemPhotos', 'filename="sofa.png"', PNG_BYTES)],
      ),
    acceptedStatus: 201,
  },
  {
    form: 'driver application (multipart, with documents)',
    fields: ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'licenseNumber', 'endorsements', 'previousEmployer'],
    send: (field, value) =>
      postParts('/api/driver-applications', applicationFields(field ? { [field]: value ?? '' } : {}), APPLICATION_FILES),
    acceptedStatus: 201,
  },
  {
    form: 'free-form payment report',
    fields: ['referenceId', 'email'],
    send: (field, value) =>
      postJson('/api/payments/report', {
        method: 'zelle',
        amount: '25.00',
        email: 'payer@example.com',
        referenceId: 'load 42',
        ...(field ? { [field]: value } : {}),
      }),
    acceptedStatus: 200,
  },
  {
    form: 'card checkout',
    fields: ['referenceId', 'email'],
    send: (field, value) =>
      postJson('/api/payments/stripe/checkout', {
        amount: '25.00',
        email: 'payer@example.com',
        referenceId: 'load 42',
        ...(field ? { [field]: value } : {}),
      }),
    acceptedStatus: 200,
  },
  {
    form: 'card payment on our page',
    fields: ['referenceId'],
    send: (field, value) =>
      postJson('/api/create-payment-intent', { amount: '25.00', referenceId: 'load 42', ...(field ? { [field]: value } : {}) }),
    acceptedStatus: 200,
  },
  {
    form: 'PayPal order',
    fields: ['referenceId'],
    send: (field, value) => postJson('/paypal/order', { amount: '25.00', referenceId: 'load 42', ...(field ? { [field]: value } : {}) }),
    acceptedStatus: 200,
  },
  ...[
    'service-requests',
    'driver-applications',
    'driver-profiles',
    'payments',
    'export/service-requests',
    'export/driver-applications',
    'export/payments',
  ].map((list): OneLineForm => ({
    form: `admin search of ${list}`,
    fields: ['search'],
    send: (field, value) =>
      admin.request({ method: 'GET', url: `/api/admin/${list}${field ? `?search=${encodeURIComponent(value ?? '')}` : ''}` }),
    acceptedStatus: 200,
  })),
];

describe.each(ONE_LINE_FORMS)('one-line fields of the $form', ({ fields, send, acceptedStatus }) => {
  it('its valid submission is accepted (the rows below fail for their character alone)', async () => {
    expect((await send()).statusCode).toBe(acceptedStatus);
  });

  const rows = fields.flatMap((field) => LINE_BREAKERS.map(({ name, character }) => ({ field, name, character })));
  it.each(rows)('$field with $name: 400 naming it, nothing stored, no mail', async ({ field, character }) => {
    const before = await stored();
    const response = await send(field, hostileValue(field, character));
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: expect.stringContaining(`${field}: ${ONE_LINE_MESSAGE}`) as string,
    });
    expect(await stored()).toEqual(before);
  });
});

// Fields that may hold several lines (typed into a text area), and fields whose format already
// rules out any control character (choices, dates, numbers, amounts).
const FREE_TEXT_FIELDS = [
  'serviceDescription',
  'additionalNotes',
  'specialHandling',
  'pickupInstructions',
  'deliveryInstructions',
  'carrierRequirements',
  'contractTerms',
  'equipmentNeeded',
  'coverageAreas',
  'reasonForLeaving',
  'additionalInfo',
  'notes',
];
const CONSTRAINED_FIELDS = [
  ...[
    'userRole',
    'serviceType',
    'urgency',
    'length',
    'width',
    'height',
    'weight',
    'pickupState',
    'pickupZip',
    'deliveryState',
    'deliveryZip',
    'preferredDate',
    'preferredTime',
    // The texting consent's box (issue 40): 'true', 'false' or nothing.
    'textUpdates',
  ],
  ...['dateOfBirth', 'state', 'zipCode', 'licenseType', 'cdlClass', 'licenseState', 'licenseExpiration', 'yearsExperience'],
  ...['employmentStartDate', 'employmentEndDate', 'medicalCardExpiration', 'canStartDate'],
  // The 391.21 history (issue 41): JSON, read by its own schema, whose every line is requiredLine
  // (one line) and whose explanations are free text (application-history-schema.test.ts refuses
  // a line break in the signed name).
  'history',
  ...['amount', 'method', 'currency', 'intent', 'acknowledgeReportedTransfer'],
];

it('every field of the public forms is one-line (tested above), free text, or constrained by its format', () => {
  const formFields = [
    ...Object.keys(shipperRequestSchema({ earliestPreferredDate: '2000-01-01' }).shape),
    ...Object.keys(brokerRequestSchema.shape),
    ...Object.keys(dispatcherRequestSchema.shape),
    ...DRIVER_APPLICATION_FIELDS,
    ...Object.keys(freeFormReportSchema.shape),
    ...Object.keys(checkoutRequestSchema.shape),
    ...Object.keys(paypalOrderRequestSchema.shape),
  ];
  const classified = new Set([...ONE_LINE_FORMS.flatMap((form) => form.fields), ...FREE_TEXT_FIELDS, ...CONSTRAINED_FIELDS]);
  expect([...new Set(formFields)].filter((field) => !classified.has(field))).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Mails.

const FORGED_LINES = [
  'E-mail: attacker@evil.example',
  'Phone: (555) 000-0000',
  'Contact: Support Desk',
  'Your account is locked: sign in at https://evil.example/login',
  'Open the admin dashboard: https://evil.example/admin',
];
/** Free text whose lines try to pass for ours, each after a different kind of line break. */
const hostileFreeText = () =>
  ['Two reefer loads a week.', ...FORGED_LINES].reduce(
    (text, next, index) => `${text}${['\n', '\r\n', '\r', '\u2028', '\u2029'][index % 5]}${next}`,
  );

/** No line of the mail starts with a line the customer wrote, and its HTML links only to us. */
function expectNothingForged(mail: Pick<OutgoingEmail, 'subject' | 'text' | 'html'>) {
  const lines = mail.text.split('\n');
  for (const forged of FORGED_LINES) expect(lines.filter((line) => line.startsWith(forged))).toEqual([]);
  // Our own lines with a customer's value quote it: one that does not was written by someone else.
  expect(lines.filter((line) => /^(E-mail|Phone|Contact|Name|Payer|Location): (?!")/.test(line))).toEqual([]);
  expect(mail.text).not.toMatch(/[\r\u2028\u2029\u202e]/);
  expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029\u202e]/);
  if (mail.html === undefined) return;
  const hrefs = [...mail.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]);
  expect(hrefs.filter((href) => !href?.startsWith(SITE))).toEqual([]);
  // Nothing a mail program would make a link of by itself.
  expect(mail.html).not.toMatch(/evil\.example|www\.evil|https?:\/\/evil/);
  // Only the tags of the branded layout (src/server/infra/email/branded, decision 042).
  expect(mail.html).not.toMatch(/<(?!\/?(a|br|html|head|meta|body|div|table|tbody|tr|td|p|span|img)\b|!doctype)/i);
}

async function mailsAbout(reference: string) {
  const rows = await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(20);
  return rows
    .filter((row) => row.subject.includes(reference) || row.textBody.includes(reference))
    .map((row) => ({ kind: row.kind, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined }));
}

describe('mails built from what customers typed', () => {
  it('a request whose description and notes forge lines: the operations mail quotes them, line by line', async () => {
    const response = await postJson('/api/service-requests', {
      ...brokerRequest(),
      serviceDescription: hostileFreeText(),
      additionalNotes: hostileFreeText(),
    });
    expect(response.statusCode).toBe(201);
    const { referenceId } = response.json<{ referenceId: string }>();
    // Free text keeps its lines as typed: it is quoted, not refused.
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    expect(row?.serviceDescription).toBe(hostileFreeText());
    const mails = await mailsAbout(referenceId);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['service-request-notification', 'service-request-received']);
    for (const mail of mails) expectNothingForged(mail);
    const notification = mails.find((mail) => mail.kind === 'service-request-notification');
    expect(notification?.text).toContain(
      ['Description:', '> Two reefer loads a week.', '> E-mail: attacker@evil.example', '> Phone: (555) 000-0000'].join('\n'),
    );
    expect(notification?.text.split('\n').filter((line) => line.startsWith('E-mail:'))).toEqual(['E-mail: "jordan@rivera.example"']);
  });

  it('names, addresses and a company that hold links: quoted in the text, never a link in the HTML', async () => {
    const response = await postParts(
      '/api/service-requests',
      shipperFields({
        contactName: 'Jordan https://evil.example/pay',
        pickupAddress: '1 Main St www.evil.example',
        pickupCity: 'evil.example',
        contactCompany: 'attacker@evil.example',
      }),
      [],
    );
    expect(response.statusCode).toBe(201);
    const mails = await mailsAbout(response.json<{ referenceId: string }>().referenceId);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expectNothingForged(mail);
    const confirmation = mails.find((mail) => mail.kind === 'service-request-received');
    expect(confirmation?.text.split('\n')[0]).toBe('Hello "Jordan https://evil.example/pay",');
    expect(confirmation?.html).toContain('<a href="http://localhost:5000/track?ref=');
  });

  it('a payment report whose reference and notes forge lines: quoted in the operations mail and its subject is one line', async () => {
    const referenceId = 'load 7 https://evil.example';
    const response = await postJson('/api/payments/report', {
      method: 'zelle',
      amount: '25.00',
      email: 'payer@example.com',
      referenceId,
      notes: hostileFreeText(),
    });
    expect(response.statusCode).toBe(200);
    const mails = await mailsAbout(referenceId);
    expect(mails.map((mail) => mail.kind)).toEqual(['payment-reported-notification']);
    for (const mail of mails) expectNothingForged(mail);
    expect(mails[0]?.text).toContain(`Reference: "${referenceId}"`);
  });

  it('an applicant whose name holds a link: quoted, and never a link in the HTML', async () => {
    const response = await postParts(
      '/api/driver-applications',
      applicationFields({ firstName: 'Dana www.evil.example', lastName: 'https://evil.example' }),
      APPLICATION_FILES,
    );
    expect(response.statusCode).toBe(201);
    const mails = await mailsAbout(response.json<{ referenceId: string }>().referenceId);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expectNothingForged(mail);
  });

  // Rows stored before one-line fields were enforced may still hold line breaks: the mails quote
  // them on one line, and the outbox never queues a subject with a line break.
  const LEGACY = {
    contactName: 'Jordan\r\nE-mail: attacker@evil.example',
    contactCompany: 'Rivera\nPhone: (555) 000-0000',
    pickupCity: 'Detroit\u2028Contact: Support Desk',
  };

  it('an old request with line breaks in its name, company and city', async () => {
    const { id } = await insertServiceRequestRow(database.db, LEGACY);
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    const context = { company: testConfig().company, publicBaseUrl: SITE, operationsEmail: 'ops@freight.example' };
    for (const mail of requestReceivedEmails(row!, 0, context)) expectNothingForged({ ...mail, html: mail.html });

    const changed = await admin.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${id}/status`,
      payload: { status: 'in-progress' },
    });
    expect(changed.statusCode).toBe(200);
    const [statusMail] = await mailsAbout(row!.referenceId);
    expect(statusMail?.kind).toBe('service-request-status-changed');
    expectNothingForged(statusMail!);
    expect(statusMail?.text.split('\n')[0]).toBe('Hello "Jordan  E-mail: attacker@evil.example",');
  });

  it('an old application with line breaks in its name: its mails, and a subject queued with them', async () => {
    const response = await postParts('/api/driver-applications', applicationFields(), APPLICATION_FILES);
    const { referenceId } = response.json<{ referenceId: string }>();
    await database.db
      .update(driverApplications)
      .set({ firstName: 'Dana\r\nE-mail: attacker@evil.example', city: 'Dearborn\nPhone: (555) 000-0000' })
      .where(eq(driverApplications.referenceId, referenceId));
    const [row] = await database.db.select().from(driverApplications).where(eq(driverApplications.referenceId, referenceId));
    const mails = applicationReceivedEmails(row!, DRIVER_DOCUMENTS, {
      company: testConfig().company,
      publicBaseUrl: SITE,
      recruitingEmail: 'jobs@freight.example',
    });
    await enqueueEmails(
      database.db,
      mails.map((mail) => ({ ...mail, kind: 'legacy-check' })),
    );
    const queued = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'legacy-check'));
    expect(queued).toHaveLength(2);
    for (const mail of queued) expectNothingForged({ subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });

    const changed = await admin.request({
      method: 'PATCH',
      url: `/api/admin/driver-applications/${row!.id}/status`,
      payload: { status: 'reviewing' },
    });
    expect(changed.statusCode).toBe(200);
    const [statusMail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'driver-application-reviewing'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expectNothingForged({ subject: statusMail!.subject, text: statusMail!.textBody, html: statusMail!.htmlBody ?? undefined });
  });
});

// ---------------------------------------------------------------------------------------------
// File names.

const PNG_WITH_HTML_TAIL = Buffer.concat([PNG_BYTES, HTML_BYTES]);

interface NamedUpload {
  attack: string;
  filenameParameter: string;
  bytes: Buffer;
  /** The name stored and served, and the detected type; or the refusal. */
  expected: { name: string; type: string } | { status: 400; message: string };
}

const NAMED_UPLOADS: NamedUpload[] = [
  {
    attack: 'a PNG with an HTML tail named .html',
    filenameParameter: 'filename="holiday.html"',
    bytes: PNG_WITH_HTML_TAIL,
    expected: { name: 'holiday.png', type: 'image/png' },
  },
  {
    attack: 'a right-to-left override hiding .html (RFC 5987 name)',
    filenameParameter: `filename*=UTF-8''scan%E2%80%AEgnp.html`,
    bytes: PNG_WITH_HTML_TAIL,
    expected: { name: 'scangnp.png', type: 'image/png' },
  },
  {
    attack: 'isolates and zero-width characters around .html',
    filenameParameter: `filename*=UTF-8''scan%E2%81%A7%E2%80%8Blmth.png%E2%81%A9.html`,
    bytes: PNG_WITH_HTML_TAIL,
    expected: { name: 'scanlmth.png', type: 'image/png' },
  },
  {
    attack: 'a PDF named .exe',
    filenameParameter: 'filename="invoice.exe"',
    bytes: PDF_BYTES,
    expected: { name: 'invoice.pdf', type: 'application/pdf' },
  },
  {
    attack: 'a PDF named .pdf.exe',
    filenameParameter: 'filename="invoice.pdf.exe"',
    bytes: PDF_BYTES,
    expected: { name: 'invoice.pdf', type: 'application/pdf' },
  },
  {
    attack: 'a JPEG named .svg',
    filenameParameter: 'filename="logo.svg"',
    bytes: JPEG_BYTES,
    expected: { name: 'logo.jpg', type: 'image/jpeg' },
  },
  {
    attack: 'a hidden-file name',
    filenameParameter: 'filename=".htaccess"',
    bytes: PNG_BYTES,
    expected: { name: 'htaccess.png', type: 'image/png' },
  },
  {
    attack: 'a name with a path',
    filenameParameter: 'filename="../../../var/www/html/shell.html"',
    bytes: PNG_WITH_HTML_TAIL,
    expected: { status: 400, message: 'The file name "shell.html" is not allowed: use a plain name without folders or control characters' },
  },
];

/** The download of an upload as a signed-in admin gets it. */
async function download(id: string) {
  const response = await admin.request({ method: 'GET', url: `/api/admin/uploads/${id}` });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

function expectServedSafely(served: Awaited<ReturnType<typeof download>>, expected: { name: string; type: string }, bytes: Buffer) {
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe(expected.type);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['content-disposition']).toBe(
    `attachment; filename="${expected.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(expected.name)}`,
  );
  expect(served.bytes.equals(bytes)).toBe(true);
}

const UPLOAD_FORMS = [
  {
    form: 'a request photo',
    send: (file: RawPart) => postParts('/api/service-requests', shipperFields(), [file]),
    field: 'itemPhotos',
    uploadsOf: async (referenceId: string) => {
      const [row] = await database.db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(eq(serviceRequests.referenceId, referenceId));
      return (await admin.request({ method: 'GET', url: `/api/admin/service-requests/${row!.id}` })).json<AdminServiceRequestDetail>()
        .photos;
    },
  },
  {
    form: "a driver's license copy",
    send: (file: RawPart) =>
      postParts('/api/driver-applications', applicationFields(), [APPLICATION_FILES[0]!, APPLICATION_FILES[2]!, file]),
    field: 'licenseFile',
    uploadsOf: async (referenceId: string) => {
      const [row] = await database.db
        .select({ id: driverApplications.id })
        .from(driverApplications)
        .where(eq(driverApplications.referenceId, referenceId));
      const detail = (
        await admin.request({ method: 'GET', url: `/api/admin/driver-applications/${row!.id}` })
      ).json<AdminDriverApplicationDetail>();
      return detail.documents.filter((document) => document.purpose === 'license');
    },
  },
];

describe.each(UPLOAD_FORMS)('the name of $form', ({ send, field, uploadsOf }) => {
  it.each(NAMED_UPLOADS)(
    '$attack: stored and served under a safe name, as its detected type',
    async ({ filenameParameter, bytes, expected }) => {
      const before = await stored();
      const response = await send(filePart(field, filenameParameter, bytes));
      if ('status' in expected) {
        expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual(expected);
        expect(await stored()).toEqual(before);
        return;
      }
      expect(response.statusCode).toBe(201);
      const [upload] = await uploadsOf(response.json<{ referenceId: string }>().referenceId);
      expect({ name: upload?.originalName, type: upload?.contentType }).toEqual(expected);
      const [row] = await database.db.select().from(uploads).where(eq(uploads.id, upload!.id));
      expect({ name: row?.originalName, type: row?.contentType }).toEqual(expected);
      expectServedSafely(await download(upload!.id), expected, bytes);
    },
  );
});

// Names stored before they were made safe (and a type no upload can have): safe on the way out.
const STORED_NAMES = [
  { stored: 'scan\u202egnp.html', type: 'image/png', served: { name: 'scangnp.png', type: 'image/png' } },
  { stored: '../../etc/cron.d/evil.html', type: 'image/png', served: { name: 'evil.png', type: 'image/png' } },
  { stored: 'C:\\Users\\me\\report.pdf', type: 'application/pdf', served: { name: 'report.pdf', type: 'application/pdf' } },
  {
    stored: 'notes\r\nX-Injected: yes.pdf',
    type: 'application/pdf',
    served: { name: 'notesX-Injected_ yes.pdf', type: 'application/pdf' },
  },
  { stored: 'page.html', type: 'text/html', served: { name: 'page', type: 'application/octet-stream' } },
];

describe('names already stored', () => {
  const storage = () => localDiskStorage(uploadsDir);

  it.each(STORED_NAMES)(
    '$stored ($type): listed and downloaded as $served.name, $served.type',
    async ({ stored: originalName, type, served }) => {
      const { id: serviceRequestId } = await insertServiceRequestRow(database.db);
      const storageKey = `service-requests/legacy-${serviceRequestId}`;
      const writer = await storage().openWriteStream(storageKey);
      await new Promise<void>((resolve, reject) => writer.end(PNG_WITH_HTML_TAIL, () => resolve()).once('error', reject));
      const [upload] = await database.db
        .insert(uploads)
        .values({
          purpose: 'item_photo',
          serviceRequestId,
          storageKey,
          originalName,
          contentType: type,
          sizeBytes: PNG_WITH_HTML_TAIL.length,
          sha256: 'legacy',
        })
        .returning({ id: uploads.id });

      const detail = (
        await admin.request({ method: 'GET', url: `/api/admin/service-requests/${serviceRequestId}` })
      ).json<AdminServiceRequestDetail>();
      expect(detail.photos.map((photo) => ({ name: photo.originalName, type: photo.contentType }))).toEqual([served]);
      expectServedSafely(await download(upload!.id), served, PNG_WITH_HTML_TAIL);
    },
  );

  it('no stored name holds a control or direction character after the rows above were uploaded', async () => {
    const names = await database.db.select({ name: uploads.originalName }).from(uploads).where(ne(uploads.sha256, 'legacy'));
    const uploaded = names.map(({ name }) => name);
    expect(uploaded.length).toBeGreaterThan(10);
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    expect(uploaded.filter((name) => /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069/\\]/.test(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// DATA_DIR on disk.

describe('DATA_DIR modes', () => {
  const scratch = scratchFolder('freight-modes-');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A shipper request with a photo, over HTTP, then the wait for its mails to be written. */
  async function submitAndWaitForMail(url: string, dataDir: string) {
    const mailsBefore = filesByFolder(dataDir).mail ?? 0;
    const body = await multipart(shipperFields(), { itemPhotos: [{ name: 'sofa.png', bytes: PNG_BYTES }] });
    const response = await fetch(`${url}/api/service-requests`, {
      method: 'POST',
      headers: { 'content-type': body.contentType },
      body: new Uint8Array(body.payload),
    });
    expect(response.status).toBe(201);
    const deadline = Date.now() + 20_000;
    while ((filesByFolder(dataDir).mail ?? 0) < mailsBefore + 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it(
    'a fresh DATA_DIR: every folder 0700 and every file 0600, the database, uploads and mail alike, running and stopped',
    { timeout: 90_000 },
    async () => {
      const dataDir = join(scratch, 'fresh', 'data');
      const server = await startOnDataDir(dataDir);
      try {
        await submitAndWaitForMail(server.url, dataDir);
        expect(filesByFolder(dataDir)).toMatchObject({ pglite: expect.any(Number) as number, uploads: 1, mail: 2 });
        expect(notPrivate(dataDir)).toEqual([]);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(notPrivate(dataDir)).toEqual([]);
    },
  );

  it('a DATA_DIR left 0755/0666 by an earlier version: made private at start', { timeout: 90_000 }, async () => {
    const dataDir = join(scratch, 'old', 'data');
    const first = await startOnDataDir(dataDir);
    await submitAndWaitForMail(first.url, dataDir);
    expect(await first.stop()).toBe(0);
    // What the audit found: world-readable folders and world-writable files, the WAL included.
    mkdirSync(join(dataDir, 'uploads', 'driver-applications'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'driver-applications', 'old-license'), PNG_BYTES);
    const loosen = (path: string) => {
      chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o666);
      if (statSync(path).isDirectory()) for (const name of readdirSync(path)) loosen(join(path, name));
    };
    loosen(dataDir);
    expect(notPrivate(dataDir).length).toBeGreaterThan(100);
    expect(notPrivate(dataDir)).toContain('/pglite/pg_wal 755');

    const second = await startOnDataDir(dataDir);
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      await submitAndWaitForMail(second.url, dataDir);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(notPrivate(dataDir)).toEqual([]);
  });
});
