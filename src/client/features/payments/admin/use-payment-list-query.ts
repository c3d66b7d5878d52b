// The Payments tab's filters: the search, status and page of every admin list, plus the method
// and a date range (UTC days, inclusive). A changed filter starts again at page 1, as a new search
// does. A range whose start is after its end is not sent: the tab says what is wrong instead.
import { useState } from 'react';
import type { PaymentListQuery } from '@shared/payments/admin-payments';
import { useListQuery, type ListQueryState } from '@/lib/admin/use-list-query';

export interface PaymentListQueryState extends ListQueryState {
  query: PaymentListQuery;
  /** Why the date range is not sent, when it is backwards. */
  rangeError: string | undefined;
  setMethod: (method: string) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
}

export function usePaymentListQuery(): PaymentListQueryState {
  const list = useListQuery();
  const [method, setMethodValue] = useState('all');
  // Date inputs give '' when cleared, or YYYY-MM-DD.
  const [from, setFromValue] = useState('');
  const [to, setToValue] = useState('');

  const restart = (set: (value: string) => void) => (value: string) => {
    set(value);
    list.setPage(1);
  };

  const query: PaymentListQuery = { ...list.query, method, from: from || undefined, to: to || undefined };
  const rangeError = from && to && from > to ? 'The start date must not be after the end date.' : undefined;
  return {
    ...list,
    query,
    rangeError,
    setMethod: restart(setMethodValue),
    setFrom: restart(setFromValue),
    setTo: restart(setToValue),
  };
}
