import { SERVICE_LEVEL_LABELS, formatUsd, toCents, type AddOnService, type PriceBreakdown } from '@sdp/shared';
import type { StoredOrder } from '../../../lib/stored-order.ts';
import { isQuantityAddOn } from '../../../lib/ordering/add-on-visibility.ts';

const money = (cents: number) => formatUsd(cents, { alwaysCents: true });

/** The package and the add-ons currently chosen, priced per line. */
export function OrderLines({
  order,
  breakdown,
  addOns,
  quantities,
}: {
  order: StoredOrder;
  breakdown: PriceBreakdown | null;
  addOns: AddOnService[];
  quantities: Record<string, number>;
}) {
  const chosen = addOns.filter((addOn) => (quantities[addOn.id] ?? 0) > 0);
  return (
    <ul className="divide-y divide-charcoal/10 text-sm">
      <li className="flex justify-between gap-4 pb-3">
        <div>
          <p className="font-display text-xl text-charcoal">{order.packageName}</p>
          <p className="text-smoke">{SERVICE_LEVEL_LABELS[order.serviceType]?.name ?? 'Package'}</p>
        </div>
        <p className="font-semibold text-charcoal">{money(toCents(breakdown?.baseAmount ?? order.packagePrice))}</p>
      </li>
      {chosen.map((addOn) => {
        const quantity = isQuantityAddOn(addOn) ? (quantities[addOn.id] ?? 0) : 1;
        return (
          <li key={addOn.id} className="flex justify-between gap-4 py-2.5">
            <p className="text-ink">
              {addOn.name}
              {quantity > 1 && <span className="text-smoke"> × {quantity}</span>}
            </p>
            <p className="text-ink">{money(toCents(addOn.price) * quantity)}</p>
          </li>
        );
      })}
    </ul>
  );
}
