import { maxTipCents, MIN_TIP_CENTS, tipForPercent, toDecimal, type TipRequest } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import { badRequest } from '../domain-error.ts';
import { balanceRefusal } from './on-session-balance.ts';

type TipOrder = Pick<OrderRow, 'status' | 'delivered_at' | 'balance_status' | 'balance_cents' | 'total_cents'>;

/** Why the order takes no tip now, in words, or null when it does: only a porch delivered and still standing (docs/design.md §27). */
export function tipRefusal(order: TipOrder): string | null {
  if (order.status === 'cancelled' || order.status === 'refunded') return 'This order was cancelled, so there is no crew to tip.';
  if (!order.delivered_at || (order.status !== 'delivered' && order.status !== 'completed')) return 'You can tip the crew once your porch is decorated.';
  return null;
}

/** Whether a tip goes with the balance (one PaymentIntent for both, ADR 300): the balance is still to pay on the page. */
export const tipGoesWithBalance = (order: TipOrder): boolean => order.balance_cents > 0 && balanceRefusal(order) === null;

/**
 * The tip asked for, in cents: a percent of the order's total as the shared pricing rounds it, or an amount; at least $1 and at most
 * the cap of ADR 301 (half the total, never above $1,000). A 400 in words otherwise.
 */
export function tipCentsAsked(order: TipOrder, ask: Pick<TipRequest, 'amount' | 'percent'>): number {
  const cents = ask.percent !== undefined ? tipForPercent(order.total_cents, ask.percent) : ask.amount!;
  const max = maxTipCents(order.total_cents);
  if (cents < MIN_TIP_CENTS) throw badRequest(`A tip must be at least $${toDecimal(MIN_TIP_CENTS)}.`, [{ path: 'amount', message: 'Tip is too small' }]);
  if (cents > max) throw badRequest(`A tip can be at most $${toDecimal(max)} on this order.`, [{ path: 'amount', message: 'Tip is too large' }]);
  return cents;
}
