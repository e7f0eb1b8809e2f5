import type { ConfirmedOrder } from '@sdp/shared';
import { findOrder, orderAddOns } from '@sdp/server/db/orders';
import { confirmedOrderView } from '@sdp/server/db/order-views';
import type { Sql } from '@sdp/server/db/sql';
import { savedCardWords } from '@sdp/server/orders/saved-card';
import type Stripe from 'stripe';

/** An order as the confirmation page shows it (docs/product-spec.md §3 "Confirmed order"), or undefined when there is no such order. */
export async function loadConfirmedOrder(sql: Sql, orderId: string, stripe: Stripe | null = null): Promise<ConfirmedOrder | undefined> {
  const order = await findOrder(sql, orderId);
  if (!order) return undefined;
  return confirmedOrderView(order, await orderAddOns(sql, order.id), await savedCardWords(sql, stripe, order));
}
