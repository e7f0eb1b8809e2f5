import { CodeEntry } from './code-entry.tsx';

/** Promo entry of the checkout summary: apply a code, or remove the applied one. */
export function PromoEntry({ applied, checking, disabled, onApply, onRemove }: {
  applied: string | null;
  checking: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  return (
    <CodeEntry
      id="checkout-promo"
      label="Promo code"
      applied={applied && <>Promo code <span className="font-semibold tracking-wider text-success">{applied}</span> applied</>}
      appliedClassName="border-success/30 bg-success/5"
      removeLabel={`Remove promo code ${applied ?? ''}`}
      apply={{ text: 'Apply' }}
      checking={checking}
      disabled={disabled}
      onApply={onApply}
      onRemove={onRemove}
    />
  );
}
