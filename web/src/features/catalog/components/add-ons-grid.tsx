import { formatUsd, toCents } from '@sdp/shared/money';
import { useAddOnServices } from '../../../lib/api/catalog.ts';

/** Every add-on with name, description and price (docs/product-spec.md §2). */
export function AddOnsGrid() {
  const { data: addOns } = useAddOnServices();
  if (!addOns?.length) return null;
  return (
    <div className="mt-20">
      <h3 className="text-center text-2xl font-semibold sm:text-3xl">Add-Ons</h3>
      <p className="mt-2 text-center text-sm text-smoke">Finishing touches, added when you reserve.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {addOns.map((addOn) => (
          <li key={addOn.id} className="rounded-xl border border-charcoal/10 bg-white/70 p-5">
            <div className="flex items-baseline justify-between gap-3">
              <h4 className="font-sans text-base font-semibold">{addOn.name}</h4>
              <p className="font-semibold whitespace-nowrap text-ember">
                {formatUsd(toCents(addOn.price))}
                {addOn.category === 'quantity' && <span className="text-xs font-normal text-smoke"> each</span>}
              </p>
            </div>
            <p className="mt-1.5 text-sm leading-relaxed text-smoke">{addOn.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
