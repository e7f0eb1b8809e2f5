import { toCents } from '@sdp/shared/money';
import { usd } from '../../../lib/order-labels.ts';
import { Detail } from '../../../components/ui/detail.tsx';
import type { MyOrder } from '../api/get-my-order.ts';

/** What the customer bought and where the money stands: lines and totals as the server priced them, then paid, refunded and due. */
export function OrderItemsCard({ order }: { order: MyOrder }) {
  const b = order.prices;
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  return (
    <section aria-labelledby="items-heading" className="overflow-hidden rounded-2xl bg-white shadow-card">
      <h2 id="items-heading" className="border-b border-charcoal/10 bg-parchment px-5 py-4 text-xl font-semibold sm:px-7">
        Your collection
      </h2>
      <dl className="space-y-2 px-5 py-5 text-sm sm:px-7">
        <div className="flex justify-between gap-4 pb-1">
          <dt>
            <span className="font-display text-xl text-charcoal">{order.packageName}</span>
            <span className="block text-smoke">{order.serviceLevelLabel}</span>
          </dt>
          <dd className="font-semibold tabular-nums">{usd(b.packagePrice)}</dd>
        </div>
        {order.addOns.map((addOn) => (
          <Line key={addOn.name} label={addOn.quantity > 1 ? `${addOn.name} × ${addOn.quantity}` : addOn.name} value={usd(addOn.lineTotal)} />
        ))}
        <div className="border-t border-charcoal/10 pt-2" />
        <Line label="Subtotal" value={usd(b.subtotal)} />
        {toCents(b.discountAmount) > 0 && <Line label={`Discount${b.promoCode ? ` (${b.promoCode})` : ''}`} value={`−${usd(b.discountAmount)}`} tone="text-success" />}
        {b.referralCode && <Line label={`Referral discount (${b.referralCode})`} value={`−${usd(b.referralDiscount)}`} tone="text-success" />}
        {toCents(b.neighbourDiscount ?? '0') > 0 && <Line label="Neighbour week" value={`−${usd(b.neighbourDiscount)}`} tone="text-success" />}
        {toCents(b.deliveryFee) > 0 && <Line label="Delivery fee" value={usd(b.deliveryFee)} />}
        <Line label="Total" value={usd(b.totalAmount)} strong />
        {toCents(b.referralCredit) > 0 && <Line label="Referral credit, off your balance" value={`−${usd(b.referralCredit)}`} tone="text-success" />}
      </dl>
      {/* NOTE: flex, not a grid: two or three figures fill the row, and a wrapped one takes the whole line (no empty cell). */}
      <dl className="flex flex-wrap gap-px border-t border-charcoal/10 bg-charcoal/10" data-testid="my-order-money">
        <Figure label={order.balanceStatus === 'paid' ? 'Paid in full' : 'Paid'} value={usd(order.amountPaid)} />
        {toCents(order.amountRefunded) > 0 && <Figure label="Refunded" value={usd(order.amountRefunded)} />}
        {/* NOTE: before delivery the balance is not due yet (docs/design.md §11: charged or linked once the porch is done). */}
        {order.status === 'deposit_paid' && <Figure label="Balance at delivery" value={usd(order.prices.balanceAmount)} />}
        {!closed && order.status !== 'deposit_paid' && toCents(order.balanceDue) > 0 && <Figure label="Balance due" value={usd(order.balanceDue)} emphasis />}
      </dl>
    </section>
  );
}

function Line({ label, value, tone = 'text-ink', strong = false }: { label: string; value: string; tone?: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'pt-1 text-base font-semibold text-charcoal' : ''}`}>
      <dt className={strong ? '' : 'text-smoke'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? '' : tone}`}>{value}</dd>
    </div>
  );
}

function Figure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Detail label={label} className="min-w-[9.5rem] flex-1 bg-white px-5 py-4 sm:px-7" valueClassName={`font-display tabular-nums ${emphasis ? 'text-2xl text-ember' : 'text-xl text-charcoal'}`}>{value}</Detail>
  );
}
