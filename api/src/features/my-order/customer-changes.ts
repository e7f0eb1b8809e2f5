import { BOOKING_MESSAGES, sanDiegoDate, type MyOrderDetails } from '@sdp/shared';
import { changeContactDetails } from '@sdp/server/db/order-updates';
import { recordOrderAction, THE_CUSTOMER } from '@sdp/server/orders/order-actions';
import { moveOrderToWeek } from '@sdp/server/orders/move-order-week';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { dateStillChangeable, myOrderActions } from '@sdp/server/orders/my-order-rules';
import { orderOfMyOrderToken } from '@sdp/server/orders/my-order-token';
import { textPreviousPhone } from '@sdp/server/texts/phone-changed-text';

const refusal = (reason: string | null) => new ApiError('UNPROCESSABLE', reason ?? 'This change is not possible now.');
const notOffered = (message: string) => new ApiError('BAD_REQUEST', message, { issues: [{ path: 'deliveryDate', message }] });

/**
 * PATCH /api/my-order/:token: the phone and special instructions, until the delivery week begins (ADR 046). A new phone is written
 * with the link version it was set under, and the phone it replaces and the order's e-mail are told (ADR 161).
 */
export async function editDetails(deps: AppDeps, token: string, details: MyOrderDetails): Promise<void> {
  await withEvents(deps, async (tx) => {
    const { order, season } = await orderOfMyOrderToken(deps, token, { tx, lock: true });
    const action = myOrderActions(order, season, currentTime(deps), 0).editDetails;
    if (!action.allowed) throw refusal(action.reason);
    const changed = {
      ...(details.customerPhone !== undefined && details.customerPhone !== order.customer_phone ? { customer_phone: details.customerPhone } : {}),
      ...(details.specialInstructions !== undefined && details.specialInstructions !== order.special_instructions ? { special_instructions: details.specialInstructions } : {}),
    };
    const fields = Object.keys(changed);
    if (fields.length === 0) return;
    await changeContactDetails(tx, order.id, changed);
    // NOTE: the timeline names what changed, not the new values: staff read those on the order itself.
    await recordOrderAction(tx, order.id, THE_CUSTOMER, 'edit_details', { fields: fields.map((f) => (f === 'customer_phone' ? 'phone' : 'special instructions')) });
    const eventId = await recordEvent(tx, 'order.details_changed', { orderId: order.id, fields });
    if (changed.customer_phone !== undefined) {
      await textPreviousPhone(tx, deps.env, { eventId, orderId: order.id, customerId: order.customer_id, previousPhone: order.customer_phone, at: currentTime(deps) });
    }
  });
}

/**
 * POST /api/my-order/:token/reschedule: move the delivery to another date of the order's season, under the order's row lock, the way
 * every week change goes (server/src/orders/move-order-week.ts): the new spot taken (409 when full, and then nothing moves), the old
 * one given back, the crew day cleared, and the order priced for its new week (a neighbour week's saving added or taken off, ADR 178).
 * `totalCents`, the total the page showed for that week, refuses the move when the price has changed since.
 */
export async function reschedule(deps: AppDeps, token: string, deliveryDate: string, totalCents: number | null = null): Promise<void> {
  const now = currentTime(deps);
  await withEvents(deps, async (tx) => {
    const { order, season } = await orderOfMyOrderToken(deps, token, { tx, lock: true });
    const action = myOrderActions(order, season, now, 1).reschedule;
    if (!action.allowed) throw refusal(action.reason);
    if (deliveryDate === order.delivery_date) throw notOffered('Your delivery is already booked for that week.');
    if (!season.deliveryDates.includes(deliveryDate) || deliveryDate < sanDiegoDate(now)) throw notOffered(BOOKING_MESSAGES.unavailableDate);
    if (!dateStillChangeable(deliveryDate, season, now)) {
      throw notOffered(`That week begins in less than ${season.freeChangeDays} days; please choose a later one.`);
    }
    await moveOrderToWeek(tx, order, season, deliveryDate, THE_CUSTOMER, totalCents);
  });
}
