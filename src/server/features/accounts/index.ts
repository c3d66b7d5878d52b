// The door of accounts (customer companies on terms, decision 072): what other features and the
// composition (src/server's root files) may use.
export { termsOfAccount } from './account-terms.js';
