import { formatUsd } from '@sdp/shared/money';
import { type PriceBreakdownCents } from '@sdp/shared/pricing';

/** The live price breakdown shown under the order form. */
export function OrderSummary({ breakdown, packageName }: { breakdown: PriceBreakdownCents; packageName: string }) {
  const row = (label: string, cents: number, tone = 'text-ink') => (
    <div className="flex justify-between gap-4">
      <dt className="text-smoke">{label}</dt>
      <dd className={tone}>{formatUsd(cents, { alwaysCents: true })}</dd>
    </div>
  );
  return (
    <section aria-label="Order summary" className="rounded-xl bg-parchment p-5">
      <dl className="space-y-1.5 text-sm">
        {row(packageName, breakdown.baseAmount)}
        {breakdown.addOnTotal > 0 && row('Add-ons', breakdown.addOnTotal)}
        {breakdown.discountAmount > 0 && row(`Discount${breakdown.promoCode ? ` (${breakdown.promoCode})` : ''}`, -breakdown.discountAmount, 'text-success')}
        {breakdown.neighbourDiscount > 0 && row('Neighbour week', -breakdown.neighbourDiscount, 'text-success')}
        {breakdown.deliveryFee > 0 && row('Delivery fee', breakdown.deliveryFee)}
        <div className="flex justify-between gap-4 border-t border-charcoal/10 pt-2 font-semibold">
          <dt className="text-charcoal">Total</dt>
          <dd className="text-charcoal">{formatUsd(breakdown.finalTotal, { alwaysCents: true })}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt className="text-ember">Due today (30% deposit)</dt>
          <dd className="text-ember">{formatUsd(breakdown.depositAmount, { alwaysCents: true })}</dd>
        </div>
        {row('Balance due at delivery', breakdown.balanceDue)}
      </dl>
    </section>
  );
}
