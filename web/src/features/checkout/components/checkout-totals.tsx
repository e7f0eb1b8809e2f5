import { formatUsd, toCents, type PriceBreakdown } from '@sdp/shared';
import type { PaymentBreakdown } from '@sdp/shared/gift-cards';

const money = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });

/** Totals exactly as the server priced them (the payment is for this deposit). */
export function CheckoutTotals({ breakdown }: { breakdown: PriceBreakdown | PaymentBreakdown }) {
  const gift = 'giftCardAmount' in breakdown ? toCents(breakdown.giftCardAmount) : 0;
  const discount = toCents(breakdown.discountAmount);
  const fee = toCents(breakdown.deliveryFee);
  return (
    <dl className="space-y-2 text-sm" aria-label="Order totals">
      <Line label="Subtotal" value={money(breakdown.subtotal)} />
      {discount > 0 && <Line label={`Discount${breakdown.promoCode ? ` (${breakdown.promoCode})` : ''}`} value={`−${money(breakdown.discountAmount)}`} tone="text-success" />}
      {breakdown.referralCode && <Line label={`Referral discount (${breakdown.referralCode})`} value={`−${money(breakdown.referralDiscount)}`} tone="text-success" />}
      {toCents(breakdown.neighbourDiscount ?? '0') > 0 && <Line label="Neighbour week" value={`−${money(breakdown.neighbourDiscount)}`} tone="text-success" />}
      {fee > 0 && <Line label="Delivery fee" value={money(breakdown.deliveryFee)} />}
      <div className="flex justify-between gap-4 border-t border-charcoal/10 pt-3 text-base font-semibold text-charcoal">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{money(breakdown.finalTotal)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-parchment px-4 py-3 font-semibold text-ember-deep">
        <dt>{gift > 0 ? '30% Deposit' : 'Due Today (30% Deposit)'}</dt>
        <dd data-testid="checkout-deposit" className="font-display text-2xl">
          {money(breakdown.depositAmount)}
        </dd>
      </div>
      {gift > 0 && 'dueNow' in breakdown && (
        <>
          <Line label="Paid by gift card" value={`−${money(breakdown.giftCardAmount)}`} tone="text-success" />
          <div className="flex items-baseline justify-between gap-4 px-4 font-semibold text-charcoal">
            <dt>Due now by card</dt>
            <dd data-testid="checkout-due-now" className="font-display text-xl">{money(breakdown.dueNow)}</dd>
          </div>
        </>
      )}
      <Line label="Balance due at delivery" value={money(breakdown.balanceDue)} />
    </dl>
  );
}

function Line({ label, value, tone = 'text-ink' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-smoke">{label}</dt>
      <dd className={tone}>{value}</dd>
    </div>
  );
}
