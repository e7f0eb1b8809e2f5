import { Field, Input } from '../../../components/ui/field.tsx';
import type { DiscountState } from '../../../lib/ordering/discount-message.ts';

/** Optional promo code, re-checked 500 ms after it changes (docs/product-spec.md §4); the verdict is announced politely. */
export function PromoCodeField({ value, onChange, discount }: { value: string; onChange: (value: string) => void; discount: DiscountState }) {
  return (
    <Field label="Promo code (optional)">
      {({ id }) => (
        <>
          <Input id={id} autoComplete="off" className="uppercase sm:max-w-xs" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-status`} />
          <p id={`${id}-status`} role="status" className={discount.status === 'valid' ? 'text-sm font-medium text-success' : 'text-sm font-medium text-danger'}>
            {discount.status === 'none' ? '' : discount.message}
          </p>
        </>
      )}
    </Field>
  );
}
