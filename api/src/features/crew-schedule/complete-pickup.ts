import { isBooked, type PickupDone } from '@sdp/shared';
import type { PickupDoneInput } from '@sdp/shared/schemas/crew';
import { findOrder } from '@sdp/server/db/orders';
import { findPickup, markPickedUp } from '@sdp/server/db/order-pickups';
import { hasPorchClearedPhoto } from '@sdp/server/db/order-photos';
import { isUuid } from '@sdp/server/db/is-uuid';
import { recordOrderAction } from '@sdp/server/orders/order-actions';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { toOrderPickup } from '@sdp/server/pickups/pickup-rules';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';

const NO_PHOTO = 'Take the "porch cleared" photo first: the pick-up closes with it.';

/**
 * POST /api/admin/orders/:id/pickup/done (docs/design.md §26): the crew cleared the porch. It closes only with a "porch cleared"
 * photo on the order and the pounds donated; the customer's "picked up, thank you" goes once, through the outbox, in the same
 * transaction. A second tap (the phone's offline queue sending again) answers the first: the pounds first entered stand.
 */
export async function completePickup(deps: AppDeps, orderId: string, input: PickupDoneInput, user: SessionUser): Promise<PickupDone> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  return withEvents(deps, async (tx) => {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order) throw notFound('Order not found');
    const pickup = await findPickup(tx, orderId, { lock: true });
    if (!pickup) throw conflict('This order has no pick-up: it has no Seasonal Removal, or it has not been delivered.');
    if (pickup.status === 'picked_up') return { already: true, pickup: toOrderPickup(pickup) };
    if (!isBooked(order.status)) throw conflict(`This order is ${order.status}: there is nothing to pick up.`);
    if (!(await hasPorchClearedPhoto(tx, orderId))) throw new ApiError('CONFLICT', NO_PHOTO, { issues: [{ path: 'photo', message: NO_PHOTO }] });
    await markPickedUp(tx, orderId, { poundsDonated: input.poundsDonated, by: user.id, now: currentTime(deps) });
    await recordOrderAction(tx, orderId, user, 'picked_up', { poundsDonated: input.poundsDonated });
    await recordEvent(tx, 'order.picked_up', { orderId });
    return { already: false, pickup: toOrderPickup((await findPickup(tx, orderId))!) };
  });
}
