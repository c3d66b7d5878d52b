// The monthly statements with a fake clock on PostgreSQL: on the 1st (Chicago's midnight) last
// month's statement for each active account with a movement or a balance, kept once and mailed once
// per billing contact in the account's language, whether two scheduler instances ask at once, one
// restarts, or two runs race; the next run is the next 1st; the mail's PDF is made from the kept
// statement; the customer's page lists them and serves each only to its own account's contacts.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../../../tests/support/customers.js';
import { pdfText } from '../../../../../tests/support/pdf-text.js';
import { BILLING_TIME_ZONE, applyPayment, insertAccount, sendInvoice } from '../../../../../tests/support/receivables.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../../shared/customer-portal/customer-portal.js';
import { CUSTOMER_STATEMENTS_API, type CustomerStatements } from '../../../../shared/receivables/statements.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { accountStatements, auditEvents, customerAccounts, emailOutbox, scheduledJobs } from '../../../db/schema.js';
import { emailOutbox as outboxFor } from '../../../infra/email/outbox.js';
import { createScheduler } from '../../../platform/scheduler/scheduler.js';
import { allMailDocuments } from '../../../mail-document-renderer.js';
import { localDiskStorage } from '../../../infra/storage/local-disk-storage.js';
import { scratchFolder } from '../../../../../tests/support/test-config.js';
import { makeMonthlyStatements, monthlyStatementsJob } from './monthly-statements.js';

let database: DatabaseHandle;
let app: FastifyInstance;
const config = testConfig();
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const accounts = { acme: 0, borealis: 0, quiet: 0, dormant: 0, merged: 0 };

/** 00:30 on 1 February 2026 in Chicago (CST, UTC-6). */
const FEBRUARY_FIRST = new Date('2026-02-01T06:30:00Z');

const jobDeps = () => ({
  db: database.db,
  outbox: outboxFor(database.db, () => undefined),
  company: config.company,
  publicBaseUrl: config.publicBaseUrl,
  billingTimeZone: BILLING_TIME_ZONE,
});

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  const { db } = database;
  accounts.acme = await insertAccount(db, { name: 'Acme Freight', contacts: ['ap@acme.example', 'controller@acme.example'] });
  const invoice = await sendInvoice(db, { accountId: accounts.acme, amount: '1000.00', sentAt: new Date('2026-01-05T16:00:00Z') });
  await applyPayment(db, invoice, { amount: '400.00', at: new Date('2026-01-20T16:00:00Z') });
  accounts.borealis = await insertAccount(db, { name: 'Borealis Transportes', language: 'es', contacts: ['cuentas@borealis.example'] });
  await sendInvoice(db, { accountId: accounts.borealis, amount: '200.00', sentAt: new Date('2026-01-12T16:00:00Z') });
  // Nothing in January and nothing owed: no statement.
  accounts.quiet = await insertAccount(db, { name: 'Quiet Co', contacts: ['quiet@quiet.example'] });
  // Nothing in January, but December's invoice is still owed: a statement, with no contact to mail.
  accounts.dormant = await insertAccount(db, { name: 'Dormant LLC' });
  await sendInvoice(db, { accountId: accounts.dormant, amount: '80.00', sentAt: new Date('2025-12-01T16:00:00Z') });
  // Merged into Acme: it keeps its id for history and gets no statement.
  accounts.merged = await insertAccount(db, { name: 'Acme (old)', contacts: [] });
  await sendInvoice(db, { accountId: accounts.merged, amount: '50.00', sentAt: new Date('2026-01-07T16:00:00Z') });
  await db
    .update(customerAccounts)
    .set({ mergedIntoId: accounts.acme, mergedAt: new Date('2026-01-25T16:00:00Z') })
    .where(eq(customerAccounts.id, accounts.merged));
});
afterAll(async () => {
  await stopTestApp(app, database);
});

async function reset() {
  for (const table of [accountStatements, emailOutbox, scheduledJobs]) await database.db.delete(table);
}

const statementMails = () =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account-statement')).orderBy(asc(emailOutbox.toAddress));
const keptStatements = () => database.db.select().from(accountStatements).orderBy(asc(accountStatements.accountId));

