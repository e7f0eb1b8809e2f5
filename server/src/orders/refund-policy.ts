import { percentOf } from '@sdp/shared';
import { calendarDayInWords, lastDayBefore } from '@sdp/shared/pacific-time';
import type { OrderRow } from '../db/rows.ts';
import type { SeasonRow } from '../season/season-rows.ts';
import { orderDeadlines } from './my-order-rules.ts';

// The refund policy of a cancelled order (docs/design.md §16, ADR 046, ADR 070): what the customer gets back when they, or staff,
// cancel now. The deadlines it reads are the order's (orderDeadlines); issuing the refund is issue-refund.ts.

type PolicyOrder = Pick<OrderRow, 'status' | 'delivery_date' | 'paid_at' | 'deposit_cents' | 'refunded_cents'>;

/** What the season's policy refunds if the order is cancelled now, and why in words (docs/design.md §16, ADR 046, ADR 070). */
export interface CancelPolicy { refundCents: number; why: string }

/**
 * The one cancellation policy, for the customer's own cancel and for staff: the whole deposit before the free-change deadline, the
 * season's refundable share until the delivery week begins, nothing after that; less what was already refunded.
 */
export function cancelPolicy(order: PolicyOrder, season: Pick<SeasonRow, 'freeChangeDays' | 'refundableDepositPercent'>, now: Date): CancelPolicy {
  if (!order.paid_at || order.status !== 'deposit_paid') return { refundCents: 0, why: 'No deposit was paid: nothing to refund.' };
  const { freeChange, weekStarts } = orderDeadlines(order, season);
  // NOTE: the last free day, as the customer's page names it ("Free changes until Oct 17"), not the day the deadline falls at 00:00.
  const lastFree = lastDayBefore(freeChange);
  const [due, why] = now < freeChange
    ? [order.deposit_cents, `Full deposit refund: cancelled while changes are free (until ${lastFree}).`]
    : now < weekStarts
      ? [percentOf(order.deposit_cents, season.refundableDepositPercent),
        `${season.refundableDepositPercent}% of the deposit: free changes ended ${lastFree}.`]
      : [0, `No refund: the delivery week began ${calendarDayInWords(order.delivery_date)}.`];
  const refundCents = Math.max(due - order.refunded_cents, 0);
  return { refundCents, why: order.refunded_cents > 0 && due > 0 ? `${why} Less what was already refunded.` : why };
}

/** What cancelling now would refund, in cents (the policy's amount). */
export const cancelRefundCents = (...args: Parameters<typeof cancelPolicy>): number => cancelPolicy(...args).refundCents;
