import { Link } from '@tanstack/react-router';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formatUsd } from '@sdp/shared/money';
import { useSeason } from '../../lib/api/get-season.ts';

/**
 * The balance terms and the consent to charge the saved card on delivery (docs/design.md §11): unticked by default; without it the
 * balance is paid from an e-mailed link. Written once for the order dialog and /reserve, where the order (and its consent) is made.
 */
export function BalanceConsentField<T extends FieldValues>({ form, name, balanceCents }: { form: UseFormReturn<T>; name: Path<T>; balanceCents: number | null }) {
  const policy = useSeason().data?.policy;
  const balance = balanceCents === null ? 'The balance (70%)' : `The balance of ${formatUsd(balanceCents, { alwaysCents: true })}`;
  return (
    <fieldset className="rounded-xl border border-charcoal/15 bg-white/70 p-4">
      <legend className="px-1 text-sm font-medium text-charcoal">Balance terms</legend>
      <p className="text-sm text-smoke">
        {balance} is due on delivery day.
        {policy &&
          ` Changes and cancellations are free until ${policy.freeChangeDays} days before your delivery week; after that, ${policy.refundableDepositPercent}% of the deposit is refunded if you cancel.`}{' '}
        <Link to="/terms" target="_blank" className="font-medium text-ember underline underline-offset-4">
          Full terms<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </p>
      <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-charcoal">
        <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-ember" {...form.register(name)} />
        <span>Save my card and charge the balance automatically on delivery day. Without this, we e-mail you a secure link to pay it.</span>
      </label>
    </fieldset>
  );
}
