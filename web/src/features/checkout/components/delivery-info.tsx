import type { StoredOrder } from '../../../lib/stored-order.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { Detail } from '../../../components/ui/detail.tsx';

/** Who and where we deliver to, as reserved. */
export function DeliveryInfo({ order }: { order: StoredOrder }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <Detail label="Delivery week">{order.deliveryDate ? formatCalendarDate(order.deliveryDate) : '—'}</Detail>
      <Detail label="Deliver to">
        {order.customerName}
        <br />
        {order.address}
        <br />
        {order.city}, CA {order.zipCode}
      </Detail>
      <Detail label="Confirmation to" className="sm:col-span-2" valueClassName="break-all text-ink">{order.customerEmail}</Detail>
    </dl>
  );
}
