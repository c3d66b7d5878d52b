// What invoicing's receipt lines offer the rest of the server, through invoicing's door (../index.ts).
export { proposeReceiptLine, receiptProposalKey } from './propose-receipt.js';
export type { ReceiptFacts, ReceiptOutcome } from './propose-receipt.js';
