// What invoicing's detention offers the rest of the server, through invoicing's door (../index.ts).
export { proposeStopDetention, detentionProposalKey } from './propose-detention.js';
export type { DetentionOutcome, DetentionStop, StageMoment, StopDetentionFacts } from './propose-detention.js';
