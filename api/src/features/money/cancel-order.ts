import type { OrderRow } from '@sdp/server/db/rows';
import type { TransactionSql } from '@sdp/server/db/sql';
import { move, releaseSlotOnce } from '@sdp/server/orders/order-moves';
import { nudgeRelay } from '@sdp/server/outbox';
import type { AppDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { refundOrder } from './issue-refund.ts';
import { recordOrderAction, type OrderActor } from '@sdp/server/orders/order-actions';
import { requireOrder } from './locked-order.ts';

const CANCELLABLE = ['pending', 'payment_failed', 'deposit_paid'];

/**
 * Cancel an order the caller has locked: cancelled (with order.cancelled for a paid one), its delivery spot given back once, and
 * the action in the timeline with who did it. Staff cancel from the order page; the customer from their own (ADR 046).
 */
export async function closeOrder(tx: TransactionSql, locked: OrderRow, actor: OrderActor, detail: Record<string, unknown>): Promise<void> {
  await move(tx, locked, 'cancelled');
  const released = await releaseSlotOnce(tx, locked);
  await recordOrderAction(tx, locked.id, actor, 'cancel', { ...detail, spotReleased: released });
}

/**
 * POST /api/admin/orders/:id/cancel: close an order before delivery and give its delivery spot back once (the row lock makes a
 * double click one cancellation); with `refundDeposit`, then refund what is left of the deposit through Stripe. A delivered
 * order is not cancelled: staff refund it instead. NOTE: the refund runs after the cancellation commits (the Stripe call must
 * not hold the order row, ADR 026); if Stripe refuses it, the order stays cancelled and the answer says to refund it again.
 */
export async function cancelOrder(deps: AppDeps, id: string, refundDeposit: boolean, user: SessionUser): Promise<void> {
  const order = await deps.sql.begin(async (tx) => {
    const locked = await requireOrder(tx, id, { lock: true });
    if (!CANCELLABLE.includes(locked.status)) {
      throw conflict(`Only an order not yet delivered can be cancelled; this one is ${locked.status.replace('_', ' ')}.`);
    }
    await closeOrder(tx, locked, user, { refundDeposit });
    return locked;
  });
  nudgeRelay(deps.redis, deps.env.REDIS_PREFIX);
  const refundCents = refundDeposit && order.paid_at ? order.deposit_cents - order.refunded_cents : 0;
  if (refundCents > 0) await refundOrder(deps, order.id, { cents: refundCents }, 'Order cancelled', user);
}
