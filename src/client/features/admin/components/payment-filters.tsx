// The Payments tab's filters: search, status (with "Refund due") and Export CSV in the toolbar
// every list has, then the method and the date range. The export takes the same filters, so the
// file holds what the totals add up.
import { PAYMENT_LIST_STATUSES, PAYMENT_LIST_STATUS_LABELS } from '@shared/admin-payments';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@shared/payment-methods';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paymentExportUrl } from '../api/payments';
import type { usePaymentListQuery } from '../use-payment-list-query';
import { ListToolbar } from './list-toolbar';

const STATUS_OPTIONS = [{ value: 'all', label: 'All Payments' }, ...PAYMENT_LIST_STATUSES.map((status) => ({ value: status, label: PAYMENT_LIST_STATUS_LABELS[status] }))];

export function PaymentFilters({ list }: { list: ReturnType<typeof usePaymentListQuery> }) {
  const { query, rangeError } = list;
  return (
    <div className="flex flex-col gap-3">
      <ListToolbar
        searchLabel="Search payments"
        searchPlaceholder="Search by reference, email or payment ID..."
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        status={query.status}
        onStatus={list.setStatus}
        statusOptions={STATUS_OPTIONS}
        exportUrl={rangeError ? undefined : paymentExportUrl(query)}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,11rem)_minmax(0,11rem)] sm:items-end">
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="payment-method-filter">Method</Label>
          <NativeSelect id="payment-method-filter" value={query.method} onChange={(event) => list.setMethod(event.target.value)}>
            <option value="all">All Methods</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="payment-from">From</Label>
          <Input
            id="payment-from"
            type="date"
            value={query.from ?? ''}
            max={query.to}
            onChange={(event) => list.setFrom(event.target.value)}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby="payment-range-note"
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="payment-to">To</Label>
          <Input
            id="payment-to"
            type="date"
            value={query.to ?? ''}
            min={query.from}
            onChange={(event) => list.setTo(event.target.value)}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby="payment-range-note"
          />
        </div>
      </div>
      <p id="payment-range-note" role={rangeError ? 'alert' : undefined} className={rangeError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {rangeError ?? 'Days are counted in UTC and include both ends; leave either empty for no limit.'}
      </p>
    </div>
  );
}
