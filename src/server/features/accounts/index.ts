// The door of accounts (customer companies on terms, decision 072): what other features and the
// composition (src/server's root files) may use. Accounts imports no other feature: it reads and
// writes the requests' and invoices' account_id by SQL, so any feature may import this door.
export { termsOfAccount } from './account-terms.js';
export { accountAdminRoutes } from './admin-routes.js';
export { requestAccountRoutes } from './request-account-routes.js';
// A new request's account, by its contact's address (service-requests, as it stores the request).
export { accountIdForAddress } from './new-request-account.js';
// The customer's page: the company of a billing contact, its balances and invoices (customer-portal, documents).
export {
  companyBalances,
  companyInvoicePage,
  companyOfContact,
  type CompanyBalances,
  type CompanyInvoiceRow,
  type CompanyOfContact,
} from './company-invoices.js';
// The factor a factored account's invoices are assigned to (decision 078).
export { factorAssignmentOfAccount, factorAssignmentOfRequest, factorOnFile, saveFactor } from './factoring/factor-service.js';
