import { formatCalendarDate } from '../../../lib/format-date.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { OrderCard } from './order-card.tsx';

const label = 'text-xs font-semibold tracking-wider text-smoke uppercase';

/** One line under the week that never contradicts the order's status. */
function weekNote(order: MyOrder): string {
  switch (order.status) {
    case 'cancelled':
    case 'refunded':
      return 'Released: this order is cancelled.';
    case 'delivered':
    case 'completed':
      return 'Your porch has been decorated. Enjoy the season!';
    case 'deposit_paid':
      return order.crewDay
        ? `Your crew comes on ${formatCalendarDate(order.crewDay, { weekday: 'long', month: 'long', day: 'numeric' })}; we call you 24 to 48 hours before.`
        : 'We call you 24 to 48 hours before your crew arrives.';
    default:
      return 'Held until the deposit is paid.';
  }
}

/** Where and when: the delivery week, the address, the number the crew calls and the customer's instructions. */
export function DeliveryCard({ order }: { order: MyOrder }) {
  return (
    <OrderCard name="delivery" title="Delivery">
      <dl className="mt-4 space-y-4 text-sm" data-testid="my-order-delivery">
        <div>
          <dt className={label}>Delivery week</dt>
          <dd className="mt-1 font-display text-lg text-charcoal">{formatCalendarDate(order.deliveryWeek.start)}</dd>
          <dd className="text-smoke">{weekNote(order)}</dd>
        </div>
        <div>
          <dt className={label}>Address</dt>
          <dd className="mt-1 text-ink">
            {order.customerName}
            <br />
            {order.address.street}, {order.address.city} {order.address.zipCode}
          </dd>
        </div>
        <div>
          <dt className={label}>Phone</dt>
          <dd className="mt-1 text-ink">{formatPhone(order.customerPhone)}</dd>
        </div>
        <div>
          <dt className={label}>Special instructions</dt>
          <dd className="mt-1 break-words whitespace-pre-line text-ink">{order.specialInstructions || <span className="text-smoke">None</span>}</dd>
        </div>
      </dl>
    </OrderCard>
  );
}
