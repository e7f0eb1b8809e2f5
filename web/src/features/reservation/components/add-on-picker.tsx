import { QUANTITY_SELECT_ADD_ONS } from '@sdp/shared/constants/business';
import { formatUsd, toCents } from '@sdp/shared/money';
import { type AddOnService } from '@sdp/shared/wire';
import { Select } from '../../../components/ui/select.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { isQuantityAddOn, maxQuantityOf, type AddOnChoices } from '../../../lib/ordering/add-on-visibility.ts';

// NOTE: on a phone the text takes the whole row and the price and control sit underneath; from sm up they share one row.
const TEXT = 'min-w-0 basis-full text-sm sm:basis-0 sm:flex-1';
const CONTROLS = 'flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-end';

const isNamedQuantityItem = (addOn: Pick<AddOnService, 'name'>) => (QUANTITY_SELECT_ADD_ONS as readonly string[]).includes(addOn.name);

/**
 * Reservation add-on controls (docs/product-spec.md §5): the four named items get a 0..max dropdown; any other add-on a checkbox (quantity 1),
 * plus a 1..max number input for countable items whose maximum is above 1. A service add-on is priced once, so it never gets a count.
 */
export function AddOnPicker({ addOns, quantities, onChange }: AddOnChoices) {
  return (
    <ul className="grid gap-3">
      {addOns.map((addOn) => {
        const id = `reserve-addon-${addOn.id}`;
        const quantity = quantities[addOn.id] ?? 0;
        const max = maxQuantityOf(addOn);
        const price = formatUsd(toCents(addOn.price));
        const countable = isQuantityAddOn(addOn);
        return (
          <li
            key={addOn.id}
            className={cn('flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border px-4 py-3.5 transition-colors', quantity > 0 ? 'border-ember/60 bg-ember/5' : 'border-charcoal/10')}
          >
            {isNamedQuantityItem(addOn) ? (
              <>
                <label htmlFor={id} className={TEXT}>
                  <span className="font-semibold text-charcoal">{addOn.name}</span>
                  <span className="block text-smoke">{addOn.description}</span>
                </label>
                <div className={CONTROLS}>
                  <span className="text-sm font-semibold whitespace-nowrap text-charcoal">{price} each</span>
                  <div className="w-24 shrink-0">
                    <Select
                      id={id}
                      value={String(quantity)}
                      onValueChange={(value) => onChange(addOn.id, Number(value))}
                      options={Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
                    />
                  </div>
                </div>
              </>
            ) : (
              <>
                <label htmlFor={id} className={`${TEXT} flex cursor-pointer items-start gap-3`}>
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-0.5 h-4.5 w-4.5 shrink-0 accent-ember"
                    checked={quantity > 0}
                    onChange={(event) => onChange(addOn.id, event.target.checked ? 1 : 0)}
                  />
                  <span>
                    <span className="font-semibold text-charcoal">{addOn.name}</span>
                    <span className="block text-smoke">{addOn.description}</span>
                  </span>
                </label>
                <div className={`${CONTROLS} pl-7.5 sm:pl-0`}>
                  <span className="text-sm font-semibold whitespace-nowrap text-charcoal">
                    {price}
                    {countable ? ' each' : ''}
                  </span>
                  {countable && max > 1 && quantity > 0 && (
                    <input
                      type="number"
                      aria-label={`${addOn.name} quantity`}
                      min={1}
                      max={max}
                      value={quantity}
                      onChange={(event) => onChange(addOn.id, Math.min(max, Math.max(1, Math.floor(Number(event.target.value) || 1))))}
                      className={cn(inputClass, 'w-20 py-2')}
                    />
                  )}
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
