import { BUSINESS, type MyOrderAction, type MyOrderActionName } from '@sdp/shared';
import { addDays, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import type { OrderRow } from '../db/rows.ts';
import type { SeasonRow } from '../season/season-rows.ts';
import { balanceRefusal } from './on-session-balance.ts';

/** The deadlines of an order under its season's policy (ADR 046), as instants. */
export function orderDeadlines(order: Pick<OrderRow, 'delivery_date'>, season: Pick<SeasonRow, 'freeChangeDays'>) {
  return {
    /** Reschedule (and the full deposit refund) until `freeChangeDays` before the delivery week, at 00:00 San Diego time. */
    freeChange: sanDiegoMidnight(addDays(order.delivery_date, -season.freeChangeDays)),
    /** Cancel (with the season's partial refund after the free-change deadline) and edit details until the week begins. */
    weekStarts: sanDiegoMidnight(order.delivery_date),
  };
}

/** Whether a date can be moved to now: its own free-change deadline must still be ahead (the crew plans a week that far out). */
export const dateStillChangeable = (date: string, season: Pick<SeasonRow, 'freeChangeDays'>, now: Date) =>
  now < orderDeadlines({ delivery_date: date }, season).freeChange;

type RuleOrder = Pick<OrderRow, 'status' | 'delivery_date' | 'paid_at' | 'deposit_cents' | 'refunded_cents' | 'balance_status' | 'balance_cents' | 'stripe_customer_id'>;

const CALL_US = `please call us at ${BUSINESS.phoneDisplay}`;
const ok = (deadline: Date | null): MyOrderAction => ({ allowed: true, deadline: deadline?.toISOString() ?? null, reason: null });
const no = (reason: string, deadline: Date | null = null): MyOrderAction => ({ allowed: false, deadline: deadline?.toISOString() ?? null, reason });

/** Why nothing can be changed on an order in this status, or null when it stands and waits for its delivery. */
function statusRefusal(status: OrderRow['status']): string | null {
  switch (status) {
    case 'deposit_paid':
      return null;
    case 'pending':
    case 'payment_failed':
      return 'The deposit of this order has not been paid.';
    case 'cancelled':
      return 'This order is cancelled.';
    case 'refunded':
      return 'This order was refunded.';
    default:
      return `Your porch has been decorated; for any change ${CALL_US}.`;
  }
}

/**
 * Which of the page's actions the order allows at `now`, each with its deadline and, when refused, why in the customer's words
 * (docs/design.md §12, ADR 046). The routes enforce the same answers: the page never offers what the API would refuse.
 */
export function myOrderActions(
  order: RuleOrder,
  season: Pick<SeasonRow, 'freeChangeDays'>,
  now: Date,
  otherDates: number,
): Record<MyOrderActionName, MyOrderAction> {
  const { freeChange, weekStarts } = orderDeadlines(order, season);
  const refused = statusRefusal(order.status);
  const beforeWeek = (deadline: Date): MyOrderAction =>
    refused ? no(refused) : now < deadline ? ok(deadline) : no(`Your delivery week has begun; ${CALL_US}.`, deadline);
  const reschedule: MyOrderAction = refused
    ? no(refused)
    : now >= freeChange
      ? no(`Changes to the delivery week close ${season.freeChangeDays} days before it begins; ${CALL_US}.`, freeChange)
      : otherDates === 0 ? no('No other delivery week has a spot left for your service level.', freeChange) : ok(freeChange);
  const payRefusal = balanceRefusal(order);
  const cardRefusal = refused ?? (!order.stripe_customer_id
    ? 'You chose to pay the balance with the link we e-mail after delivery.'
    : order.balance_cents === 0 ? 'This order has no balance to charge.' : null);
  return {
    editDetails: beforeWeek(weekStarts),
    reschedule,
    cancel: beforeWeek(weekStarts),
    payBalance: payRefusal ? no(payRefusal) : ok(null),
    // NOTE: the saved card is charged after delivery, so it can be replaced until staff mark the porch delivered.
    replaceCard: cardRefusal ? no(cardRefusal) : ok(null),
  };
}
