// Receivables in tests (issue 38): a customer account on terms, a request billed to it with its
// invoice recorded as sent at a chosen moment (as a send writes it: its number, terms, due day and
// balance), and a payment applied to it, the balance then written from the ledger as every money
// movement writes it.
import { eq } from 'drizzle-orm';
import type { PaymentTerms } from '../../src/shared/accounts/accounts.js';
import type { Locale } from '../../src/shared/i18n.js';
import type { Database } from '../../src/server/db/client.js';
import { customerAccountContacts, customerAccounts, invoices, payments } from '../../src/server/db/schema.js';
import { recomputeInvoiceBalance, recordInvoiceAsSent } from '../../src/server/features/invoicing/index.js';
import { insertServiceRequestRow } from './service-requests.js';

export interface TestAccount {
  name?: string;
  terms?: PaymentTerms;
  language?: Locale;
  factored?: boolean;
  remindersPaused?: boolean;
  reminderOffsets?: number[];
  /** Billing contacts' addresses. */
  contacts?: string[];
}

export async function insertAccount(db: Database, account: TestAccount = {}): Promise<number> {
  const [row] = await db
    .insert(customerAccounts)
    .values({
      name: account.name ?? 'Acme Shipping',
      terms: account.terms ?? 'net_30',
      language: account.language ?? 'en',
      factored: account.factored ?? false,
      remindersPaused: account.remindersPaused ?? false,
      ...(account.reminderOffsets ? { reminderOffsets: account.reminderOffsets } : {}),
    })
    .returning({ id: customerAccounts.id });
  if (!row) throw new Error('the account insert returned no row');
  for (const email of account.contacts ?? []) await db.insert(customerAccountContacts).values({ accountId: row.id, email });
  return row.id;
}

export interface InvoiceOnTerms {
  serviceRequestId: number;
  referenceId: string;
  invoiceId: number;
  number: string;
}

/** A request (billed to `accountId`, or a one-off customer's) with an invoice of `amount` sent at `sentAt`. */
export async function sendInvoiceOnTerms(
  db: Database,
  options: {
    accountId: number | null;
    amount: string;
    sentAt: Date;
    billingTimeZone: string;
    contactEmail?: string;
    language?: Locale;
  },
): Promise<InvoiceOnTerms> {
  const request = await insertServiceRequestRow(db, {
    accountId: options.accountId,
    contactEmail: options.contactEmail ?? 'jordan@rivera.example',
    language: options.language ?? 'en',
  });
  const number = await db.transaction((tx) =>
    recordInvoiceAsSent(tx, {
      serviceRequestId: request.id,
      amount: options.amount,
      sentAt: options.sentAt,
      billingTimeZone: options.billingTimeZone,
    }),
  );
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number));
  if (!invoice) throw new Error(`no invoice ${number}`);
  return { serviceRequestId: request.id, referenceId: request.referenceId, invoiceId: invoice.id, number };
}

/** A confirmed transfer of `amount` applied whole to the request's invoice; returns the balance left. */
export async function applyPayment(db: Database, serviceRequestId: number, amount: string, confirmedAt: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.insert(payments).values({
      serviceRequestId,
      provider: 'manual',
      method: 'bank_transfer',
      amount,
      appliedAmount: amount,
      status: 'succeeded',
      confirmedAt,
      verifiedAt: confirmedAt,
    });
    return recomputeInvoiceBalance(tx, serviceRequestId);
  });
}
