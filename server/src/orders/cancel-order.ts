import { toDecimal } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { recordEvent, withEvents } from '../outbox.ts';
import { loadSeasonRows } from '../season/season-rows.ts';
import { closeDepositAttempts } from './deposit-intent.ts';
import { refundOrder } from './issue-refund.ts';
import { cancelPolicy, type CancelPolicy } from './refund-policy.ts';
import { seasonOf } from './my-order-token.ts';
import { recordOrderAction, type OrderActor } from './order-actions.ts';
import { move, releaseSlotOnce } from './order-moves.ts';
import { UNPAID } from './order-status.ts';
import { requireOrder } from './require-order.ts';

const CANCELLABLE = ['pending', 'payment_failed', 'deposit_paid'];
const REFUND_REASON = 'Order cancelled';

/**
 * Cancel an order the caller has locked: cancelled (with order.cancelled for a paid one), its delivery spot given back once, and
 * the action in the timeline with who did it. Staff cancel from the order page; the customer from their own (ADR 046).
 */
export async function closeOrder(tx: TransactionSql, locked: OrderRow, actor: OrderActor, detail: Record<string, unknown>): Promise<void> {
  await move(tx, locked, 'cancelled');
  const released = await releaseSlotOnce(tx, locked);
  await recordOrderAction(tx, locked.id, actor, 'cancel', { ...detail, spotReleased: released });
}

/** What the season's cancellation policy refunds on this order now (docs/design.md §16): the staff dialog preselects it. */
export async function staffCancelPolicy(deps: ServiceDeps, tx: ServiceDeps['sql'] | TransactionSql, order: OrderRow): Promise<CancelPolicy> {
  const season = seasonOf(await loadSeasonRows(tx), order);
  // NOTE: an order whose season row is gone (never in practice) has no policy to read: staff decide, and nothing is refunded unasked.
  if (!season) return { refundCents: 0, why: 'No season policy applies to this order: refund it only if you choose to.' };
  return cancelPolicy(order, season, currentTime(deps));
}

/**
 * POST /api/admin/orders/:id/cancel (docs/design.md §16, ADR 070): close an order before delivery and give its delivery spot back once
 * (the row lock makes a double click one cancellation). Without `refundDeposit` the season's policy decides the refund, as on the
 * customer's own page; `true` refunds what is left of the deposit, `false` keeps it. The customer is e-mailed what was cancelled and
 * what is refunded (order.cancelled_by_staff -> order_cancelled, once per event). NOTE: the refund runs after the cancellation commits
 * (the Stripe call must not hold the order row, ADR 026), as "until the order's refunds reach" the target kept in the timeline, so a
 * retry after Stripe refused refunds what is missing once; if Stripe refuses, the order stays cancelled and the answer says so.
 */
export async function cancelOrder(deps: ServiceDeps, id: string, asked: { refundDeposit?: boolean | undefined; reason: string }, user: OrderActor): Promise<void> {
  const target = await withEvents(deps, async (tx) => {
    const locked = await requireOrder(tx, id, { lock: true });
    if (!CANCELLABLE.includes(locked.status)) {
      throw conflict(`Only an order not yet delivered can be cancelled; this one is ${locked.status.replace('_', ' ')}.`);
    }
    // NOTE: an unpaid order's open deposit attempts are closed at Stripe first (ADR 155); one that went through meanwhile lands on a
    // cancelled order and is refunded automatically (ADR 154).
    if (UNPAID.includes(locked.status)) await closeDepositAttempts(deps, tx, locked);
    const policy = await staffCancelPolicy(deps, tx, locked);
    const depositLeft = locked.paid_at ? Math.max(locked.deposit_cents - locked.refunded_cents, 0) : 0;
    const refundCents = asked.refundDeposit === undefined ? policy.refundCents : asked.refundDeposit ? depositLeft : 0;
    const refundTargetCents = locked.refunded_cents + refundCents;
    await closeOrder(tx, locked, user, {
      refundDeposit: refundCents > 0, refund: toDecimal(refundCents), refundTargetCents,
      decidedBy: asked.refundDeposit === undefined ? 'policy' : 'staff', ...(asked.reason ? { reason: asked.reason } : {}),
    });
    await recordEvent(tx, 'order.cancelled_by_staff', { orderId: locked.id, refundCents });
    return { orderId: locked.id, cents: refundCents > 0 ? refundTargetCents : 0 };
  });
  if (target.cents > 0) await refundOrder(deps, target.orderId, { untilRefunded: target.cents }, REFUND_REASON, user);
}
