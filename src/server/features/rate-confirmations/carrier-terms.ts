// The words printed above the broker's signature: what the carrier and the broker agree to by
// signing. Frozen into each version's content when it is made, so a later edit here changes no
// signed version. English only, like every contract of the company (decision 080).
export const CARRIER_TERMS_TEXT = [
  'This rate confirmation is the agreement between the broker named above and the carrier for the one load described, at the rate and on the terms stated.',
  'The rate covers the lines listed; any other charge needs the broker’s written approval before it is billed. Detention is billed at the hourly rate after the free time at each stop.',
  'The carrier invoices the broker with the signed bill of lading and the proof of delivery; payment is due on the payment terms stated. The carrier will not be double-brokered.',
].join(' ');
