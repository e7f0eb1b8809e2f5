import { toDecimal, type AdminOrder } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import type { OrderRow } from '@sdp/server/db/rows';
import { collectedCents } from '@sdp/server/orders/order-moves';

type AdminOrderRow = OrderRow & {
  add_on_ids: string[];
  payment_status: string | null;
  last_delivery_status: string | null;
};

/** Orders for the admin dashboard (docs/product-spec.md §3 plus the operational fields), newest first. */
export async function listAdminOrders(sql: Sql): Promise<AdminOrder[]> {
  const rows = await sql<AdminOrderRow[]>`
    SELECT o.*,
      coalesce((SELECT array_agg(a.add_on_id::text ORDER BY a.name) FROM order_add_ons a WHERE a.order_id = o.id), '{}') AS add_on_ids,
      (SELECT p.status FROM payments p WHERE p.order_id = o.id ORDER BY p.updated_at DESC, p.created_at DESC LIMIT 1) AS payment_status,
      (SELECT wd.status FROM outbox_events e JOIN webhook_deliveries wd ON wd.event_id = e.id
       WHERE e.payload ? 'orderId' AND e.payload ->> 'orderId' = o.id::text
       ORDER BY wd.created_at DESC LIMIT 1) AS last_delivery_status
    FROM orders o
    ORDER BY o.created_at DESC, o.id DESC`;
  return rows.map((r) => ({
    id: r.id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    status: r.status,
    packageId: r.package_id,
    packageName: r.package_name,
    serviceType: r.service_type,
    totalAmount: toDecimal(r.total_cents),
    depositAmount: toDecimal(r.deposit_cents),
    addOnServices: r.add_on_ids,
    deliveryDate: r.delivery_date,
    address: r.address,
    city: r.city,
    zipCode: r.zip_code,
    specialInstructions: r.special_instructions,
    createdAt: r.created_at.toISOString(),
    paymentStatus: r.payment_status,
    emailRecapSent: r.email_recap_sent,
    emailError: r.email_error,
    crmProvider: r.crm_provider,
    crmContactId: r.crm_contact_id,
    crmError: r.crm_error,
    lastDeliveryStatus: r.last_delivery_status,
    amountPaid: toDecimal(collectedCents(r)),
    amountRefunded: toDecimal(r.refunded_cents),
    balanceStatus: r.balance_status,
  }));
}
