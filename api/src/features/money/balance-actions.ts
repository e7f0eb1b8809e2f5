import { restartBalanceAttempt, scheduleBalanceAttempt } from '@sdp/server/db/order-updates';
import type { OrderRow } from '@sdp/server/db/rows';
import type { TransactionSql } from '@sdp/server/db/sql';
import { move } from '@sdp/server/orders/order-moves';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError, conflict } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { deliveredByTap, recordOrderAction } from '@sdp/server/orders/order-actions';
import { requireOrder } from '@sdp/server/orders/require-order';
import { cancelOtherBalanceAttempts } from '@sdp/server/orders/one-open-attempt';
import { deliverRefusal } from '@sdp/server/orders/deliver-window';

/** Start the next attempt at the balance: the worker charges it off-session from this event (ADR 026). */
async function scheduleBalanceCharge(tx: TransactionSql, order: OrderRow): Promise<number> {
  const attempt = order.balance_attempt + 1;
  await scheduleBalanceAttempt(tx, order.id, attempt);
  await recordEvent(tx, 'order.balance_charge_requested', { orderId: order.id, attempt });
  return attempt;
}

/**
 * POST /api/admin/orders/:id/deliver: deposit_paid -> delivered, and, when the deposit saved a card, the balance charge is
 * scheduled in the same transaction. The row lock makes a double click one transition: the second request sees `delivered`, 409.
 * More than two days before the delivery week it is refused (409, naming the week) unless an admin says `early` and why
 * (docs/design.md §16, ADR 072): the timeline keeps who and why. A `clientId` (the crew phone's id for the tap, ADR 146) is kept
 * with the action, and the same tap arriving again (the offline queue's replay) is answered as done: nothing moves, nothing is sent.
 */
export async function deliverOrder(
  deps: AppDeps, id: string, user: SessionUser, early: { early: boolean; reason: string; clientId?: string | undefined } = { early: false, reason: '' },
): Promise<void> {
  if (early.early && user.role !== 'admin') throw new ApiError('FORBIDDEN', 'Only an admin can mark a porch delivered before its delivery week.');
  await withEvents(deps, async (tx) => {
    const order = await requireOrder(tx, id, { lock: true });
    if (order.status !== 'deposit_paid' && early.clientId && (await deliveredByTap(tx, order.id, early.clientId))) return;
    if (order.status !== 'deposit_paid') throw conflict(`Only an order whose deposit is paid can be marked delivered; this one is ${order.status.replace('_', ' ')}.`);
    const tooEarly = deliverRefusal(order, currentTime(deps));
    if (tooEarly && !early.early) throw conflict(tooEarly);
    await move(tx, order, 'delivered');
    const attempt = order.stripe_customer_id && order.balance_cents > 0 ? await scheduleBalanceCharge(tx, order) : null;
    // NOTE: no saved card (no consent): the customer is e-mailed the pay-balance link at once (ADR 026).
    if (attempt === null && order.balance_cents > 0) await recordEvent(tx, 'order.balance_unpaid', { orderId: order.id, attempt: 0 });
    await recordOrderAction(tx, order.id, user, 'deliver', {
      balanceAttempt: attempt, ...(tooEarly ? { early: true, reason: early.reason } : {}), ...(early.clientId ? { clientId: early.clientId } : {}),
    });
  });
}

/** An attempt still `scheduled`/`processing` after this long is stuck (e.g. its job ran out of retries while Stripe was down). */
const STUCK_AFTER_MS = 10 * 60 * 1000;

/**
 * POST /api/admin/orders/:id/charge-balance: charge the saved card now (a retry after a failure, or a first try). 202.
 * A stuck attempt is run again under its own number, so its idempotency key makes Stripe replay a charge that did go through.
 */
export async function requestBalanceCharge(deps: AppDeps, id: string, user: SessionUser): Promise<void> {
  await withEvents(deps, async (tx) => {
    const order = await requireOrder(tx, id, { lock: true });
    if (order.status !== 'delivered') throw conflict(`The balance is charged after delivery; this order is ${order.status.replace('_', ' ')}.`);
    if (order.balance_status === 'paid') throw conflict('The balance of this order is already paid.');
    if (!order.stripe_customer_id) throw conflict('This order has no saved card: the customer pays the balance with the link we e-mail.');
    if (order.balance_status === 'scheduled' || order.balance_status === 'processing') {
      if (Date.now() - order.updated_at.getTime() < STUCK_AFTER_MS) throw conflict('The balance of this order is being charged now.');
      await restartBalanceAttempt(tx, order.id);
      await recordEvent(tx, 'order.balance_charge_requested', { orderId: order.id, attempt: order.balance_attempt });
      await recordOrderAction(tx, order.id, user, 'charge_balance', { balanceAttempt: order.balance_attempt, replay: true });
      return;
    }
    // NOTE: one open balance payment per order (ADR 067): the pay link's or order page's open intent is cancelled first.
    await cancelOtherBalanceAttempts(deps, tx, order);
    const attempt = await scheduleBalanceCharge(tx, order);
    await recordOrderAction(tx, order.id, user, 'charge_balance', { balanceAttempt: attempt });
  });
}
