import type { OrderStatus } from '@sdp/shared';

/**
 * The order lifecycle of docs/design.md §4: pending -> deposit_paid -> delivered -> completed, with cancelled, refunded and payment_failed
 * as exits. payment_failed is left when a later attempt pays. Anything not listed (a stale or out-of-order event) is refused.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['deposit_paid', 'payment_failed', 'cancelled'],
  payment_failed: ['deposit_paid', 'cancelled'],
  deposit_paid: ['delivered', 'refunded', 'cancelled'],
  delivered: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

// Booked (the deposit received) and closed statuses, and the payment status a view shows, are shared/src/constants/business.ts's.

/** Statuses in which the customer still owes the deposit (the order can be repriced or paid). */
export const UNPAID: readonly OrderStatus[] = ['pending', 'payment_failed'];
