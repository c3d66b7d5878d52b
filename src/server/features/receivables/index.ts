// The door of receivables (issue 38): what other features and the composition (src/server's root files) may use.
// The books (decision 077): the accounting export and the income accounts it books to.
export { booksRoutes, type BooksDeps } from './books/books-routes.js';
// The factor (decision 078): the schedule of accounts and each factored invoice's document packet.
export { factoringRoutes, type FactoringDeps } from './factoring/factoring-routes.js';
