import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';

/**
 * A code box of the checkout summary (a promo code, a gift card): type one and apply it, or see the applied one and remove it.
 * Each use names its own words, so a screen reader tells the boxes apart.
 */
export function CodeEntry(props: {
  id: string;
  /** What the box holds ("Promo code"): its label and placeholder. */
  label: string;
  applied: ReactNode | null;
  appliedClassName: string;
  removeLabel: string;
  apply: { text: string; ariaLabel?: string };
  checking?: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const { id, label, applied, checking = false, disabled } = props;
  if (applied) {
    return (
      <div className={cn('flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm', props.appliedClassName)}>
        <p>{applied}</p>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={props.onRemove} aria-label={props.removeLabel}>
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
        props.onApply(code);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} value={code} onChange={(event) => setCode(event.target.value)} placeholder={label} autoComplete="off" className="uppercase" />
      <Button type="submit" variant="outline" disabled={disabled || checking || code.trim() === ''} aria-label={props.apply.ariaLabel}>
        {checking ? 'Checking...' : props.apply.text}
      </Button>
    </form>
  );
}
