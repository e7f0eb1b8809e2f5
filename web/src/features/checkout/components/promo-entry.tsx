import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

/** Promo entry of the checkout summary: apply a code, or remove the applied one. */
export function PromoEntry({
  applied,
  checking,
  disabled,
  onApply,
  onRemove,
}: {
  applied: string | null;
  checking: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-success/30 bg-success/5 px-4 py-3 text-sm">
        <p>
          Promo code <span className="font-semibold tracking-wider text-success">{applied}</span> applied
        </p>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove} aria-label={`Remove promo code ${applied}`}>
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
        onApply(code);
      }}
    >
      <label htmlFor="checkout-promo" className="sr-only">
        Promo code
      </label>
      <Input id="checkout-promo" value={code} onChange={(event) => setCode(event.target.value)} placeholder="Promo code" autoComplete="off" className="uppercase" />
      <Button type="submit" variant="outline" disabled={disabled || checking || code.trim() === ''}>
        {checking ? 'Checking...' : 'Apply'}
      </Button>
    </form>
  );
}
