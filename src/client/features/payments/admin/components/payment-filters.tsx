// The Payments tab's filters: search, status (with "Refund due"), Export CSV and Export Invoice
// Lines in the toolbar every list has, then the method and the date range (behind Filters on a phone). The export takes the same filters, so the
// file holds what the totals add up.
import { PAYMENT_LIST_STATUSES, PAYMENT_LIST_STATUS_LABELS } from '@shared/payments/admin-payments';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@shared/payments/payment-methods';
import { ExportCsvButton, ListToolbar, statusOptions } from '@/components/admin/list-toolbar';
import { MoreFilters } from '@/components/admin/more-filters';
import { LabelledInput } from '@/components/form/labelled-input';
import { LabelledSelect } from '@/components/form/labelled-select';
import { labelledOptions } from '@/components/form/select-options';
import { useMayUse } from '@/lib/admin/staff-access';
import { INVOICE_LINES_EXPORT_URL, paymentExportUrl } from '../api/payments';
import type { PaymentListQueryState } from '../use-payment-list-query';

const STATUS_OPTIONS = statusOptions('All Payments', PAYMENT_LIST_STATUSES, PAYMENT_LIST_STATUS_LABELS);
const METHOD_OPTIONS = [{ value: 'all', label: 'All Methods' }, ...labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)];
const RANGE_NOTE_ID = 'payment-range-note';

export function PaymentFilters({ list }: { list: PaymentListQueryState }) {
  const mayExport = useMayUse('exports:payments');
  const mayExportLines = useMayUse('exports:invoice-lines');
  const { query, rangeError } = list;
  const invalidRange = Boolean(rangeError);
  return (
    <div className="flex flex-col gap-3">
      <ListToolbar
        list={list}
        searchLabel="Search payments"
        searchPlaceholder="Search by reference, email or payment ID..."
        statusOptions={STATUS_OPTIONS}
        exportUrl={rangeError || !mayExport ? undefined : paymentExportUrl(query)}
        // Not filtered: every billed line of every sent invoice, for the books.
        moreExports={mayExportLines && <ExportCsvButton url={INVOICE_LINES_EXPORT_URL} label="Export Invoice Lines" />}
      />
      <MoreFilters
        id="payment-more-filters"
        active={[query.method !== 'all', query.from, query.to].filter(Boolean).length}
        reveal={invalidRange}
      >
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,11rem)_minmax(0,11rem)] sm:items-end">
          <LabelledSelect
            id="payment-method-filter"
            label="Method"
            className="col-span-2 sm:col-span-1"
            value={query.method}
            options={METHOD_OPTIONS}
            onChange={list.setMethod}
          />
          <RangeEndField id="payment-from" label="From" value={query.from} max={query.to} onChange={list.setFrom} invalid={invalidRange} />
          <RangeEndField id="payment-to" label="To" value={query.to} min={query.from} onChange={list.setTo} invalid={invalidRange} />
        </div>
        <p
          id={RANGE_NOTE_ID}
          role={rangeError ? 'alert' : undefined}
          className={rangeError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
        >
          {rangeError ?? 'Days are counted in UTC and include both ends; leave either empty for no limit.'}
        </p>
      </MoreFilters>
    </div>
  );
}

interface RangeEndFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  /** The other end of the range, which this one may not pass. */
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string) => void;
  invalid: boolean;
}

function RangeEndField({ id, label, value, min, max, onChange, invalid }: RangeEndFieldProps) {
  return (
    <LabelledInput
      id={id}
      label={label}
      className="min-w-0"
      type="date"
      value={value ?? ''}
      min={min}
      max={max}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={RANGE_NOTE_ID}
    />
  );
}
