import type { CustomQuote } from '@sdp/shared/wire';
import { zapierOrderView } from '../db/order-views.ts';
import { camelRow, pick, type CustomQuoteRow, type OrderRow } from '../db/rows.ts';
import type { Sql } from '../db/sql.ts';

/**
 * What Zapier receives about a quote or an order, polled (GET /api/zapier/quotes|orders) or pushed (REST hook): the same
 * fields either way, as Zapier requires, with a stable `id` it deduplicates on.
 */
export type ZapierQuote = Pick<CustomQuote, 'id' | 'customerName' | 'customerEmail' | 'customerPhone' | 'projectType' | 'projectDescription' | 'status' | 'createdAt'>;

export interface ZapierOrder {
  id: string;
  status: string;
  serviceType: string;
  packageName: string;
  addOns: { name: string; quantity: number }[];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  city: string;
  zipCode: string;
  deliveryDate: string;
  specialInstructions: string;
  promoCode: string | null;
  totalAmount: string;
  depositAmount: string;
  balanceDue: string;
  createdAt: string;
  paidAt: string | null;
  deliveredAt: string | null;
}

/** Which orders a polling trigger lists, and the moment it sorts them by (newest first). */
export type OrderFeed = 'deposit-paid' | 'delivered';

/** A waitlist sign-up (docs/design.md §13): who asked to hear when booking opens, and the zip they gave, if any. */
export interface ZapierWaitlistEntry {
  id: string;
  name: string;
  email: string;
  zipCode: string | null;
  createdAt: string;
}

export const POLL_LIMIT = 100;

/** Newest quotes first (or the ones asked for by id). */
export async function zapierQuotes(sql: Sql, ids?: string[]): Promise<ZapierQuote[]> {
  const rows = await sql<CustomQuoteRow[]>`
    SELECT * FROM custom_quotes ${ids ? sql`WHERE id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY created_at DESC, id DESC LIMIT ${POLL_LIMIT}`;
  return rows.map((row) => {
    const q = camelRow(row);
    return { ...pick(q, ['id', 'customerName', 'customerEmail', 'customerPhone', 'projectType', 'projectDescription', 'status']), createdAt: q.createdAt.toISOString() };
  });
}

/**
 * Orders for a trigger, newest first by the moment that started it (or the ones asked for by id): `deposit-paid` lists orders
 * whose deposit is paid, most recently paid first, so an abandoned checkout never starts a Zap; `delivered` lists delivered
 * orders, most recently delivered first (docs/decisions/045-zapier-app-and-hubspot-client.md).
 */
export async function zapierOrders(sql: Sql, ids?: string[], feed: OrderFeed = 'deposit-paid'): Promise<ZapierOrder[]> {
  const stamp = feed === 'delivered' ? sql`o.delivered_at` : sql`o.paid_at`;
  const rows = await sql<(OrderRow & { add_ons: ZapierOrder['addOns'] })[]>`
    SELECT o.*, coalesce((SELECT json_agg(json_build_object('name', a.name, 'quantity', a.quantity) ORDER BY a.name)
                          FROM order_add_ons a WHERE a.order_id = o.id), '[]') AS add_ons
    FROM orders o
    WHERE o.paid_at IS NOT NULL AND ${stamp} IS NOT NULL ${ids ? sql`AND o.id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY ${stamp} DESC, o.id DESC LIMIT ${POLL_LIMIT}`;
  return rows.map(zapierOrderView);
}

/** Newest waitlist sign-ups first (or the ones asked for by id). Someone who unsubscribed is left out: no Zap should reach them. */
export async function zapierWaitlist(sql: Sql, ids?: string[]): Promise<ZapierWaitlistEntry[]> {
  const rows = await sql<{ id: string; name: string; email: string; zip_code: string | null; created_at: Date }[]>`
    SELECT id, name, email, zip_code, created_at FROM waitlist_entries
    WHERE unsubscribed_at IS NULL ${ids ? sql`AND id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY created_at DESC, id DESC LIMIT ${POLL_LIMIT}`;
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, zipCode: r.zip_code, createdAt: r.created_at.toISOString() }));
}
