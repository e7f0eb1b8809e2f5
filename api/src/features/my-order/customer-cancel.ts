import { toDecimal } from '@sdp/shared';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { closeOrder } from '@sdp/server/orders/cancel-order';
import { refundOrder } from '@sdp/server/orders/issue-refund';
import { customerCancelRefundTarget, THE_CUSTOMER } from '@sdp/server/orders/order-actions';
import { myOrderActions } from '@sdp/server/orders/my-order-rules';
import { cancelRefundCents } from '@sdp/server/orders/refund-policy';
import { orderOfMyOrderToken } from '@sdp/server/orders/my-order-token';

const REFUND_REASON = 'Cancelled by the customer';

/**
 * POST /api/my-order/:token/cancel (ADR 046): the order is closed as a staff cancellation closes it (order.cancelled, the spot given back
 * once), with the refund the season's policy gives at this moment: the whole deposit before the free-change deadline, its refundable
 * share until the delivery week begins; after that, 422. The refund goes through the money flow after the cancellation commits, as
 * "until the order's refunds reach" a target kept in the timeline: a double click, or a second try after Stripe failed, refunds what is
 * missing once and never more.
 */
export async function cancelByCustomer(deps: AppDeps, token: string): Promise<void> {
  const target = await withEvents(deps, async (tx) => {
    const { order, season } = await orderOfMyOrderToken(deps, token, { tx, lock: true });
    if (order.status === 'cancelled') {
      const earlier = await customerCancelRefundTarget(tx, order.id);
      if (earlier) return { orderId: order.id, cents: earlier.target ?? 0 };
    }
    const now = currentTime(deps);
    const action = myOrderActions(order, season, now, 0).cancel;
    if (!action.allowed) throw new ApiError('UNPROCESSABLE', action.reason ?? 'This order cannot be cancelled now.');
    const refundCents = cancelRefundCents(order, season, now);
    const refundTargetCents = order.refunded_cents + refundCents;
    await closeOrder(tx, order, THE_CUSTOMER, { refund: toDecimal(refundCents), refundTargetCents });
    await recordEvent(tx, 'order.cancelled_by_customer', { orderId: order.id, refundCents });
    return { orderId: order.id, cents: refundTargetCents };
  });
  if (target.cents > 0) await refundOrder(deps, target.orderId, { untilRefunded: target.cents }, REFUND_REASON, THE_CUSTOMER);
}
