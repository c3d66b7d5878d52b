// The door of accounts (customer companies on terms, decision 072): what other features and the
// composition (src/server's root files) may use.
export { termsOfAccount } from './account-terms.js';
// The factor a factored account's invoices are assigned to (decision 078).
export { factorAssignmentOfAccount, factorAssignmentOfRequest, factorOnFile, saveFactor } from './factoring/factor-service.js';
