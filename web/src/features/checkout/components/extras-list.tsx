import { formatUsd, toCents, type AddOnService } from '@sdp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { isQuantityAddOn } from '../../../lib/ordering/add-on-visibility.ts';
import { checkoutMaxQuantity } from '../logic/checkout-selection.ts';

/** Last-second extras (docs/product-spec.md §5): countable items step between 0 and their maximum; services toggle Add / Remove. */
export function ExtrasList({
  addOns,
  quantities,
  disabled,
  onChange,
}: {
  addOns: AddOnService[];
  quantities: Record<string, number>;
  disabled: boolean;
  onChange: (id: string, quantity: number) => void;
}) {
  return (
    <ul className="divide-y divide-charcoal/10">
      {addOns.map((addOn) => {
        const quantity = quantities[addOn.id] ?? 0;
        const price = formatUsd(toCents(addOn.price));
        const countable = isQuantityAddOn(addOn);
        const max = checkoutMaxQuantity(addOn, quantity);
        return (
          <li key={addOn.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-charcoal">{addOn.name}</p>
              <p className="text-smoke">
                {price}
                {countable ? ' each' : ''} · {addOn.description}
              </p>
            </div>
            {countable ? (
              <div className="flex items-center gap-1 rounded-full border border-charcoal/15 bg-white p-1" role="group" aria-label={`${addOn.name} quantity`}>
                <StepButton label={`Remove one ${addOn.name}`} disabled={disabled || quantity <= 0} onClick={() => onChange(addOn.id, quantity - 1)}>
                  −
                </StepButton>
                <output className="w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
                  {quantity}
                </output>
                <StepButton label={`Add one ${addOn.name}`} disabled={disabled || quantity >= max} onClick={() => onChange(addOn.id, quantity + 1)}>
                  +
                </StepButton>
              </div>
            ) : (
              <Button
                size="sm"
                variant={quantity > 0 ? 'outline' : 'dark'}
                disabled={disabled}
                aria-pressed={quantity > 0}
                aria-label={`${quantity > 0 ? 'Remove' : 'Add'} ${addOn.name}`}
                onClick={() => onChange(addOn.id, quantity > 0 ? 0 : 1)}
              >
                {quantity > 0 ? 'Remove' : 'Add'}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function StepButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn('grid h-8 w-8 cursor-pointer place-items-center rounded-full text-lg leading-none text-charcoal hover:bg-parchment', 'disabled:cursor-not-allowed disabled:opacity-40')}
    >
      {children}
    </button>
  );
}
