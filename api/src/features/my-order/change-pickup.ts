import { calendarDayInWords } from '@sdp/shared/pacific-time';
import { findPickup, movePickup } from '@sdp/server/db/order-pickups';
import { recordOrderAction, THE_CUSTOMER } from '@sdp/server/orders/order-actions';
import { orderOfMyOrderToken } from '@sdp/server/orders/my-order-token';
import { lastChangeDay, PICKUP_CHANGE_DAYS, stillChangeable } from '@sdp/server/pickups/pickup-rules';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';

const day = (d: string) => calendarDayInWords(d, { weekday: 'long', month: 'long', day: 'numeric' });
const atPickupDate = (status: 'BAD_REQUEST' | 'UNPROCESSABLE', message: string) => new ApiError(status, message, { issues: [{ path: 'pickupDate', message }] });

/**
 * PATCH /api/my-order/:token { pickupDate } (docs/design.md §26, ADR 281): the customer moves the pick-up to another of the season's
 * pick-up days, until 2 days before the day they have (and never to one closer than that). A day outside the season's pick-up days
 * is a 400; too late, or already picked up, a 422. Under the order's row lock, like every change on the page.
 */
export async function changePickup(deps: AppDeps, token: string, pickupDate: string): Promise<void> {
  const now = currentTime(deps);
  await withEvents(deps, async (tx) => {
    const { order, season } = await orderOfMyOrderToken(deps, token, { tx, lock: true });
    const pickup = await findPickup(tx, order.id, { lock: true });
    if (!pickup) throw atPickupDate('UNPROCESSABLE', 'This order has no pick-up to change: it has no Seasonal Removal, or the porch is not decorated yet.');
    if (pickup.status === 'picked_up') throw atPickupDate('UNPROCESSABLE', 'The crew has already picked up your pumpkins and decor.');
    if (!season.pickupDates.includes(pickupDate)) {
      throw atPickupDate('BAD_REQUEST', `Please choose one of this season's pick-up days: ${season.pickupDates.map(day).join('; ')}.`);
    }
    if (pickupDate === pickup.date) return;
    if (!stillChangeable(pickup.date, now)) {
      throw atPickupDate('UNPROCESSABLE', `Your pick-up on ${day(pickup.date)} can no longer change (the last day was ${day(lastChangeDay(pickup.date))}); please call us.`);
    }
    if (!stillChangeable(pickupDate, now)) {
      throw atPickupDate('UNPROCESSABLE', `${day(pickupDate)} is less than ${PICKUP_CHANGE_DAYS} days away; please choose a later day.`);
    }
    await movePickup(tx, order.id, pickupDate, now);
    await recordOrderAction(tx, order.id, THE_CUSTOMER, 'pickup_day', { from: pickup.date, to: pickupDate });
    // NOTE: the relay sends nothing for it (the page shows the new day at once); the event says the order changed, as every change does.
    await recordEvent(tx, 'order.details_changed', { orderId: order.id, fields: ['pickup_date'] });
  });
}
