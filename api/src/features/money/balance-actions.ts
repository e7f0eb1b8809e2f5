import type { OrderRow } from '@sdp/server/db/rows';
import type { TransactionSql } from '@sdp/server/db/sql';
import { move } from '@sdp/server/orders/order-moves';
import { nudgeRelay, recordEvent } from '@sdp/server/outbox';
import type { AppDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { recordOrderAction } from '@sdp/server/orders/order-actions';
import { requireOrder } from './locked-order.ts';

/** Start the next attempt at the balance: the worker charges it off-session from this event (ADR 026). */
async function scheduleBalanceCharge(tx: TransactionSql, order: OrderRow): Promise<number> {
  const attempt = order.balance_attempt + 1;
  await tx`UPDATE orders SET balance_status = 'scheduled', balance_attempt = ${attempt}, balance_error = NULL, updated_at = now() WHERE id = ${order.id}`;
  await recordEvent(tx, 'order.balance_charge_requested', { orderId: order.id, attempt });
  return attempt;
}

/**
 * POST /api/admin/orders/:id/deliver: deposit_paid -> delivered, and, when the deposit saved a card, the balance charge is
 * scheduled in the same transaction. The row lock makes a double click one transition: the second request sees `delivered`, 409.
 */
export async function deliverOrder(deps: AppDeps, id: string, user: SessionUser): Promise<void> {
  await deps.sql.begin(async (tx) => {
    const order = await requireOrder(tx, id, { lock: true });
    if (order.status !== 'deposit_paid') throw conflict(`Only an order whose deposit is paid can be marked delivered; this one is ${order.status.replace('_', ' ')}.`);
    await move(tx, order, 'delivered');
    const attempt = order.stripe_customer_id && order.balance_cents > 0 ? await scheduleBalanceCharge(tx, order) : null;
    // NOTE: no saved card (no consent): the customer is e-mailed the pay-balance link at once (ADR 026).
    if (attempt === null && order.balance_cents > 0) await recordEvent(tx, 'order.balance_unpaid', { orderId: order.id, attempt: 0 });
    await recordOrderAction(tx, order.id, user, 'deliver', { balanceAttempt: attempt });
  });
  nudgeRelay(deps.redis, deps.env.REDIS_PREFIX);
}

/** An attempt still `scheduled`/`processing` after this long is stuck (e.g. its job ran out of retries while Stripe was down). */
const STUCK_AFTER_MS = 10 * 60 * 1000;

/**
 * POST /api/admin/orders/:id/charge-balance: charge the saved card now (a retry after a failure, or a first try). 202.
 * A stuck attempt is run again under its own number, so its idempotency key makes Stripe replay a charge that did go through.
 */
export async function requestBalanceCharge(deps: AppDeps, id: string, user: SessionUser): Promise<void> {
  await deps.sql.begin(async (tx) => {
    const order = await requireOrder(tx, id, { lock: true });
    if (order.status !== 'delivered') throw conflict(`The balance is charged after delivery; this order is ${order.status.replace('_', ' ')}.`);
    if (order.balance_status === 'paid') throw conflict('The balance of this order is already paid.');
    if (!order.stripe_customer_id) throw conflict('This order has no saved card: the customer pays the balance with the link we e-mail.');
    if (order.balance_status === 'scheduled' || order.balance_status === 'processing') {
      if (Date.now() - order.updated_at.getTime() < STUCK_AFTER_MS) throw conflict('The balance of this order is being charged now.');
      await tx`UPDATE orders SET updated_at = now() WHERE id = ${order.id}`;
      await recordEvent(tx, 'order.balance_charge_requested', { orderId: order.id, attempt: order.balance_attempt });
      await recordOrderAction(tx, order.id, user, 'charge_balance', { balanceAttempt: order.balance_attempt, replay: true });
      return;
    }
    const attempt = await scheduleBalanceCharge(tx, order);
    await recordOrderAction(tx, order.id, user, 'charge_balance', { balanceAttempt: attempt });
  });
  nudgeRelay(deps.redis, deps.env.REDIS_PREFIX);
}
