import { formatUsd } from '@sdp/shared/money';
import { type PriceBreakdownCents } from '@sdp/shared/pricing';

/** The live price breakdown shown under the order form. */
export function OrderSummary({ breakdown, packageName, giftCardCents = 0 }: { breakdown: PriceBreakdownCents; packageName: string; giftCardCents?: number }) {
  // NOTE: a gift card is a payment, never a discount (docs/design.md §27): the total stays, the deposit is paid from the card first.
  const fromCard = Math.min(giftCardCents, breakdown.depositAmount);
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
        {fromCard > 0 && row('30% deposit', breakdown.depositAmount)}
        {fromCard > 0 && row('Paid from your gift card', -fromCard, 'text-success')}
        <div className="flex justify-between gap-4 font-semibold">
          <dt className="text-ember">{fromCard > 0 ? 'Due today' : 'Due today (30% deposit)'}</dt>
          <dd className="text-ember">{formatUsd(breakdown.depositAmount - fromCard, { alwaysCents: true })}</dd>
        </div>
        {row('Balance due at delivery', breakdown.balanceDue)}
      </dl>
    </section>
  );
}
