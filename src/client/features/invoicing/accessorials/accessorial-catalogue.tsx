// The accessorial catalogue, a section of the back office's Billing area (issue 37; the lead puts
// it on the page): the default rates, each with Edit, and the rates agreed with customers, with
// Add, Edit and Remove. The owner and accounting use it (the server refuses anyone else).
import { useState } from 'react';
import type { AccessorialRate } from '@shared/invoicing/accessorial-schemas';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useAccessorialCatalogue, useRemoveCustomerRate } from './api/accessorial-catalogue';
import { RateDialog, type RateDialogTarget } from './components/rate-dialog';
import { customerOf, labelOf, rateWords } from './rate-words';

export function AccessorialCatalogue() {
  const catalogue = useAccessorialCatalogue();
  const removeRate = useRemoveCustomerRate();
  const [editing, setEditing] = useState<RateDialogTarget | null>(null);
  const [removing, setRemoving] = useState<AccessorialRate | null>(null);

  if (catalogue.isPending) return <p className="text-sm text-muted-foreground">Loading the accessorial catalogue...</p>;
  if (catalogue.isError) return <Alert variant="destructive">{failureMessage(catalogue.error)}</Alert>;
  const { defaults, customerRates } = catalogue.data;
  const detentionDefault = defaults.find((rate) => rate.code === 'detention');

  return (
    <section aria-labelledby="accessorial-catalogue-title" className="flex flex-col gap-6">
      <h2 id="accessorial-catalogue-title" className="text-lg font-semibold">
        Accessorials
      </h2>
      <table className="w-full text-sm">
        <caption className="text-left text-muted-foreground">Default rates</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">Accessorial</th>
            <th scope="col">Rate</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {defaults.map((rate) => (
            <tr key={rate.id}>
              <th scope="row" className="py-1 text-left font-normal">
                {labelOf(rate)}
              </th>
              <td>{rateWords(rate)}</td>
              <td className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit the ${labelOf(rate)} default rate`}
                  onClick={() => setEditing({ kind: 'default', rate })}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h3 className="font-medium">Customer rates</h3>
          <Button size="sm" onClick={() => setEditing({ kind: 'new-customer' })}>
            Add customer rate
          </Button>
        </div>
        {customerRates.length === 0 ? (
          <p className="text-sm text-muted-foreground">No customer has a rate of their own: the defaults apply to everyone.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Customer rates">
            {customerRates.map((rate) => (
              <li key={rate.id} className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm">
                <span>
                  <strong>{customerOf(rate)}</strong> · {labelOf(rate)}: {rateWords(rate)}
                </span>
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${labelOf(rate)} for ${customerOf(rate)}`}
                    onClick={() => setEditing({ kind: 'customer', rate })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${labelOf(rate)} for ${customerOf(rate)}`}
                    onClick={() => setRemoving(rate)}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing && <RateDialog target={editing} detentionDefault={detentionDefault} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmActionDialog
          title="Remove this customer's rate?"
          record={[
            { label: 'Customer', value: customerOf(removing) },
            { label: 'Accessorial', value: labelOf(removing) },
            { label: 'Rate', value: rateWords(removing) },
          ]}
          consequence="Lines proposed from now on use the default rate for this customer. Lines already on invoices keep their rate."
          confirmLabel="Remove rate"
          busyLabel="Removing..."
          tone="destructive"
          onConfirm={() => removeRate.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
