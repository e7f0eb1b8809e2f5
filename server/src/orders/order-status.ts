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

/** Statuses in which the customer still owes the deposit (the order can be repriced or paid). */
export const UNPAID: readonly OrderStatus[] = ['pending', 'payment_failed'];

/** Statuses in which the deposit has been received. */
export const PAID: readonly OrderStatus[] = ['deposit_paid', 'delivered', 'completed'];

/** Statuses of an order that is closed: whatever its ledger's last row says, it does not read as paid. */
export const CLOSED: readonly OrderStatus[] = ['cancelled', 'refunded'];

/**
 * The payment status the public, customer and staff views show (issue 35, I4): a closed order reads as its own status (cancelled or
 * refunded), never as the `paid` or `succeeded` of the deposit it once had; an open one shows what the payment says.
 */
export const shownPaymentStatus = (status: OrderStatus, payment: string | null): string | null =>
  CLOSED.includes(status) ? status : payment;
