// How the company account's terms and invoice states read to the customer, in their language.
import type { I18n } from '@lingui/core';
import type { PaymentTerms } from '@shared/accounts/accounts';
import type { ReceivableState } from '@shared/receivables/receivables';

export function termsText(i18n: I18n, terms: PaymentTerms): string {
  switch (terms) {
    case 'due_on_receipt':
      return i18n._('account.company.terms.due_on_receipt');
    case 'net_7':
      return i18n._('account.company.terms.net_7');
    case 'net_15':
      return i18n._('account.company.terms.net_15');
    case 'net_30':
      return i18n._('account.company.terms.net_30');
    case 'net_45':
      return i18n._('account.company.terms.net_45');
  }
}

export function stateText(i18n: I18n, state: ReceivableState): string {
  switch (state) {
    case 'open':
      return i18n._('account.company.state.open');
    case 'partially_paid':
      return i18n._('account.company.state.partially_paid');
    case 'paid':
      return i18n._('account.company.state.paid');
    case 'overdue':
      return i18n._('account.company.state.overdue');
    case 'void':
      return i18n._('account.company.state.void');
  }
}
