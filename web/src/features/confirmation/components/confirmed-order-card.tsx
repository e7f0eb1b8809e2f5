import { SERVICE_LEVEL_LABELS, formatUsd, toCents, type ConfirmedOrder } from '@sdp/shared';
import { orderNumber } from '@sdp/shared/order-number';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { Detail } from '../../../components/ui/detail.tsx';

const money = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });

/** The paid order as the server confirmed it: package, add-ons, totals, deposit paid, balance, delivery date and address. */
export function ConfirmedOrderCard({ order }: { order: ConfirmedOrder }) {
  return (
    <section aria-labelledby="order-details" className="overflow-hidden rounded-2xl bg-white shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-charcoal/10 bg-parchment px-6 py-5 sm:px-8">
        <h2 id="order-details" className="text-2xl font-semibold">
          Order Details
        </h2>
        <p className="text-sm text-smoke">
          Order <span className="font-mono font-semibold text-charcoal">#{orderNumber(order.orderId)}</span>
        </p>
      </div>
      <div className="grid gap-8 px-6 py-6 sm:px-8 md:grid-cols-2">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4 pb-1">
            <dt>
              <span className="font-display text-xl text-charcoal">{order.packageName}</span>
              <span className="block text-smoke">{SERVICE_LEVEL_LABELS[order.serviceType]?.name}</span>
            </dt>
            <dd className="font-semibold">{money(order.packagePrice)}</dd>
          </div>
          {order.addOns.map((addOn) => (
            <Line key={addOn.id} label={addOn.quantity > 1 ? `${addOn.name} × ${addOn.quantity}` : addOn.name} value={money(String(Number(addOn.price) * Math.max(1, addOn.quantity)))} />
          ))}
          <div className="border-t border-charcoal/10 pt-2" />
          <Line label="Subtotal" value={money(order.subtotal)} />
          {toCents(order.discountAmount) > 0 && (
            <Line label={`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`} value={`−${money(order.discountAmount)}`} tone="text-success" />
          )}
          {order.referralCode && <Line label={`Referral discount (${order.referralCode})`} value={`−${money(order.referralDiscount)}`} tone="text-success" />}
          {toCents(order.neighbourDiscount ?? '0') > 0 && <Line label="Neighbour week" value={`−${money(order.neighbourDiscount)}`} tone="text-success" />}
          {toCents(order.deliveryFee) > 0 && <Line label="Delivery fee" value={money(order.deliveryFee)} />}
          <Line label="Total" value={money(order.totalAmount)} strong />
          <Line label="Deposit Paid" value={money(order.depositAmount)} tone="text-success font-semibold" />
          <Line label="Balance Due at Delivery" value={money(order.balanceDue)} strong />
        </dl>
        <dl className="space-y-5 text-sm md:border-l md:border-charcoal/10 md:pl-8">
          <Detail label="Delivery date" valueClassName="font-display text-lg text-charcoal">{formatCalendarDate(order.deliveryDate)}</Detail>
          <Detail label="Delivery address">
            {order.customerName}
            <br />
            {order.deliveryAddress}
          </Detail>
        </dl>
      </div>
      {order.savedCard && (
        <div className="border-t border-charcoal/10 bg-parchment/60 px-6 py-5 text-sm sm:px-8" data-testid="saved-card">
          <h3 className="text-xs font-semibold tracking-wider text-smoke uppercase">Card saved for the balance</h3>
          <p className="mt-1 font-display text-lg text-charcoal">{order.savedCard.card}</p>
          <p className="mt-1 text-ink">{order.savedCard.charge}</p>
          <p className="mt-1 text-smoke">{order.savedCard.change}</p>
        </div>
      )}
    </section>
  );
}

function Line({ label, value, tone = 'text-ink', strong = false }: { label: string; value: string; tone?: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold text-charcoal' : ''}`}>
      <dt className={strong ? '' : 'text-smoke'}>{label}</dt>
      <dd className={strong ? '' : tone}>{value}</dd>
    </div>
  );
}
