import { useState } from 'react';
import { centsOfDecimal, toDecimal, type TipsView } from '@sdp/shared';
import { usd } from '../../../lib/order-labels.ts';
import { cn } from '../../../components/ui/cn.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import type { TipChoice } from '../api/tip.ts';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** The tip a choice adds, in dollars as the server will charge it ("0.00" for none). */
export function tipAmountOf(tips: Pick<TipsView, 'choices'>, choice: TipChoice): string {
  if (choice.kind === 'none') return '0.00';
  if (choice.kind === 'percent') return tips.choices.find((c) => c.percent === choice.percent)?.amount ?? '0.00';
  return toDecimal(centsOfDecimal(choice.amount));
}

/** Why an amount typed by the customer would be refused, in the server's words, or null. */
export function tipAmountError(tips: Pick<TipsView, 'max'>, typed: string): string | null {
  const amount = typed.trim().replace(/^\$/, '');
  if (!AMOUNT.test(amount)) return 'Enter the tip in dollars, e.g. 25 or 25.50.';
  const cents = centsOfDecimal(amount);
  if (cents < 100) return 'A tip must be at least $1.00.';
  if (cents > centsOfDecimal(tips.max)) return `A tip can be at most ${usd(tips.max)} on this order.`;
  return null;
}

const pill = (on: boolean) =>
  cn(
    'flex min-h-14 flex-col items-center justify-center rounded-xl border px-2 py-2 text-sm transition-colors',
    on ? 'border-ember bg-ember/10 text-charcoal ring-2 ring-ember/25' : 'border-charcoal/15 bg-white text-charcoal hover:border-charcoal/40',
  );

/**
 * None, 10, 15 or 20 % of the order's total (the amounts the server computed), or an amount (docs/design.md §27). Controlled: the
 * parent owns the choice and makes the PaymentIntent when it changes; a typed amount counts once "Add" is pressed.
 */
export function TipChooser({ tips, value, onChange }: { tips: Pick<TipsView, 'choices' | 'max'>; value: TipChoice; onChange: (choice: TipChoice) => void }) {
  const [typing, setTyping] = useState(value.kind === 'amount');
  const [typed, setTyped] = useState(value.kind === 'amount' ? value.amount : '');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const why = tipAmountError(tips, typed);
    setError(why);
    if (!why) onChange({ kind: 'amount', amount: typed.trim().replace(/^\$/, '') });
  };
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-charcoal">A tip for the crew</legend>
      <p className="mt-1 text-sm text-smoke">Optional, and all of it goes to the crew who decorated your porch.</p>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" role="radiogroup" aria-label="Tip for the crew">
        <button type="button" role="radio" aria-checked={value.kind === 'none' && !typing} className={pill(value.kind === 'none' && !typing)}
          onClick={() => { setTyping(false); setError(null); onChange({ kind: 'none' }); }}>
          <span className="font-semibold">None</span>
        </button>
        {tips.choices.map((c) => {
          const on = value.kind === 'percent' && value.percent === c.percent && !typing;
          return (
            <button key={c.percent} type="button" role="radio" aria-checked={on} className={pill(on)}
              onClick={() => { setTyping(false); setError(null); onChange({ kind: 'percent', percent: c.percent }); }}>
              <span className="font-semibold">{c.percent}%</span>
              <span className="text-xs text-smoke">{usd(c.amount)}</span>
            </button>
          );
        })}
        <button type="button" role="radio" aria-checked={typing} className={pill(typing)} onClick={() => setTyping(true)}>
          <span className="font-semibold">Amount</span>
        </button>
      </div>
      {typing && (
        <div className="mt-3 flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="tip-amount" className="sr-only">Tip amount in dollars</label>
            <input id="tip-amount" inputMode="decimal" autoComplete="off" placeholder={`Up to ${usd(tips.max)}`} className={inputClass}
              value={typed} aria-invalid={error !== null} aria-describedby={error ? 'tip-amount-error' : undefined}
              onChange={(e) => setTyped(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
            {error && <p id="tip-amount-error" className="mt-1 text-sm text-danger" role="alert">{error}</p>}
          </div>
          <button type="button" onClick={add}
            className="h-11 shrink-0 rounded-full border border-charcoal/25 px-5 text-sm font-semibold text-charcoal hover:border-charcoal">
            Add
          </button>
        </div>
      )}
    </fieldset>
  );
}