describe('the monthly statements job', () => {
  beforeEach(reset);

  it("makes January's statements once on 1 February across two instances and a restart, mailing each contact once", async () => {
    const first = createScheduler({ db: database.db, jobs: [monthlyStatementsJob(jobDeps())], logger, instanceName: 'first' });
    const second = createScheduler({ db: database.db, jobs: [monthlyStatementsJob(jobDeps())], logger, instanceName: 'second' });
    const outcomes = await Promise.all([first.runDue(FEBRUARY_FIRST), second.runDue(FEBRUARY_FIRST)]);
    expect(outcomes.flat().filter((each) => each.outcome === 'ran')).toHaveLength(1);

    const kept = await keptStatements();
    expect(
      kept.map((row) => [row.accountId, row.periodStart, row.periodEnd, row.openingBalance, row.closingBalance, row.language]),
    ).toEqual([
      [accounts.acme, '2026-01-01', '2026-01-31', '0.00', '600.00', 'en'],
      [accounts.borealis, '2026-01-01', '2026-01-31', '0.00', '200.00', 'es'],
      [accounts.dormant, '2026-01-01', '2026-01-31', '80.00', '80.00', 'en'],
    ]);
    expect(kept.find((row) => row.accountId === accounts.dormant)?.mailedAt).toBeNull();
    expect(kept.find((row) => row.accountId === accounts.acme)?.mailedAt).toEqual(FEBRUARY_FIRST);

    const mails = await statementMails();
    expect(mails.map((mail) => mail.toAddress)).toEqual(['ap@acme.example', 'controller@acme.example', 'cuentas@borealis.example']);
    const acmeStatement = kept.find((row) => row.accountId === accounts.acme)!;
    expect(mails[0]?.attachments).toEqual([{ kind: 'account_statement', statementId: acmeStatement.id }]);
    expect(mails[0]?.subject).toBe('Your statement for January 2026 from OTP Freight & Delivery');
    expect(mails[0]?.textBody).toContain('Balance on Jan 31, 2026: $600.00');
    expect(mails[2]?.subject).toBe('Su estado de cuenta de enero de 2026 de OTP Freight & Delivery');
    expect(mails[2]?.textBody).toContain('Adjuntamos el estado de cuenta de "Borealis Transportes" correspondiente a enero de 2026.');
    expect(mails[2]?.htmlBody).toContain('lang="es"');

    // A restart: a new instance finds the job done for this month.
    await first.stop();
    const restarted = createScheduler({ db: database.db, jobs: [monthlyStatementsJob(jobDeps())], logger, instanceName: 'restarted' });
    expect((await restarted.runDue(new Date('2026-02-01T09:00:00Z')))[0]?.outcome).toBe('not-due');
    expect((await restarted.runDue(new Date('2026-02-28T23:59:00Z')))[0]?.outcome).toBe('not-due');
    expect(await statementMails()).toHaveLength(3);

    // The next 1st: February's statements.
    expect((await restarted.runDue(new Date('2026-03-01T06:00:00Z')))[0]?.outcome).toBe('ran');
    const february = (await keptStatements()).filter((row) => row.periodStart === '2026-02-01');
    expect(february.map((row) => [row.accountId, row.openingBalance, row.closingBalance])).toEqual([
      [accounts.acme, '600.00', '600.00'],
      [accounts.borealis, '200.00', '200.00'],
      [accounts.dormant, '80.00', '80.00'],
    ]);
    expect(await statementMails()).toHaveLength(6);

    const made = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'account_statement.made'));
    expect(made.length).toBeGreaterThanOrEqual(6);
    expect(made.every((event) => event.actorKind === 'system' && event.recordType === 'customer_account')).toBe(true);
  });

  it('is due at midnight on the next 1st in the billing time zone, daylight saving time or not', () => {
    const job = monthlyStatementsJob(jobDeps());
    expect(job.nextRunAfter(FEBRUARY_FIRST)).toEqual(new Date('2026-03-01T06:00:00Z'));
    // April's 1st is in daylight saving time (CDT, UTC-5).
    expect(job.nextRunAfter(new Date('2026-03-01T06:00:00Z'))).toEqual(new Date('2026-04-01T05:00:00Z'));
    // 11 PM on 31 December in Chicago is already 1 January in UTC: the next run is still 1 January's.
    expect(job.nextRunAfter(new Date('2027-01-01T05:00:00Z'))).toEqual(new Date('2027-01-01T06:00:00Z'));
  });

  it('makes each statement and its mails once when two runs race, and nothing when run again', async () => {
    const [one, two] = await Promise.all([
      makeMonthlyStatements(jobDeps(), FEBRUARY_FIRST, 1),
      makeMonthlyStatements(jobDeps(), FEBRUARY_FIRST, 1),
    ]);
    expect(one.made + two.made).toBe(3);
    expect(one.mailsQueued + two.mailsQueued).toBe(3);
    expect(await statementMails()).toHaveLength(3);
    const again = await makeMonthlyStatements(jobDeps(), new Date('2026-02-02T12:00:00Z'));
    expect(again).toMatchObject({ made: 0, mailsQueued: 0, period: { start: '2026-01-01', end: '2026-01-31' } });
    expect(await keptStatements()).toHaveLength(3);
  });

  it("attaches the kept statement's PDF when the mail is sent, in the account's language", async () => {
    await makeMonthlyStatements(jobDeps(), FEBRUARY_FIRST);
    const [borealis] = await database.db.select().from(accountStatements).where(eq(accountStatements.accountId, accounts.borealis));
    const render = allMailDocuments(database.db, {
      company: config.company,
      publicBaseUrl: config.publicBaseUrl,
      storage: localDiskStorage(scratchFolder('statements-')),
    });
    const file = await render({ kind: 'account_statement', statementId: borealis!.id });
    expect(file?.filename).toBe(`statement-${accounts.borealis}-2026-01-01-2026-01-31.pdf`);
    const text = await pdfText(file!.content);
    expect(text).toContain('ESTADO DE CUENTA');
    expect(text).toContain('Saldo final al 31 ene 2026 $200.00');
    // The same data, the same file.
    expect((await render({ kind: 'account_statement', statementId: borealis!.id }))?.content.equals(file!.content)).toBe(true);
    expect(await render({ kind: 'account_statement', statementId: 987654 })).toBeUndefined();
  });
});

