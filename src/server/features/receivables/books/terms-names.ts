// Payment terms as the books and the factor's schedule write them: QuickBooks Online's own names
// (its list starts with Due on receipt, Net 15, Net 30 and Net 60; Net 7 and Net 45 are added there once).
import type { PaymentTerms } from '../../../../shared/accounts/accounts.js';

export const TERMS_NAMES: Readonly<Record<PaymentTerms, string>> = {
  due_on_receipt: 'Due on receipt',
  net_7: 'Net 7',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
};
