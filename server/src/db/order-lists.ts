import { type AdminOrder, BOOKED_STATUSES, shownPaymentStatus, toDecimal } from '@sdp/shared';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import type { LoadLine } from '@sdp/shared/crew/pick-list';
import { orderOf, zapierOrderView } from './order-views.ts';
import { pick, type OrderRow } from './rows.ts';
import type { Sql } from './sql.ts';

// The lists of orders staff read (docs/design.md §17, ADR 091): the dashboard's order list and a crew's run sheet. Each is one
// query with what it joins, mapped through orderOf like every other view of an order.

/** An order row of the staff list, with what the list adds from the ledger, the add-ons, the payments and the webhooks. */
type OrderListRow = OrderRow & { add_on_ids: string[]; payment_status: string | null; last_delivery_status: string | null; paid_in: number; ledger_refunded: number };

/** Orders for the admin dashboard (docs/product-spec.md §3 plus the operational fields), newest first. */
export async function orderList(sql: Sql): Promise<AdminOrder[]> {
  const rows = await sql<OrderListRow[]>`
    SELECT o.*, l.deposit_cents + l.balance_cents AS paid_in, l.refunded_cents AS ledger_refunded,
      coalesce((SELECT array_agg(a.add_on_id::text ORDER BY a.name) FROM order_add_ons a WHERE a.order_id = o.id), '{}') AS add_on_ids,
      (SELECT p.status FROM payments p WHERE p.order_id = o.id ORDER BY p.updated_at DESC, p.created_at DESC LIMIT 1) AS payment_status,
      (SELECT wd.status FROM outbox_events e JOIN webhook_deliveries wd ON wd.event_id = e.id
       WHERE e.payload ? 'orderId' AND e.payload ->> 'orderId' = o.id::text
       ORDER BY wd.created_at DESC LIMIT 1) AS last_delivery_status
    FROM orders o JOIN order_ledger l ON l.order_id = o.id
    ORDER BY o.created_at DESC, o.id DESC`;
  return rows.map((row) => {
    const o = orderOf(row);
    return {
      ...pick(o, ['id', 'customerId', 'customerName', 'customerEmail', 'customerPhone', 'status', 'packageId', 'packageName', 'serviceType', 'deliveryDate',
        'address', 'city', 'zipCode', 'specialInstructions', 'emailRecapSent', 'emailError', 'crmProvider', 'crmContactId', 'crmError',
        'balanceStatus']),
      totalAmount: toDecimal(o.totalCents),
      depositAmount: toDecimal(o.depositCents),
      addOnServices: row.add_on_ids,
      createdAt: o.createdAt.toISOString(),
      paymentStatus: shownPaymentStatus(o.status, row.payment_status),
      lastDeliveryStatus: row.last_delivery_status,
      // NOTE: the payments ledger, as the order's page and the dashboard's cards read it (docs/design.md §16, ADR 071).
      amountPaid: toDecimal(Number(row.paid_in)),
      amountRefunded: toDecimal(Number(row.ledger_refunded)),
    };
  });
}

/** A crew's stop as the run sheet reads it, before the route orders it: the order, where it is, and what it takes off the truck. */
export type RunSheetOrder = Pick<RunSheetStop, 'orderId' | 'customerId' | 'customerName' | 'customerPhone' | 'address' | 'city' | 'zipCode' | 'packageName'
  | 'serviceType' | 'photoPermission' | 'specialInstructions' | 'porchNotes' | 'status' | 'latitude' | 'longitude'> & {
  loadList: LoadLine[];
  addOns: { name: string; category: 'service' | 'quantity'; quantity: number }[];
};

/** An order row with what its stop reads beside it: where it is, what its package loads, its add-ons and its household's porch notes. */
export type RunSheetRow = OrderRow & Pick<RunSheetOrder, 'latitude' | 'longitude'> & { load_list: LoadLine[]; add_ons: RunSheetOrder['addOns']; porch_notes: string };

