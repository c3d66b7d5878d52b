// What the dashboard says before it moves money or changes a person's standing: the confirming
// button names the action, and the consequence says in plain words what will happen. Plain
// functions (no zod), so the dashboard's payment and hiring screens may import them.
import { amountToCents, centsToAmount, formatUsd } from '../money-format.js';
import type { PaymentProvider } from '../payments/payment-methods.js';

/** The payment a confirmation is about, as the ledger shows it. */
interface PaymentFacts {
  amount: string;
  /** The invoice's reference ID or what the customer typed; null when none was given. */
  reference: string | null;
  /** Whether the row belongs to a request's invoice (not a free-form payment). */
  onInvoice: boolean;
  /** A receipt is e-mailed only to a payer whose address is on file. */
  hasPayerEmail: boolean;
  /** What the invoice still owes, when known: a payment is applied up to it (decision 073). */
  invoiceBalance?: string | null;
}

/** What confirming does to the invoice: paid, partly paid, or paid with the rest overpaid (decision 073). */
function appliedClause(amount: string, reference: string, balance: string | null | undefined): string {
  const over = balance ? amountToCents(amount) - amountToCents(balance) : 0;
  if (!balance || over === 0) return `the invoice ${reference} is marked paid`;
  if (over < 0) return `it is applied to the invoice ${reference}, which then still owes ${formatUsd(centsToAmount(-over))},`;
  return `the invoice ${reference} is marked paid with ${formatUsd(balance)} of it, the other ${formatUsd(centsToAmount(over))} is recorded as an overpayment due for a refund,`;
}

function receiptClause(hasPayerEmail: boolean): string {
  return hasPayerEmail ? 'and the payer is e-mailed a receipt' : 'and no receipt is e-mailed (no payer address is on file)';
}

export const CONFIRM_TEXTS = {
  cancel: 'Cancel',
  /** The row labels of the record being acted on. */
  recordLabels: {
    reference: 'Reference',
    payer: 'Payer',
    amount: 'Amount',
    applicant: 'Applicant',
    hireDate: 'Hire date',
    ssn: 'Social Security number',
  },
  noReference: 'No reference',
  noPayerEmail: 'No e-mail on file',

  confirmPayment: {
    title: 'Confirm this payment?',
    button: (amount: string) => `Confirm ${formatUsd(amount)} payment`,
    busy: 'Confirming...',
    consequence: ({ amount, reference, onInvoice, hasPayerEmail, invoiceBalance }: PaymentFacts) =>
      onInvoice && reference
        ? `${formatUsd(amount)} is recorded as received: ${appliedClause(amount, reference, invoiceBalance)} ${receiptClause(hasPayerEmail)}.`
        : `${formatUsd(amount)} is recorded as received ${receiptClause(hasPayerEmail)}.`,
  },

  recordOverpayment: {
    title: 'Record this overpayment?',
    button: (amount: string) => `Record ${formatUsd(amount)} as overpayment`,
    busy: 'Recording...',
    consequence: ({ amount, reference, hasPayerEmail }: PaymentFacts) =>
      `${reference ? `The invoice ${reference}` : 'The invoice'} stays paid as it is: ${formatUsd(amount)} is recorded as an overpayment, due for a refund to the customer, ` +
      `${hasPayerEmail ? 'and the payer is e-mailed that it will be refunded' : 'and no e-mail goes to the payer (no address is on file)'}.`,
  },

  rejectPayment: {
    button: (amount: string) => `Reject ${formatUsd(amount)} payment`,
    busy: 'Rejecting...',
    consequence: ({ reference, onInvoice }: Pick<PaymentFacts, 'reference' | 'onInvoice'>) =>
      onInvoice && reference
        ? `The transfer is recorded as rejected with your reason, and the invoice ${reference} asks for payment again (unless another reported transfer is still waiting). No money moves and no e-mail is sent.`
        : 'The transfer is recorded as rejected with your reason. No money moves and no e-mail is sent.',
  },

  /** The refund dialog's submit: where the money goes, or that the refund is only recorded. */
  refund: {
    button: (provider: PaymentProvider, amount: string | undefined) => {
      const sum = amount === undefined ? '' : ` ${formatUsd(amount)}`;
      switch (provider) {
        case 'stripe':
          return `Refund${sum} to the card`;
        case 'paypal':
          return `Refund${sum} by PayPal`;
        case 'test':
          return `Refund${sum} (test mode)`;
        case 'manual':
          return `Record${sum} manual refund`;
      }
    },
    busy: (provider: PaymentProvider) => (provider === 'manual' ? 'Recording...' : 'Refunding...'),
  },

  hire: {
    title: 'Hire this applicant?',
    button: (name: string) => `Hire ${name}`,
    busy: 'Hiring...',
    consequence: (name: string) =>
      `${name} becomes an active driver: a driver profile is created from the application, and ${name} is e-mailed a welcome.`,
  },
} as const;
