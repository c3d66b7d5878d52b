// The last year of weekly diesel prices, newest first: the week (its Monday), the price, and
// whether staff typed it or the EIA's API gave it.
import type { DieselPrice } from '@shared/invoicing/fuel-surcharge-schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

const SOURCE_LABELS: Record<DieselPrice['source'], string> = { staff: 'Typed', eia: 'EIA' };

export function DieselPricesTable({ prices }: { prices: readonly DieselPrice[] }) {
  if (prices.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No diesel price recorded yet.</p>;
  }
  return (
    <ScrollRegion label="Diesel prices table" className="max-h-96 rounded-lg border">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Weekly U.S. retail diesel prices, newest first</caption>
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Week of
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Price
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Source
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Recorded by
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((price) => (
            <tr key={price.weekOf} className="border-t">
              <td className="px-3 py-2 font-medium">{price.weekOf}</td>
              <td className="px-3 py-2">${price.price}/gal</td>
              <td className="px-3 py-2">{SOURCE_LABELS[price.source]}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{price.recordedBy ?? (price.source === 'eia' ? 'Weekly fetch' : '—')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