describe("a billing contact's statements on the customer's page", () => {
  beforeAll(async () => {
    await reset();
    await makeMonthlyStatements(jobDeps(), FEBRUARY_FIRST);
  });

  it('lists their account, its balance and its monthly statements, and serves each PDF', async () => {
    const contact = await customerSession(app, database.db, 'AP@acme.example');
    const response = await contact.request({ method: 'GET', url: CUSTOMER_STATEMENTS_API.list });
    expect(response.statusCode).toBe(200);
    const page = response.json<CustomerStatements>();
    expect(page.account).toEqual({ name: 'Acme Freight', balance: '600.00' });
    expect(page.statements.map((statement) => [statement.periodStart, statement.closingBalance])).toEqual([['2026-01-01', '600.00']]);
    const pdf = await contact.request({ method: 'GET', url: CUSTOMER_STATEMENTS_API.storedPdf(page.statements[0]!.id) });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Closing balance on Jan 31, 2026 $600.00');
    const period = await contact.request({ method: 'GET', url: `${CUSTOMER_STATEMENTS_API.periodPdf}?from=2026-01-01&to=2026-01-20` });
    expect(period.statusCode).toBe(200);
    expect(await pdfText(period.rawPayload)).toContain('Closing balance on Jan 20, 2026 $600.00');
  });

  it("answers another account's statement as one that does not exist", async () => {
    const [acme] = await database.db.select().from(accountStatements).where(eq(accountStatements.accountId, accounts.acme));
    const other = await customerSession(app, database.db, 'cuentas@borealis.example');
    const response = await other.request({ method: 'GET', url: CUSTOMER_STATEMENTS_API.storedPdf(acme!.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(PORTAL_NOT_FOUND_MESSAGE);
    expect(response.body).not.toContain('Acme');
  });

  it('tells an address that is no billing contact that it has no account, and refuses a bad period', async () => {
    const stranger = await customerSession(app, database.db, 'someone@else.example');
    expect((await stranger.request({ method: 'GET', url: CUSTOMER_STATEMENTS_API.list })).json()).toEqual({
      account: null,
      statements: [],
    });
    const pdf = await stranger.request({ method: 'GET', url: CUSTOMER_STATEMENTS_API.periodPdf });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 'shared.message.noCustomerAccount' });
    const contact = await customerSession(app, database.db, 'ap@acme.example');
    const backwards = await contact.request({ method: 'GET', url: `${CUSTOMER_STATEMENTS_API.periodPdf}?from=2026-02-01&to=2026-01-01` });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'shared.message.statementPeriodOrder' });
  });

  it('records the downloads as the customer', async () => {
    const downloads = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.downloaded'), eq(auditEvents.actorKind, 'customer')));
    expect(downloads.length).toBeGreaterThanOrEqual(2);
    expect(downloads.every((event) => event.recordType === 'customer_account' && event.recordId === String(accounts.acme))).toBe(true);
  });
});
