import { toDecimal, type ConfirmedOrder } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { findOrder } from './order-rows.ts';

/** An order as the confirmation page shows it (docs/product-spec.md §3 "Confirmed order"), or undefined when there is no such order. */
export async function loadConfirmedOrder(sql: Sql, orderId: string): Promise<ConfirmedOrder | undefined> {
  const order = await findOrder(sql, orderId);
  if (!order) return undefined;
  const addOns = await sql<{ add_on_id: string; name: string; unit_price_cents: number; quantity: number }[]>`
    SELECT add_on_id, name, unit_price_cents, quantity FROM order_add_ons WHERE order_id = ${order.id} ORDER BY name`;
  return {
    orderId: order.id,
    status: order.status,
    serviceType: order.service_type,
    packageName: order.package_name,
    packagePrice: toDecimal(order.base_cents),
    addOns: addOns.map((a) => ({ id: a.add_on_id, name: a.name, price: toDecimal(a.unit_price_cents), quantity: a.quantity })),
    subtotal: toDecimal(order.subtotal_cents),
    discountAmount: toDecimal(order.discount_cents),
    deliveryFee: toDecimal(order.delivery_fee_cents),
    promoCode: order.promo_code,
    totalAmount: toDecimal(order.total_cents),
    depositAmount: toDecimal(order.deposit_cents),
    balanceDue: toDecimal(order.balance_cents),
    customerName: order.customer_name,
    deliveryAddress: `${order.address}, ${order.city}, CA ${order.zip_code}`,
    deliveryDate: order.delivery_date,
  };
}