/** The stop a run sheet row is (a delivery's, or a pick-up's with its state beside it). */
export function runSheetOrderOf(row: RunSheetRow): RunSheetOrder {
  const o = orderOf(row);
  return {
    orderId: o.id,
    customerId: row.customer_id,
    ...pick(o, ['customerName', 'customerPhone', 'address', 'city', 'packageName', 'serviceType', 'photoPermission', 'specialInstructions', 'status']),
    zipCode: o.zipCode.trim(),
    porchNotes: row.porch_notes,
    latitude: row.latitude,
    longitude: row.longitude,
    loadList: row.load_list,
    addOns: row.add_ons,
  };
}

/** A crew's paid orders on a day, in the order staff assigned them (docs/design.md §12a, ADR 033). */
export async function runSheetOrders(sql: Sql, date: string, crew: number): Promise<RunSheetOrder[]> {
  const rows = await sql<RunSheetRow[]>`
    SELECT o.*, z.latitude, z.longitude, p.load_list, c.porch_notes,
      COALESCE((SELECT json_agg(json_build_object('name', a.name, 'category', a.category, 'quantity', a.quantity) ORDER BY s.sort_order, a.name)
        FROM order_add_ons a LEFT JOIN add_on_services s ON s.id = a.add_on_id WHERE a.order_id = o.id), '[]') AS add_ons
    FROM orders o
    JOIN packages p ON p.id = o.package_id
    -- NOTE: the household's porch notes ride along with its stop (ADR 110); the record itself is server/src/db/customers.ts's.
    JOIN customers c ON c.id = o.customer_id
    LEFT JOIN zone_zip_codes z ON z.zip_code = o.zip_code
    WHERE o.crew_day = ${date} AND o.crew = ${crew} AND o.status = ANY(${[...BOOKED_STATUSES]})
    ORDER BY o.crew_assigned_at, o.created_at, o.id`;
  return rows.map(runSheetOrderOf);
}

/** The days from `from` to `to` (inclusive) on which a crew has paid stops, earliest first (its calendar feed, ADR 127). */
export async function crewDaysBetween(sql: Sql, crew: number, from: string, to: string): Promise<string[]> {
  const rows = await sql<{ day: string }[]>`
    SELECT DISTINCT crew_day::text AS day FROM orders
    WHERE crew = ${crew} AND crew_day BETWEEN ${from} AND ${to} AND status = ANY(${[...BOOKED_STATUSES]})
    ORDER BY day`;
  return rows.map((r) => r.day);
}

/** Which orders a Zapier polling trigger lists, and the moment it sorts them by (newest first). */
export type OrderFeed = 'deposit-paid' | 'delivered' | 'renewed';

/**
 * Zapier's orders, newest first by the moment that started the feed, at most `limit` (or the ones asked for by id):
 * `deposit-paid` lists orders whose deposit is paid, most recently paid first, so an abandoned checkout never starts a Zap;
 * `delivered` lists delivered orders, most recently delivered first (docs/decisions/045-zapier-app-and-hubspot-client.md);
 * `renewed` lists the orders of accepted renewals (their deposit paid), most recently paid first (ADR 128).
 */
export async function zapierOrderList(sql: Sql, { ids, feed, limit }: { ids?: string[]; feed: OrderFeed; limit: number }) {
  const stamp = feed === 'delivered' ? sql`o.delivered_at` : sql`o.paid_at`;
  const renewed = feed === 'renewed' ? sql`AND o.renewal_offer_id IS NOT NULL` : sql``;
  const rows = await sql<(OrderRow & { add_ons: { name: string; quantity: number }[] })[]>`
    SELECT o.*, coalesce((SELECT json_agg(json_build_object('name', a.name, 'quantity', a.quantity) ORDER BY a.name)
                          FROM order_add_ons a WHERE a.order_id = o.id), '[]') AS add_ons
    FROM orders o
    WHERE o.paid_at IS NOT NULL AND ${stamp} IS NOT NULL ${renewed} ${ids ? sql`AND o.id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY ${stamp} DESC, o.id DESC LIMIT ${limit}`;
  return rows.map(zapierOrderView);
}
