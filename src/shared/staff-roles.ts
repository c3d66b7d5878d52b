// Staff roles and what each may use: the one table the server enforces (403 on every admin route)
// and the dashboard reads (which tabs and buttons to show). Zod-free so both sides import it as
// plain data. Decision 033 explains the unclear cases.

export const STAFF_ROLES = ['owner', 'operations', 'accounting', 'recruiting'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  operations: 'Operations',
  accounting: 'Accounting',
  recruiting: 'Recruiting',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The 403 every refused admin call answers with. */
export const ROLE_FORBIDDEN_MESSAGE = 'Your role does not allow this.';

/**
 * Who besides the owner (who may use everything) may use each area of the back office. Every
 * admin route declares one of these; a route without one is refused to everyone.
 */
const AREA_ROLES = {
  /** Their own session, sign-out and two-factor settings: every member. */
  'own-account': ['operations', 'accounting', 'recruiting'],
  /** The whole API description (GET /api/admin/openapi.json): routes and roles, no records, so every member. */
  'api-docs': ['operations', 'accounting', 'recruiting'],
  /** The summary cards: counts only, no personal data, so every member sees them. */
  'dashboard-stats': ['operations', 'accounting', 'recruiting'],
  /** Reading the requests list and one request: accounting invoices from it and exports it. */
  'service-requests': ['operations', 'accounting'],
  /** Changing a request's status or quote. */
  'service-request-updates': ['operations'],
  /** Sending the invoice (it e-mails the payment link): both roles the issue names for invoices. */
  invoices: ['operations', 'accounting'],
  /** Approving or waiving a line the server proposed (detention, a driver's receipt): issue 37 names both roles. */
  'invoice-proposals': ['operations', 'accounting'],
  /** The fuel surcharge schedule, the week's diesel price and the accessorial catalogue: the owner and accounting (issue 37). */
  'billing-settings': ['accounting'],
  /**
   * Customer accounts (decision 072), read: the list, an account, a request's account and the credit
   * check before a quote or an invoice; operations quotes, so it sees the figures too.
   */
  accounts: ['operations', 'accounting'],
  /** Creating, changing and merging accounts, their contacts and domains, choosing a request's account: terms are money. */
  'account-updates': ['accounting'],
  /** One request's payments: operations follows the payment link it sent. */
  'request-payments': ['operations', 'accounting'],
  /** The ledger, confirming or rejecting a reported transfer. */
  payments: ['accounting'],
  refunds: ['accounting'],
  /** Which payment mode runs: shown next to invoices and payments. */
  'payment-settings': ['operations', 'accounting'],
  analytics: ['accounting'],
  /** Quote calculator look-ups: operations sets quotes, accounting checks invoice amounts. */
  'quote-calculator': ['operations', 'accounting'],
  'driver-applications': ['recruiting'],
  /** The hired drivers: recruiting hires them, operations dispatches them. */
  drivers: ['operations', 'recruiting'],
  /**
   * A driver's qualification file (issue 41): its checklist, records, previous-employer letters,
   * PDFs and the Social Security number recorded at hire. Recruiting keeps it; the owner sees it
   * too; operations sees only whether a driver is assignable, on the board.
   */
  'qualification-file': ['recruiting'],
  /** The Dispatch board: assigning hired drivers to loads and following them (issue 22). */
  dispatch: ['operations'],
  'exports:service-requests': ['accounting'],
  'exports:payments': ['accounting'],
  /** Every billed line of every sent invoice, beside the payments export (issue 37). */
  'exports:invoice-lines': ['accounting'],
  'exports:driver-applications': ['recruiting'],
  /** Who owes what and for how long (aging, with its CSV and PDF) and account statements: the owner and accounting (issue 38). */
  receivables: ['accounting'],
  /** The accounting export for QuickBooks Online or any other system, and reading its income accounts (issue 38). */
  books: ['accounting'],
  /** Choosing the income accounts and recording the factor: the owner's once-only choices (issue 38). */
  'books-settings': [],
  /** Factored invoices: the schedule of accounts and each invoice's document packet for the factor (issue 38). */
  factoring: ['accounting'],
  /**
   * Downloading an uploaded file: the route lets through anyone who may read a file's record,
   * then asks again for the record it belongs to (photos: service-requests; driver documents:
   * driver-applications).
   */
  documents: ['operations', 'accounting', 'recruiting'],
  /**
   * A load's paperwork (issue 39): the Documents section of a request (each document with its
   * versions) and the packet. Operations dispatches with it, accounting bills and factors with it.
   */
  paperwork: ['operations', 'accounting'],
  /** Preparing and issuing a load's bill of lading; making a broker's rate confirmation and accepting or rejecting an uploaded one. */
  'paperwork-updates': ['operations'],
  /** Dispatching a broker load without a signed rate confirmation (issue 39), or a driver whose qualification file lacks an item (issue 41), with a reason: the owner's call alone. */
  'dispatch-overrides': [],
  /**
   * A load's tracking links (issue 40): listing, making and revoking them, and the consignee they
   * are sent to. Operations runs the loads, accounting answers the customer who asks where it is.
   */
  'tracking-links': ['operations', 'accounting'],
  /** A request's text messages: who gets them, at which moments, and every text kept with its status (issue 40). */
  texts: ['operations', 'accounting'],
  /** Recording a customer's or a consignee's agreement to texts, or stopping them, as they asked by phone. */
  'text-updates': ['operations'],
  team: [],
  'audit-log': [],
} as const satisfies Record<string, readonly Exclude<StaffRole, 'owner'>[]>;

export type StaffArea = keyof typeof AREA_ROLES;

export function isStaffArea(value: unknown): value is StaffArea {
  return typeof value === 'string' && Object.hasOwn(AREA_ROLES, value);
}

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  if (role === 'owner') return true;
  const allowed: readonly StaffRole[] = AREA_ROLES[area];
  return allowed.includes(role);
}
