import { CodeEntry } from './code-entry.tsx';

/** A gift card code at checkout (docs/design.md §27): it pays the deposit, or part of it, as a payment; never a discount. */
export function GiftCardEntry({ applied, disabled, onApply, onRemove }: {
  applied: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const lastFour = applied?.replace(/[\s-]/g, '').slice(-4).toUpperCase();
  return (
    <CodeEntry
      id="checkout-gift-card"
      label="Gift card code"
      applied={applied && <>Gift card <span className="font-mono font-semibold tracking-wider text-ember-deep">…{lastFour}</span> applied</>}
      appliedClassName="border-gold/40 bg-parchment"
      removeLabel="Remove the gift card"
      // NOTE: a word of its own, apart from the promo code's Apply beside it: a screen reader lists both buttons.
      apply={{ text: 'Redeem', ariaLabel: 'Redeem gift card' }}
      disabled={disabled}
      onApply={(code) => onApply(code.trim())}
      onRemove={onRemove}
    />
  );
}
