import { formatUsd, toCents } from '@sdp/shared/money';
import { Select } from '../../../components/ui/select.tsx';
import { isQuantityAddOn, maxQuantityOf, type AddOnChoices } from '../../../lib/ordering/add-on-visibility.ts';

/** Dialog add-on controls (docs/product-spec.md §5): services are checkboxes, quantity items a 0..max selector. */
export function AddOnFields({ addOns, quantities, onChange }: AddOnChoices) {
  if (addOns.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-display text-lg font-semibold text-charcoal">Add-Ons</legend>
      {addOns.map((addOn) => {
        const price = formatUsd(toCents(addOn.price));
        const id = `addon-${addOn.id}`;
        if (isQuantityAddOn(addOn)) {
          const max = maxQuantityOf(addOn);
          return (
            <div key={addOn.id} className="flex items-center justify-between gap-4 rounded-xl border border-charcoal/10 bg-white px-4 py-3">
              <label htmlFor={id} className="text-sm">
                <span className="font-medium text-charcoal">{addOn.name}</span>
                <span className="block text-smoke">{price} each</span>
              </label>
              <Select
                id={id}
                className="w-24! shrink-0"
                value={String(quantities[addOn.id] ?? 0)}
                onValueChange={(value) => onChange(addOn.id, Number(value))}
                options={Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
              />
            </div>
          );
        }
        return (
          <label key={addOn.id} htmlFor={id} className="flex cursor-pointer items-center gap-3 rounded-xl border border-charcoal/10 bg-white px-4 py-3 text-sm">
            <input
              id={id}
              type="checkbox"
              className="h-4.5 w-4.5 accent-ember"
              checked={(quantities[addOn.id] ?? 0) > 0}
              onChange={(event) => onChange(addOn.id, event.target.checked ? 1 : 0)}
            />
            <span className="flex-1">
              <span className="font-medium text-charcoal">{addOn.name}</span>
              <span className="block text-smoke">{addOn.description}</span>
            </span>
            <span className="font-semibold text-charcoal">{price}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
