import type { StoredOrder } from '../../../lib/stored-order.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';

/** Who and where we deliver to, as reserved. */
export function DeliveryInfo({ order }: { order: StoredOrder }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-xs font-semibold tracking-wider text-smoke uppercase">Delivery week</dt>
        <dd className="mt-1 text-ink">{order.deliveryDate ? formatCalendarDate(order.deliveryDate) : '—'}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wider text-smoke uppercase">Deliver to</dt>
        <dd className="mt-1 text-ink">
          {order.customerName}
          <br />
          {order.address}
          <br />
          {order.city}, CA {order.zipCode}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-xs font-semibold tracking-wider text-smoke uppercase">Confirmation to</dt>
        <dd className="mt-1 break-all text-ink">{order.customerEmail}</dd>
      </div>
    </dl>
  );
}
