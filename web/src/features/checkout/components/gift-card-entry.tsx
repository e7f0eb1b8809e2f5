import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

/** A gift card code at checkout (docs/design.md §27): it pays the deposit, or part of it, as a payment; never a discount. */
export function GiftCardEntry({ applied, disabled, onApply, onRemove }: {
  applied: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold/40 bg-parchment px-4 py-3 text-sm">
        <p>
          Gift card <span className="font-mono font-semibold tracking-wider text-ember-deep">…{applied.replace(/[\s-]/g, '').slice(-4).toUpperCase()}</span> applied
        </p>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove} aria-label="Remove the gift card">
          Remove
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(code.trim());
      }}
    >
      <label htmlFor="checkout-gift-card" className="sr-only">
        Gift card code
      </label>
      <Input id="checkout-gift-card" value={code} onChange={(event) => setCode(event.target.value)} placeholder="Gift card code" autoComplete="off" className="uppercase" />
      {/* NOTE: a word of its own, apart from the promo code's Apply beside it: a screen reader lists both buttons. */}
      <Button type="submit" variant="outline" disabled={disabled || code.trim() === ''} aria-label="Redeem gift card">
        Redeem
      </Button>
    </form>
  );
}
